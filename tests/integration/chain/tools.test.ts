import { stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { z } from 'zod';
import { servedBy } from '../../../core/ai/chain';
import { quota429, serverError, startProviderSim, status, text, toolCall, type ProviderSim } from '../../support/provider-sim';
import { drain, freshTable, testChain } from '../../support/chain';

// C5: a tool executed in one step never runs again, whichever link serves the next step.
let sim: ProviderSim;
let table: string;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(async () => { sim.reset(); table = await freshTable(); });
afterAll(() => sim.close());

function createHabitTool(executed: string[]) {
  return tool({
    description: 'Create a habit',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => {
      executed.push(name);
      return { id: `hab_${executed.length}`, name };
    },
  });
}

test('step 2 failing over re-sends step 1\'s result; the create ran exactly once', async () => {
  const chain = testChain({ sim, table, order: ['mistral', 'gemini'] });
  const executed: string[] = [];
  sim.script('mistral', toolCall('createHabit', { name: 'Read' }), quota429());
  sim.script('gemini', text(['Created ', 'Read.']));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Read', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect(errors).toEqual([]);
  expect(executed).toEqual(['Read']);
  expect(out).toBe('Created Read.');
  // The second link got the executed call and its result in the prompt, not a request to redo it.
  expect(JSON.stringify(sim.requests('gemini')[0]?.body)).toContain('hab_1');
  expect((await r.steps).map((s) => servedBy(s.providerMetadata)?.link)).toEqual(['mistral', 'gemini']);
});

test('an error after a streamed tool call passes through instead of failing over (no second execution)', async () => {
  const chain = testChain({ sim, table, order: ['glm', 'mistral'] });
  const executed: string[] = [];
  // A tool call streamed in full, then a broken chunk: output had begun, so the chain must not
  // move to a link that would call (and run) the tool again.
  const head = (delta: object) => `data: ${JSON.stringify({ id: 'c1', created: 1, model: 'glm', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
  const body =
    head({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'createHabit', arguments: '{"name":"Run"}' } }] }) +
    'data: {"broken\n\n' +
    `data: ${JSON.stringify({ id: 'c1', created: 1, model: 'glm', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
  sim.script('glm', status(200, body, { 'content-type': 'text/event-stream' }), text('done'));
  sim.script('mistral', toolCall('createHabit', { name: 'Run' }), text('duplicate'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Run', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { errors } = await drain(r.fullStream);

  expect(errors.length).toBeGreaterThan(0);
  expect(executed).toEqual(['Run']);
  expect(sim.requestCount('mistral')).toBe(0);
});

test('every step consults the chain afresh: a step-1 failure cools the link for step 2', async () => {
  const chain = testChain({ sim, table, order: ['mistral', 'glm'] });
  const executed: string[] = [];
  sim.script('mistral', serverError());
  sim.script('glm', toolCall('createHabit', { name: 'Swim' }), text('Swim created'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Swim', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out } = await drain(r.fullStream);

  expect(out).toBe('Swim created');
  expect(executed).toEqual(['Swim']);
  expect(sim.requestCount('mistral')).toBe(1);
});

test.each(['glm', 'gemini'] as const)('a step made on %s, carried on by Mistral: its tool-call ids are made ones Mistral accepts, call and result still paired', async (first) => {
  const chain = testChain({ sim, table, order: [first, 'mistral'] });
  const executed: string[] = [];
  sim.script(first, toolCall('createHabit', { name: 'Walk' }), quota429());
  sim.script('mistral', text(['Walk is set.']));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Walk', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect(errors).toEqual([]);
  expect(out).toBe('Walk is set.');
  expect(executed).toEqual(['Walk']);
  const messages = (sim.requests('mistral')[0]?.body as { messages: { role: string; tool_calls?: { id: string }[]; tool_call_id?: string }[] }).messages;
  const callId = messages.find((m) => m.role === 'assistant')?.tool_calls?.[0]?.id;
  expect(callId).toMatch(/^[a-zA-Z0-9]{9}$/);
  expect(messages.find((m) => m.role === 'tool')?.tool_call_id).toBe(callId);
});
