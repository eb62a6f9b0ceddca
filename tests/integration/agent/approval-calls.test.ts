/**
 * Issue 47: approval answers were model calls no bucket counted. Each answer restarted its turn
 * with a fresh `maxSteps`, so one stream request whose model kept asking for approvals bought
 * 328 model calls. Now a turn and all its answers make at most `maxSteps` calls, and every call
 * (a turn's steps, an answer's) is reserved from the person's hourly calls
 * (AI_AGENT_CALLS_PER_HOUR, core/limits/calls.ts). Over real HTTP (the app on a loopback
 * socket), the real chain and SDK against the wire-level provider simulator, which counts
 * every model request exactly.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import type { AgentSettings } from '../../../core/ai/agent/turn';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, type TestUser } from '../../support/http';
import { startProviderSim, text, toolCall } from '../../support/provider-sim';
import { serveApp, type Served } from '../../support/serve';
import { readSse } from '../../support/sse';

const sim = await startProviderSim();
const table = await freshTable();
const chain = testChain({ sim, table, order: ['mistral'] });
let settings: Partial<AgentSettings> = {};
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, settings), testDeps({ TABLE_NAME: table }));
let server: Served;

beforeAll(async () => {
  server = await serveApp(api.app);
});
afterAll(async () => {
  await server.close();
  await sim.close();
});
beforeEach(() => {
  sim.reset();
  sim.setFallback(text(['(unscripted)']));
});

interface Streamed {
  status: number;
  retryAfter: string | null;
  json?: any;
  events: AgentEvent[];
}

async function post(u: TestUser, path: string, body: unknown): Promise<Streamed> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
    body: JSON.stringify(body),
  });
  const retryAfter = res.headers.get('retry-after');
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return { status: res.status, retryAfter, json: await res.json(), events: [] };
  return { status: res.status, retryAfter, events: (await readSse(res.body)).events };
}

const stream = (u: TestUser, chatId: string, message: string) => post(u, `/ai/agent/chats/${chatId}/stream`, { message });
const answer = (u: TestUser, chatId: string, turnId: string, approvalId: string) => post(u, `/ai/agent/chats/${chatId}/turns/${turnId}/approvals/${approvalId}`, { approved: true });
const turnOf = (s: Streamed) => (s.events.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
const card = (s: Streamed) => {
  const last = s.events.at(-1);
  return last?.event === 'approval_required' ? last.data : undefined;
};

async function habits(u: TestUser, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await api.request('POST', '/habits', { token: u.accessToken, body: { name: `Habit ${i}` } })).body.id);
  return ids;
}
const habitCount = async (u: TestUser) => (await api.request('GET', '/habits', { token: u.accessToken })).body.items.length as number;

describe('a turn and its approval answers make at most maxSteps model calls', () => {
  it('a model that asks for a yes at every step, answered every time: 8 calls in all (production maxSteps), not 8 per answer', async () => {
    settings = { maxSteps: 8 };
    const u = await signUp(api);
    const ids = await habits(u, 14);
    const chatId = await api.newChat(u.accessToken);
    // 14 steps scripted, each deleting one habit (each needs the person's yes).
    sim.script('mistral', ...ids.map((id) => toolCall('deleteUserHabit', { id })));
    let res = await stream(u, chatId, 'delete every habit, one at a time');
    const turnId = turnOf(res);
    let answers = 0;
    while (card(res) && answers < 20) {
      res = await answer(u, chatId, turnId, card(res)!.approvalId);
      expect(res.status).toBe(200);
      answers += 1;
    }
    expect(sim.requestCount('mistral')).toBe(8);
    // The 8th call asked a last yes; the answer ran it with no 9th call, and the turn ended there.
    expect(answers).toBe(8);
    expect(res.events.at(-1)?.event).toBe('done');
    expect(await habitCount(u)).toBe(14 - 8);
  });
});

describe("approval answers draw from the person's hourly calls", () => {
  it('limit 6: a turn paused after 1 call, a second turn spends the other 5, and the answer is 429 RATE_LIMITED with Retry-After, calling nothing', async () => {
    settings = { maxSteps: 5, calls: { bucket: 'agent-calls', limit: 6, windowS: 3600 } };
    const u = await signUp(api);
    const [id] = await habits(u, 1);
    const first = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserHabit', { id }));
    const asked = await stream(u, first, 'delete Habit 0');
    expect(card(asked)).toBeDefined();
    expect(sim.requestCount('mistral')).toBe(1);

    const second = await api.newChat(u.accessToken);
    sim.script('mistral', ...Array.from({ length: 4 }, () => toolCall('getUserHabits', {})), text(['You have one habit.']));
    const busy = await stream(u, second, 'look at my habits, closely');
    expect(busy.events.at(-1)?.event).toBe('done');
    expect(sim.requestCount('mistral')).toBe(6);

    const late = await answer(u, first, turnOf(asked), card(asked)!.approvalId);
    expect([late.status, late.json?.error?.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(late.retryAfter)).toBeGreaterThan(0);
    // No call, and nothing ran: the habit is still there, the approval still waits.
    expect(sim.requestCount('mistral')).toBe(6);
    expect(await habitCount(u)).toBe(1);
    const again = await stream(u, second, 'and now?');
    expect([again.status, again.json?.error?.code]).toEqual([429, 'RATE_LIMITED']);
    expect(sim.requestCount('mistral')).toBe(6);
  });

  it('limit 6: a turn that needs more than the hour has left stops at it with RATE_LIMITED, what arrived saved; the calls it did not make are given back', async () => {
    settings = { maxSteps: 5, calls: { bucket: 'agent-calls', limit: 6, windowS: 3600 } };
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    // 4 calls, then the turn ends by itself: 4 of the 5 reserved are spent, one goes back.
    sim.script('mistral', ...Array.from({ length: 3 }, () => toolCall('getUserHabits', {})), text(['Nothing here.']));
    expect((await stream(u, chatId, 'check three times')).events.at(-1)?.event).toBe('done');
    // 2 left: the turn gets 2, and its model wanted a third.
    sim.script('mistral', ...Array.from({ length: 4 }, () => toolCall('getUserHabits', {})), text(['Done.']));
    const cut = await stream(u, chatId, 'check four times');
    expect(sim.requestCount('mistral')).toBe(6);
    const last = cut.events.at(-1) as Extract<AgentEvent, { event: 'error' }>;
    expect(last.event).toBe('error');
    expect(last.data.code).toBe('RATE_LIMITED');
    expect(last.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(cut.events.filter((e) => e.event === 'tool_finished')).toHaveLength(2);
    const view = (await api.request('GET', `/ai/agent/chats/${chatId}/turns/${turnOf(cut)}`, { token: u.accessToken })).body;
    expect(view.status).toBe('INTERRUPTED');
    const refused = await stream(u, chatId, 'once more');
    expect([refused.status, refused.json?.error?.code]).toEqual([429, 'RATE_LIMITED']);
    expect(sim.requestCount('mistral')).toBe(6);
  });
});
