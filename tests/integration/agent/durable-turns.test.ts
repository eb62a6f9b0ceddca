import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RateWindows } from '../../../core/limits/entity';
import { habitTools } from '../../../core/ai/agent/tools/habits';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, type TestUser } from '../../support/http';
import { delayed, serverError, startProviderSim, text, toolCall } from '../../support/provider-sim';
import { serveApp } from '../../support/serve';
import { readEvents } from '../../support/sse-reader';
import { waitFor } from '../../support/wait';

/**
 * Durable turns over real HTTP and SSE (CONTRACT "Durable turns"): numbered events, resume
 * from the store on another instance, idempotent POSTs, and which model answered.
 */
const sim = await startProviderSim();
const table = await freshTable();
const chain = testChain({ sim, table, order: ['mistral', 'gemini'] });
const settings = () => agentSettings(chain.model, habitTools);
// Two instances on one table: what one writes, the other serves.
const a = agentApi(settings, testDeps({ TABLE_NAME: table }));
const b = agentApi(settings, testDeps({ TABLE_NAME: table }));
const [serverA, serverB] = [await serveApp(a.app), await serveApp(b.app)];
afterAll(async () => {
  await serverA.close();
  await serverB.close();
  await sim.close();
});
beforeEach(() => sim.reset());

const words = (n: number, everyMs: number) => delayed(text(Array.from({ length: n }, (_, i) => `w${i} `)), { betweenChunksMs: everyMs });

