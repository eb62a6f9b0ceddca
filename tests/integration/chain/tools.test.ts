import { stepCountIs, streamText, tool, type ModelMessage } from 'ai';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { servedBy } from '../../../core/ai/chain';
import { cutWithin, delayed, quota429, serverError, status, text, toolCall } from '../../support/provider-sim';
import { calls, drain, fallbacks, testChain, chainSuite } from '../../support/chain';

// C5: a tool executed in one step never runs again, whichever link serves the next step.
const suite = chainSuite();

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
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  const executed: string[] = [];
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Read' }), quota429());
  suite.sim.script('gemini', text(['Created ', 'Read.']));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Read', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect(errors).toEqual([]);
  expect(executed).toEqual(['Read']);
  expect(out).toBe('Created Read.');
  // The second link got the executed call and its result in the prompt, not a request to redo it.
  expect(JSON.stringify(suite.sim.requests('gemini')[0]?.body)).toContain('hab_1');
  expect((await r.steps).map((s) => servedBy(s.providerMetadata)?.link)).toEqual(['mistral', 'gemini']);
});

test('an error after a streamed tool call passes through instead of failing over (no second execution)', async () => {
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
  const executed: string[] = [];
  // Gemini sends a call whole and the SDK hands it on at once: output has begun. Then a broken
  // chunk, and a finish without usage (not a clean one): the chain must not move to a link that
  // would call (and run) the tool again.
  const event = (o: object) => `data: ${JSON.stringify({ ...o, modelVersion: 'gemini-2.5-flash', responseId: 'r1' })}\r\n\r\n`;
  const body =
    event({ candidates: [{ content: { parts: [{ functionCall: { name: 'createHabit', args: { name: 'Run' } } }], role: 'model' }, index: 0 }] }) +
    'data: {"broken\r\n\r\n' +
    event({ candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 }] });
  suite.sim.script('gemini', status(200, body, { 'content-type': 'text/event-stream' }), text('done'));
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Run' }), text('duplicate'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Run', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { errors } = await drain(r.fullStream);

  expect(errors.length).toBeGreaterThan(0);
  expect(executed).toEqual(['Run']);
  expect(suite.sim.requestCount('mistral')).toBe(0);
});

test('a broken chunk while an OpenAI-compatible SDK still buffers the call (nothing handed on yet) fails over; the tool runs once', async () => {
  const chain = testChain({ ...suite, order: ['glm', 'mistral'] });
  const executed: string[] = [];
  // The OpenAI-compatible SDK holds a streamed call until the stream ends: when the broken chunk
  // arrives, the caller has seen only the call's input streaming, which runs nothing (C4, C5).
  const head = (delta: object) => `data: ${JSON.stringify({ id: 'c1', created: 1, model: 'glm', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
  const body =
    head({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'createHabit', arguments: '{"name":"Run"}' } }] }) +
    'data: {"broken\n\n' +
    `data: ${JSON.stringify({ id: 'c1', created: 1, model: 'glm', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
  suite.sim.script('glm', status(200, body, { 'content-type': 'text/event-stream' }));
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Run' }), text('Run is set.'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Run', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect({ out, errors }).toEqual({ out: 'Run is set.', errors: [] });
  expect(executed).toEqual(['Run']);
  expect(fallbacks(chain.events)[0]).toBe('glm>mistral:TRANSIENT');
});

test('every step consults the chain afresh: a step-1 failure cools the link for step 2', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'glm'] });
  const executed: string[] = [];
  // Step 1: mistral's 5xx, its one retry fails too, so it cools; step 2 skips it.
  suite.sim.script('mistral', serverError(), serverError());
  suite.sim.script('glm', toolCall('createHabit', { name: 'Swim' }), text('Swim created'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Swim', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out } = await drain(r.fullStream);

  expect(out).toBe('Swim created');
  expect(executed).toEqual(['Swim']);
  expect(suite.sim.requestCount('mistral')).toBe(2);
});

test.each(['glm', 'gemini'] as const)('a step made on %s, carried on by Mistral: its tool-call ids are made ones Mistral accepts, call and result still paired', async (first) => {
  const chain = testChain({ ...suite, order: [first, 'mistral'] });
  const executed: string[] = [];
  suite.sim.script(first, toolCall('createHabit', { name: 'Walk' }), quota429());
  suite.sim.script('mistral', text(['Walk is set.']));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Walk', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect(errors).toEqual([]);
  expect(out).toBe('Walk is set.');
  expect(executed).toEqual(['Walk']);
  const messages = (suite.sim.requests('mistral')[0]?.body as { messages: { role: string; tool_calls?: { id: string }[]; tool_call_id?: string }[] }).messages;
  const callId = messages.find((m) => m.role === 'assistant')?.tool_calls?.[0]?.id;
  expect(callId).toMatch(/^[a-zA-Z0-9]{9}$/);
  expect(messages.find((m) => m.role === 'tool')?.tool_call_id).toBe(callId);
});

// Issue 31, tool scenario (1): a call cut inside its arguments has not run and nothing of it
// reached the caller, so it fails over; the next link's call runs, once.
test('a stream cut inside a tool call\'s arguments fails over; the tool runs once, on the next link\'s call', async () => {
  const chain = testChain({ ...suite, order: ['glm', 'mistral'] });
  const executed: string[] = [];
  // glm streams the call's start and the first third of its arguments, then the socket drops.
  suite.sim.script('glm', cutWithin(toolCall('createHabit', { name: 'Read' }), 2));
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Read' }), text(['Created ', 'Read.']));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Read', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors, thrown, parts } = await drain(r.fullStream);

  expect({ out, errors, thrown }).toEqual({ out: 'Created Read.', errors: [], thrown: undefined });
  expect(executed).toEqual(['Read']);
  expect(parts.filter((p) => p.type === 'tool-call')).toHaveLength(1);
  // Step 2 skips glm, cooled by step 1's failure.
  expect(fallbacks(chain.events)).toEqual(['glm>mistral:TRANSIENT', 'glm>mistral:COOLDOWN']);
});

