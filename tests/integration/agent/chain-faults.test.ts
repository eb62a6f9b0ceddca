/**
 * The chain's faults as the person meets them (issue 31, agent side): a refusal is AI_REFUSED
 * and asks no other provider, a silence after output is INTERRUPTED "went silent", a skipped
 * unreadable chunk completes the turn with a stored warning, and every turn reports its usage.
 * Plus the tool scenarios at turn level: a tool that ran is never run again when the next step
 * fails over (C5), and a paused turn goes on with whichever link is healthy when answered.
 * The real chain over the real provider SDKs on the wire-level simulator, real HTTP and SSE,
 * DynamoDB Local; each test has its own table, so cooldowns never cross tests.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { ToolSpec } from '../../../core/ai/agent/tools/registry';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { agentApi, agentSettings } from '../../support/agent';
import { coolingLinks, freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import {
  malformedChunk, quota429, refusal, serverError, stallAfter, startProviderSim, text, toolCall,
} from '../../support/provider-sim';
import { textOf } from '../../support/sse';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

// The production tools, counting the runs of the two these tests write with: "runs once" is a count.
const runs = { createUserTask: 0, deleteUserRoutine: 0 };
const tools: ToolSpec[] = AGENT_TOOLS.map((t) =>
  t.name in runs ? { ...t, run: (ctx, input) => ((runs[t.name as keyof typeof runs] += 1), t.run(ctx, input)) } : t,
);

/** Mistral first, Gemini second, over a table of the test's own; limits short enough for a test. */
async function setup(order = ['mistral', 'gemini']) {
  const table = await freshTable();
  const chain = testChain({ sim, table, order, env: { AI_IDLE_TIMEOUT_MS: '1000' } });
  const api = agentApi(() => agentSettings(chain.model, tools), testDeps({ TABLE_NAME: table }));
  const u = await signUp(api);
  const chatId = await api.newChat(u.accessToken);
  const stream = (message: string) => api.stream(u.accessToken, chatId, { message });
  const turnOf = (events: AgentEvent[]) => (events.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
  const view = async (turnId: string) => (await api.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken })).body;
  const messages = async () => (await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body.messages;
  return { chain, api, u, chatId, stream, turnOf, view, messages };
}

it('a content refusal before output: AI_REFUSED, no other provider asked, nothing cooled, no answer invented', async () => {
  const t = await setup();
  sim.script('mistral', refusal()).script('gemini', text('must not answer what mistral declined'));
  const res = await t.stream('something the provider declines');

  expect(res.events).toEqual([{ event: 'error', data: { code: 'AI_REFUSED', message: expect.stringContaining('declined') } }]);
  expect(sim.requestCount('gemini')).toBe(0);
  expect(await coolingLinks(t.chain)).toEqual([]);
  expect((await t.view(t.turnOf(res.all))).status).toBe('FAILED');
  expect((await t.messages()).map((m: { role: string }) => m.role)).toEqual(['user']);
});

