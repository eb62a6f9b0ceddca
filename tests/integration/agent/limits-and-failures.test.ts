import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../core/db/client';
import { createDeps } from '../../../core/context';
import { RateWindows } from '../../../core/limits/entity';
import { agentApi, agentSettings } from '../../support/agent';
import { agentSettings as productionSettings } from '../../../core/ai/agent/settings';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { freshTable, testChain } from '../../support/chain';
import { delayed, stall, startProviderSim, text } from '../../support/provider-sim';
import { readSse, textOf } from '../../support/sse';
import { waitFor } from '../../support/wait';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
// The real chain over the real SDK links, pointed at the simulator. Mistral is the only link
// here, so a failure cannot fail over (the failover tests add gemini); its own table keeps
// cooldowns from leaking into other files.
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const model = chain.model;


describe('limits decided before any model call (A9)', () => {
  it('a third concurrent stream gets TOO_MANY_STREAMS and never reaches the provider', async () => {
    const api = agentApi(() => agentSettings(model, []));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', stall(1500), stall(1500));
    const open = (n: string) =>
      api.app.request(`/ai/agent/chats/${chatId}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
        body: JSON.stringify({ message: n }),
      });
    const first = await open('one');
    const second = await open('two');
    await waitFor(async () => sim.requestCount('mistral'), (n) => n === 2);
    const third = await api.stream(u.accessToken, chatId, { message: 'three' });
    expect(third.status).toBe(429);
    expect(third.json.error.code).toBe('TOO_MANY_STREAMS');
    expect(sim.requestCount('mistral')).toBe(2);
    // Both slots free again once the stalled turns end.
    await readSse(first.body);
    await readSse(second.body);
    sim.script('mistral', text(['back']));
    const fourth = await api.stream(u.accessToken, chatId, { message: 'four' });
    expect(textOf(fourth.events)).toBe('back');
  });

  it('four POSTs at once (every one sees both slots free): two turns run, two hear TOO_MANY_STREAMS, nothing is half-taken', async () => {
    const api = agentApi(() => agentSettings(model, []));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', stall(800), stall(800), text(['never']), text(['never']));
    const open = (n: number) =>
      api.app.request(`/ai/agent/chats/${chatId}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
        body: JSON.stringify({ message: `turn ${n}` }),
      });
    const all = await Promise.all([1, 2, 3, 4].map(open));
    const statuses = all.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    for (const r of all.filter((x) => x.status === 429)) expect(((await r.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    await Promise.all(all.filter((r) => r.status === 200).map((r) => readSse(r.body)));
    expect(sim.requestCount('mistral')).toBe(2);
    // The refused ones took nothing: two messages written, two hits counted, both slots free again.
    const chat = await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(2);
    const hits = (await RateWindows(api.deps.db).query.primary({ scope: `USER#${u.id}` }).go({ consistent: true })).data.filter((r) => r.bucket === 'agent');
    expect(hits.reduce((n, r) => n + (r.hits ?? 0), 0)).toBe(2);
    sim.script('mistral', text(['x']), text(['y']));
    const again = await Promise.all([open(5), open(6)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    await Promise.all(again.map((r) => readSse(r.body)));
  });

  it('the hourly bucket counts each accepted stream once; the next is RATE_LIMITED with Retry-After', async () => {
    const api = agentApi(() => agentSettings(model, [], { rate: { bucket: 'agent', limit: 2, windowS: 3600 } }));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    await api.newChat(u.accessToken); // creating a chat does not count
    sim.script('mistral', text(['a']), text(['b']));
    await api.stream(u.accessToken, chatId, { message: '1' });
    await api.stream(u.accessToken, chatId, { message: '2' });
    const res = await api.app.request(`/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
      body: JSON.stringify({ message: '3' }),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sim.requestCount('mistral')).toBe(2);
  });
});

describe('the production bucket', () => {
  it('allows 30 turns an hour and refuses the 31st before any model call', async () => {
    // The composition root's own settings (30 per hour), with no tools to keep the turns plain.
    const api = agentApi(() => ({ ...productionSettings(model), tools: [] }));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.setFallback(text(['ok']));
    for (let i = 0; i < 30; i++) {
      const r = await api.stream(u.accessToken, chatId, { message: `turn ${i}` });
      expect(r.events.at(-1)?.event).toBe('done');
    }
    const before = sim.requestCount('mistral');
    const refused = await api.stream(u.accessToken, chatId, { message: 'turn 31' });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(sim.requestCount('mistral')).toBe(before);
  }, 60_000);
});

describe('persistence first (A2, A3)', () => {
  it('if storing the turn fails, the client gets TRANSCRIPT_PERSIST_FAILED instead of done', async () => {
    const base = testDeps();
    // A table that refuses to store assistant messages, as a throttled or broken table would.
    const failingDoc = new Proxy(base.db.doc, {
      get(target, prop, receiver) {
        if (prop !== 'send') return Reflect.get(target, prop, receiver);
        return (cmd: { input?: { Item?: { role?: string }; TransactItems?: { Put?: { Item?: { role?: string } } }[] } }, ...rest: unknown[]) => {
          const items = [cmd.input?.Item, ...(cmd.input?.TransactItems ?? []).map((t) => t.Put?.Item)];
          if (items.some((i) => i?.role === 'assistant')) return Promise.reject(Object.assign(new Error('boom'), { name: 'InternalServerError' }));
          return (target.send as (...a: unknown[]) => unknown)(cmd, ...rest);
        };
      },
    });
    const db: Db = { ...base.db, doc: failingDoc };
    const api = agentApi(() => agentSettings(model, []), createDeps(base.config, { db, log: base.log }));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text(['an answer that will not be saved']));
    const res = await api.stream(u.accessToken, chatId, { message: 'hi' });
    expect(res.events.some((e) => e.event === 'done')).toBe(false);
    expect(res.events.at(-1)).toEqual({ event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: expect.any(String) } });
  });

  it('a client that disconnects mid-turn still gets its whole turn stored', async () => {
    const api = agentApi(() => agentSettings(model, []));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', delayed(text(['first ', 'second ', 'third']), { betweenChunksMs: 100 }));
    const res = await api.app.request(`/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
      body: JSON.stringify({ message: 'tell me three words' }),
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first bytes arrive…
    await reader.cancel(); // …and the tab closes
    const chat = await waitFor(
      async () => (await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body,
      (c) => c.messages.length === 2,
    );
    expect(chat.messages[1]).toMatchObject({ role: 'assistant', segments: [{ type: 'text', text: 'first second third' }] });
  });

  it('sends heartbeat comments while the model is quiet', async () => {
    const api = agentApi(() => agentSettings(model, [], { heartbeatMs: 20 }));
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', delayed(text(['late']), { firstByteMs: 300 }));
    const res = await api.stream(u.accessToken, chatId, { message: 'hi' });
    expect(res.comments).toContain('hb');
    expect(textOf(res.events)).toBe('late');
  });
});