test('a tool call\'s arguments streaming slower than the first-byte limit are judged by the idle limit: no failover', async () => {
  // Each gap (1.5 s) is past the 1 s first-byte limit and 1 s inside the 2.5 s idle limit.
  const chain = testChain({ ...suite, order: ['glm', 'mistral'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1000', AI_IDLE_TIMEOUT_MS: '2500' } });
  const executed: string[] = [];
  suite.sim.script('glm', delayed(toolCall('createHabit', { name: 'Slowly' }), { betweenChunksMs: 1500 }), text('Created.'));
  suite.sim.script('mistral', toolCall('createHabit', { name: 'Slowly' }), text('must not be used'));
  const r = streamText({
    model: chain.model, prompt: 'create a habit called Slowly', maxRetries: 0, onError: () => {},
    tools: { createHabit: createHabitTool(executed) }, stopWhen: stepCountIs(3),
  });
  const { text: out, errors } = await drain(r.fullStream);

  expect({ out, errors }).toEqual({ out: 'Created.', errors: [] });
  expect(executed).toEqual(['Slowly']);
  expect(suite.sim.requestCount('mistral')).toBe(0);
  expect(calls(chain.events)).toEqual(['glm:ok', 'glm:ok']);
});

// Issue 31, tool scenario (3): history written by other links (an earlier turn) replayed to
// Mistral, whose API takes back only 9-character [a-zA-Z0-9] tool-call ids (the simulator
// enforces it as Mistral does: 400, code 3280).
test('a conversation whose earlier turns ran tools on other links is accepted by Mistral: ids mapped, each call still paired with its result', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', text('Both are set.'));
  const call = (toolCallId: string, name: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName: 'createHabit', input: { name } }] });
  const result = (toolCallId: string, id: string): ModelMessage => ({ role: 'tool', content: [{ type: 'tool-result', toolCallId, toolName: 'createHabit', output: { type: 'json', value: { id } } }] });
  const messages: ModelMessage[] = [
    { role: 'user', content: 'create a habit called Read' },
    call('call_sim_3_0', 'Read'), result('call_sim_3_0', 'hab_1'), // an OpenAI-compatible link's id
    { role: 'user', content: 'and one called Walk' },
    call('a7Fq-2025-gemini-id', 'Walk'), result('a7Fq-2025-gemini-id', 'hab_2'), // Gemini's
    { role: 'user', content: 'thanks' },
  ];
  const r = streamText({ model: chain.model, messages, maxRetries: 0, onError: () => {} });
  const { text: out, errors } = await drain(r.fullStream);

  expect({ out, errors }).toEqual({ out: 'Both are set.', errors: [] });
  expect(calls(chain.events)).toEqual(['mistral:ok']);
  const sent = (suite.sim.requests('mistral')[0]?.body as { messages: { role: string; tool_calls?: { id: string }[]; tool_call_id?: string }[] }).messages;
  const callIds = sent.flatMap((m) => m.tool_calls?.map((c) => c.id) ?? []);
  const resultIds = sent.flatMap((m) => (m.tool_call_id ? [m.tool_call_id] : []));
  expect(callIds).toHaveLength(2);
  for (const id of callIds) expect(id).toMatch(/^[a-zA-Z0-9]{9}$/);
  expect(new Set(callIds).size).toBe(2);
  expect(resultIds).toEqual(callIds);
});