// Each SDK says it its own way: Gemini SAFETY, OpenAI-style and Mistral `content_filter` (which Mistral's SDK reads as "other").
it.each(['mistral', 'glm', 'gemini'])('%s: a content filter after output began: what arrived is saved, the turn is INTERRUPTED with AI_REFUSED, never complete', async (link) => {
  const t = await setup([link]);
  sim.script(link, text(['Part one. ', 'Part two.'], { filtered: true }));
  const res = await t.stream('go on');

  expect(textOf(res.events)).toBe('Part one. Part two.');
  expect(res.events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_REFUSED', message: expect.stringContaining('what arrived is saved') } });
  expect((await t.view(t.turnOf(res.all))).status).toBe('INTERRUPTED');
  expect((await t.messages())[1]).toMatchObject({ role: 'assistant', status: 'interrupted', segments: [{ type: 'text', text: 'Part one. Part two.' }] });
});

it('a provider silent after output began: the idle limit ends it INTERRUPTED with the true reason, what arrived saved, no failover', async () => {
  const t = await setup();
  sim.script('mistral', stallAfter(['The ', 'plan ', 'is'], 2)).script('gemini', text('must not restart the answer'));
  const res = await t.stream('plan my day');

  expect(textOf(res.events)).toBe('The plan ');
  expect(res.events.at(-1)).toEqual({ event: 'error', data: { code: 'INTERRUPTED', message: expect.stringContaining('went silent') } });
  expect(sim.requestCount('gemini')).toBe(0);
  const turn = await t.view(t.turnOf(res.all));
  expect(turn).toMatchObject({ status: 'INTERRUPTED', segments: [{ type: 'text', text: 'The plan ' }] });
});

it('one unreadable chunk in a stream that finishes cleanly: the turn completes with every word, the warning is stored on the turn', async () => {
  const t = await setup();
  sim.script('mistral', malformedChunk(['one ', 'two ', 'three'], { after: 2, usage: { input: 9, output: 3 } }));
  const res = await t.stream('count to three');

  expect(textOf(res.events)).toBe('one two three');
  expect(res.events.at(-1)).toMatchObject({ event: 'done', data: { usage: { inputTokens: 9, outputTokens: 3 } } });
  expect(await t.view(t.turnOf(res.all))).toMatchObject({ status: 'COMPLETE', skippedChunks: 1 });
});

it('usage: done and the turn view carry the tokens summed over the steps', async () => {
  const t = await setup();
  sim.script(
    'mistral',
    toolCall('createUserTask', { name: 'Buy bread' }, { usage: { input: 120, output: 14 } }),
    text(['Added.'], { usage: { input: 160, output: 3 } }),
  );
  const res = await t.stream('add a task to buy bread');

  const usage = { inputTokens: 280, outputTokens: 17 };
  expect(res.events.at(-1)).toMatchObject({ event: 'done', data: { usage } });
  const done = res.events.at(-1) as Extract<AgentEvent, { event: 'done' }>;
  expect(done.data.usage).toEqual(usage); // one link served both steps: no per-step list
  expect((await t.view(t.turnOf(res.all))).usage).toEqual(usage);
});

it('tool scenario (2): the tool ran on step 1, step 2 fails before output on the first link: the next link goes on with the result, the tool never runs again', async () => {
  const t = await setup();
  const before = runs.createUserTask;
  sim.script(
    'mistral',
    toolCall('createUserTask', { name: 'Call the dentist' }, { usage: { input: 100, output: 12 } }),
    serverError(), // step 2: a 5xx before output…
    serverError(), // …and its one same-link retry: the link is cooled, the chain fails over
  );
  sim.script('gemini', text(['Done: the task is on your list.'], { usage: { input: 150, output: 8 } }));
  const res = await t.stream('remind me to call the dentist');

  expect(textOf(res.events)).toBe('Done: the task is on your list.');
  expect(res.events.filter((e) => e.event === 'tool_started')).toHaveLength(1);
  expect(runs.createUserTask - before).toBe(1);
  const tasks = (await t.api.request('GET', '/tasks', { token: t.u.accessToken })).body;
  expect((tasks.items ?? tasks).filter((x: { name: string }) => x.name === 'Call the dentist')).toHaveLength(1);
  // Gemini was handed the step-1 result, so it continued rather than starting over.
  expect(JSON.stringify(sim.requests('gemini')[0]?.body)).toContain('functionResponse');
  // Two links served the turn's steps: the usage lists them, each with who served it.
  const done = res.events.at(-1) as Extract<AgentEvent, { event: 'done' }>;
  expect(done.data.usage).toEqual({
    inputTokens: 250,
    outputTokens: 20,
    steps: [
      { link: 'mistral', model: expect.any(String), inputTokens: 100, outputTokens: 12 },
      { link: 'gemini', model: expect.any(String), inputTokens: 150, outputTokens: 8 },
    ],
  });
  expect((await t.view(t.turnOf(res.all))).usage).toEqual(done.data.usage);
});

it('tool scenario (4): a turn paused for approval goes on with whichever link is healthy when the person answers; the tool runs once; usage spans the pause', async () => {
  const t = await setup();
  const habit = (await t.api.request('POST', '/habits', { token: t.u.accessToken, body: { name: 'Stretch' } })).body.id;
  const routine = await t.api.request('POST', '/routines', {
    token: t.u.accessToken,
    body: { name: 'Morning', sections: [{ name: 'Wake', startTime: '06:00', endTime: '08:00', items: [{ type: 'habit', id: habit }] }] },
  });
  sim.script('mistral', toolCall('deleteUserRoutine', { id: routine.body.id }, { usage: { input: 90, output: 10 } }));
  const asked = await t.stream('delete my Morning routine');
  const card = asked.all.at(-1) as Extract<AgentEvent, { event: 'approval_required' }>;
  expect(card.event).toBe('approval_required');
  const turnId = t.turnOf(asked.all);
  expect((await t.view(turnId)).usage).toEqual({ inputTokens: 90, outputTokens: 10 });

  // By the time the person answers, mistral's free tier is spent: the continuation is gemini's.
  const before = runs.deleteUserRoutine;
  sim.script('mistral', quota429()).script('gemini', text(['Deleted.'], { usage: { input: 130, output: 2 } }));
  const res = await t.api.answer(t.u.accessToken, t.chatId, turnId, card.data.approvalId, { approved: true });

  expect(textOf(res.events)).toBe('Deleted.');
  expect(res.all.find((e) => e.event === 'model')).toEqual({ event: 'model', data: { link: 'gemini', model: expect.any(String) } });
  expect(runs.deleteUserRoutine - before).toBe(1);
  expect((await t.api.request('GET', `/routines/${routine.body.id}`, { token: t.u.accessToken })).status).toBe(404);
  const usage = {
    inputTokens: 220,
    outputTokens: 12,
    steps: [
      { link: 'mistral', model: expect.any(String), inputTokens: 90, outputTokens: 10 },
      { link: 'gemini', model: expect.any(String), inputTokens: 130, outputTokens: 2 },
    ],
  };
  expect((res.events.at(-1) as Extract<AgentEvent, { event: 'done' }>).data.usage).toEqual(usage);
  expect((await t.view(turnId)).usage).toEqual(usage);
});
