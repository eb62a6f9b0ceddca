import { generateText, stepCountIs, streamText, tool } from 'ai';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { malformedChunk, quota429, serverError, text, toolCall, type Step } from '../../support/provider-sim';
import { drain, testChain, chainSuite } from '../../support/chain';

// Issue 31 ("usage shown"): the provider's token counts reach the caller through the chain on
// every path — the finish part of a stream (each step's usage, summed by the SDK into
// totalUsage, which the agent reports) and a generate result — whatever the chain did first.
const suite = chainSuite();

const usage = { input: 21, output: 4 };

test.each<[string, Step[], Step[]]>([
  ['served at once', [text(['a', 'b'], { usage })], []],
  ['after a failover', [quota429()], [text(['a', 'b'], { usage })]],
  ['after a same-link retry', [serverError(), text(['a', 'b'], { usage })], []],
  ['after a skipped unreadable chunk', [malformedChunk(['a', 'b'], { after: 1, usage })], []],
])('stream, %s: the finish part carries the provider\'s usage', async (_name, mistral, gemini) => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', ...mistral).script('gemini', ...gemini);
  const r = streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} });
  await drain(r.fullStream);

  expect(await r.totalUsage).toMatchObject({ inputTokens: 21, outputTokens: 4, totalTokens: 25 });
});

test('a turn whose steps were served by two links: each step\'s usage, and their sum', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Read' }, { usage: { input: 30, output: 5 } }), quota429());
  suite.sim.script('gemini', text('Created.', { usage: { input: 45, output: 3 } }));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Read', maxRetries: 0, onError: () => {}, stopWhen: stepCountIs(3),
    tools: { createHabit: tool({ inputSchema: z.object({ name: z.string() }), execute: async ({ name }) => ({ id: 'hab_1', name }) }) },
  });
  await drain(r.fullStream);

  expect((await r.steps).map((s) => [s.usage.inputTokens, s.usage.outputTokens])).toEqual([[30, 5], [45, 3]]);
  expect(await r.totalUsage).toMatchObject({ inputTokens: 75, outputTokens: 8 });
});

test('generate, after a failover: the result carries the serving link\'s usage', async () => {
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
  suite.sim.script('gemini', quota429()).script('mistral', text('{"ok":true}', { usage }));
  const r = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 });

  expect(r.usage).toMatchObject({ inputTokens: 21, outputTokens: 4 });
});