function post(server: { url: string }, u: TestUser, chatId: string, body: unknown) {
  return fetch(`${server.url}/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
    body: JSON.stringify(body),
  });
}

function resume(server: { url: string }, u: TestUser, chatId: string, turnId: string, lastEventId?: number) {
  return fetch(`${server.url}/ai/agent/chats/${chatId}/turns/${turnId}/stream`, {
    headers: { authorization: `Bearer ${u.accessToken}`, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
  });
}

describe('the event stream of a durable turn', () => {
  it('numbers every event from 1: turn first, model before the first token, done with servedBy', async () => {
    const u = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', text(['Hello', ' there']));
    const events = await readEvents((await post(serverA, u, chatId, { message: 'hi' })).body);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events.map((e) => e.event.event)).toEqual(['turn', 'model', 'token', 'token', 'done']);
    expect(events[1]!.event.data).toEqual({ link: 'mistral', model: 'mistral-small-latest' });
    const done = events.at(-1)!.event;
    expect(done.event === 'done' && done.data.servedBy).toEqual({ link: 'mistral', model: 'mistral-small-latest' });
  });

});

describe('which model answered', async () => {
  // A table of its own: the failover below cools mistral, which must not leak into other tests.
  const own = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'] });
  const api = agentApi(() => agentSettings(own.model, []));

  it('after a failover the model event names the link that really answered, and so does the stored answer', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', serverError());
    sim.script('gemini', text(['From the second link.']));
    const res = await api.stream(u.accessToken, chatId, { message: 'hi' });
    expect(res.all.filter((e) => e.event === 'model').map((e) => e.data)).toEqual([{ link: 'gemini', model: 'gemini-2.5-flash' }]);
    const chat = await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages[1]).toMatchObject({ role: 'assistant', servedBy: { link: 'gemini', model: 'gemini-2.5-flash' } });
  });
});

describe('resuming a turn (Last-Event-ID)', () => {
  it('a client that dropped after event 7 gets events 8…end exactly once, in order, from another instance, ending with the stored done', async () => {
    const u = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', words(20, 60));
    const first = await readEvents((await post(serverA, u, chatId, { message: 'count slowly' })).body, (e) => e.id === 7);
    expect(first.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const turnId = (first[0]!.event.data as { turnId: string }).turnId;
    const rest = await readEvents((await resume(serverB, u, chatId, turnId, 7)).body);
    const ids = rest.map((e) => e.id!);
    expect(ids[0]).toBe(8);
    expect(ids).toEqual(ids.map((_, i) => 8 + i)); // no gap, no repeat
    const done = rest.at(-1)!.event;
    expect(done.event).toBe('done');
    const tokens = [...first, ...rest].flatMap((e) => (e.event.event === 'token' ? [e.event.data.text] : [])).join('');
    expect(tokens).toBe(Array.from({ length: 20 }, (_, i) => `w${i} `).join(''));
    const stored = await b.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken });
    expect(stored.body).toMatchObject({ id: turnId, status: 'COMPLETE', servedBy: { link: 'mistral' } });
    expect(done.event === 'done' && done.data.segments).toEqual(stored.body.segments);
    // A replay of a finished turn (?after=) is the same events again.
    const again = await readEvents((await fetch(`${serverA.url}/ai/agent/chats/${chatId}/turns/${turnId}/stream?after=7`, { headers: { authorization: `Bearer ${u.accessToken}` } })).body);
    expect(again.map((e) => [e.id, e.event])).toEqual(rest.map((e) => [e.id, e.event]));
  });

  it("another person's turn, an unknown turn and a bad Last-Event-ID are refused before any stream opens", async () => {
    const u = await signUp(a);
    const other = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', text(['ok']));
    const events = await readEvents((await post(serverA, u, chatId, { message: 'hi' })).body);
    const turnId = (events[0]!.event.data as { turnId: string }).turnId;
    expect((await resume(serverA, other, chatId, turnId)).status).toBe(404);
    expect((await a.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: other.accessToken })).status).toBe(404);
    expect((await resume(serverA, u, chatId, 'trn_01JZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    const bad = await fetch(`${serverA.url}/ai/agent/chats/${chatId}/turns/${turnId}/stream`, { headers: { authorization: `Bearer ${u.accessToken}`, 'last-event-id': 'seven' } });
    expect(bad.status).toBe(400);
  });
});

describe('an idempotent POST (clientMessageId)', () => {
  const agentHits = async (u: TestUser) => {
    const rows = (await RateWindows(a.deps.db).query.primary({ scope: `USER#${u.id}` }).go({ consistent: true })).data;
    return rows.filter((r) => r.bucket === 'agent').reduce((n, r) => n + (r.hits ?? 0), 0);
  };

  it('sent twice in a row: one provider call, one tool run, one bucket count; the second answer replays the first', async () => {
    const u = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', toolCall('createUserHabit', { name: 'Read' }), text(['Created.']));
    const body = { message: 'create a habit called Read', clientMessageId: 'msg-1' };
    const first = await readEvents((await post(serverA, u, chatId, body)).body);
    const second = await readEvents((await post(serverB, u, chatId, body)).body);
    expect(second.map((e) => [e.id, e.event])).toEqual(first.map((e) => [e.id, e.event]));
    expect(sim.requestCount('mistral')).toBe(2); // the tool step and the answer: one turn's two calls
    expect((await a.request('GET', '/habits', { token: u.accessToken })).body.items).toHaveLength(1);
    expect(await agentHits(u)).toBe(1);
    const chat = await a.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('sent twice at once: one turn, both streams end with its done', async () => {
    const u = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', words(6, 40), text(['never used']));
    const body = { message: 'say six words', clientMessageId: 'same-id' };
    const [x, y] = await Promise.all([post(serverA, u, chatId, body), post(serverB, u, chatId, body)]);
    const [ex, ey] = await Promise.all([readEvents(x.body), readEvents(y.body)]);
    const doneOf = (es: typeof ex) => es.at(-1)!.event;
    expect(doneOf(ex).event).toBe('done');
    expect(doneOf(ey)).toEqual(doneOf(ex));
    expect(sim.requestCount('mistral')).toBe(1);
    expect(await agentHits(u)).toBe(1);
    const chat = await a.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages).toHaveLength(2);
    // Both slots were given back (the loser's too): two new turns fit at once.
    sim.script('mistral', words(4, 50), words(4, 50));
    const [p, q] = await Promise.all([post(serverA, u, chatId, { message: 'again' }), post(serverA, u, chatId, { message: 'and again' })]);
    expect([p.status, q.status]).toEqual([200, 200]);
    await Promise.all([readEvents(p.body), readEvents(q.body)]);
  });
});

describe('writes per turn are bounded by the flush rules, not by tokens', () => {
  it('a 400-chunk answer costs a handful of event writes', async () => {
    const u = await signUp(a);
    const chatId = await a.newChat(u.accessToken);
    sim.script('mistral', text(Array.from({ length: 400 }, (_, i) => `t${i} `)));
    const events = await readEvents((await post(serverA, u, chatId, { message: 'long one' })).body);
    const turnId = (events[0]!.event.data as { turnId: string }).turnId;
    const chunks = (await (await import('../../../core/ai/agent/record/entities')).TurnEvents(a.deps.db).query.primary({ userId: u.id, turnId }).go({ consistent: true })).data;
    const bytes = events.reduce((n, e) => n + (e.event.event === 'token' ? e.event.data.text.length : 0), 0);
    expect(events.filter((e) => e.event.event === 'token')).toHaveLength(400);
    // Every event stored once, across few items: 400 tokens in at most (boundaries + 2 KB steps + timer flushes).
    expect(chunks.flatMap((c) => (c.events as { seq: number }[]).map((e) => e.seq))).toEqual(events.map((e) => e.id));
    expect(chunks.length).toBeLessThanOrEqual(3 + Math.ceil(bytes / 2048) + 8);
  });
});
