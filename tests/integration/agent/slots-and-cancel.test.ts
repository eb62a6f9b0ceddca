import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../../../core/ai/agent/chat/entities';
import { releaseTurnSlots } from '../../../core/limits/stream-slots';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp, type TestUser } from '../../support/http';
import { delayed, startProviderSim, text } from '../../support/provider-sim';
import { serveApp } from '../../support/serve';
import { readSse } from '../../support/sse';
import { waitFor } from '../../support/wait';

/**
 * A stream slot belongs to the running TURN, not to the connection (CONTRACT, A9): over a real
 * socket, clients that hang up keep their turns running and their slots held; a cancel frees
 * the slot at once and aborts the model call; logout cancels every running turn.
 */
const sim = await startProviderSim();
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, [], { heartbeatMs: 50 }));
const served = await serveApp(api.app);
afterAll(async () => {
  await served.close();
  await sim.close();
});
beforeEach(() => sim.reset());

const slowWords = (n: number, everyMs: number) => delayed(text(Array.from({ length: n }, (_, i) => `w${i} `)), { betweenChunksMs: everyMs });

function open(u: TestUser, chatId: string, message: string, signal?: AbortSignal) {
  return fetch(`${served.url}/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
    body: JSON.stringify({ message }),
    signal,
  });
}

/** Open a stream, read its first chunk, then hang up like a closed tab. */
async function openAndHangUp(u: TestUser, chatId: string, message: string) {
  const abort = new AbortController();
  const res = await open(u, chatId, message, abort.signal);
  expect(res.status).toBe(200);
  await res.body!.getReader().read();
  abort.abort();
}

const messages = async (u: TestUser, chatId: string) =>
  (await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body.messages as { role: string; status?: string; segments: { text?: string }[] }[];

describe('stream slots follow running turns', () => {
  it('a third turn is refused while two disconnected ones still run; both are stored when they end', async () => {
    const u = await signUp(api);
    const [a, b, c] = [await api.newChat(u.accessToken), await api.newChat(u.accessToken), await api.newChat(u.accessToken)];
    sim.script('mistral', slowWords(8, 150), slowWords(8, 150));
    await openAndHangUp(u, a, 'one');
    await openAndHangUp(u, b, 'two');
    await waitFor(() => sim.requestCount('mistral'), (n) => n === 2);

    const third = await open(u, c, 'three');
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    expect(sim.requestCount('mistral')).toBe(2); // no model call for the refused turn

    for (const chatId of [a, b]) {
      const stored = await waitFor(() => messages(u, chatId), (m) => m.length === 2, 'the disconnected turn stored');
      expect(stored[1]).toMatchObject({ role: 'assistant', segments: [{ text: 'w0 w1 w2 w3 w4 w5 w6 w7 ' }] });
    }
    sim.script('mistral', text(['fits now']));
    const fourth = await open(u, c, 'four');
    expect(fourth.status).toBe(200);
    await readSse(fourth.body);
  });

  it('cancel frees the slot at once, aborts the model call, stores what was said and ends the stream CANCELLED', async () => {
    const u = await signUp(api);
    const [a, b, c] = [await api.newChat(u.accessToken), await api.newChat(u.accessToken), await api.newChat(u.accessToken)];
    sim.script('mistral', slowWords(40, 100), slowWords(40, 100), text(['third turn']));
    const first = await open(u, a, 'one');
    await openAndHangUp(u, b, 'two');
    const reading = readSse(first.body);
    await waitFor(() => sim.requests('mistral')[0]?.firstChunkAtMs, Boolean, 'the first answer streaming');

    const cancel = await api.request('POST', `/ai/agent/chats/${a}/cancel`, { token: u.accessToken });
    expect(cancel.status).toBe(204);
    // The slot is free the moment the cancel answered: a third turn fits without waiting.
    const third = await open(u, c, 'three');
    expect(third.status).toBe(200);
    await readSse(third.body);

    const { events } = await reading;
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'CANCELLED', message: expect.any(String) } });
    await waitFor(() => sim.requests('mistral')[0]?.abortedByClient, Boolean, 'the provider call aborted');
    const stored = await waitFor(() => messages(u, a), (m) => m.length === 2);
    expect(stored[1]!.status).toBe('interrupted');
    const said = stored[1]!.segments[0]!.text!;
    expect(said.startsWith('w0 ')).toBe(true);
    expect(said.length).toBeLessThan('w0 '.length * 40);
  });

  it('a cancel made on another instance (only the table knows) stops the turn within its watch', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', slowWords(60, 100));
    const res = await open(u, chatId, 'long one');
    const reading = readSse(res.body);
    await waitFor(() => sim.requests('mistral')[0]?.firstChunkAtMs, Boolean);
    // What the cancel route does on an instance that is not running the turn: free the slot in the table.
    expect(await releaseTurnSlots({ deps: api.deps, actor: { userId: u.id } }, chatId)).toHaveLength(1);
    const { events } = await reading;
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'CANCELLED', message: expect.any(String) } });
    expect(sim.requests('mistral')[0]?.abortedByClient).toBe(true);
  });

  it('cancel is idempotent for an idle chat and NOT_FOUND for another person\'s chat (which keeps running)', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const chatId = await api.newChat(owner.accessToken);
    expect((await api.request('POST', `/ai/agent/chats/${chatId}/cancel`, { token: owner.accessToken })).status).toBe(204);
    sim.script('mistral', slowWords(6, 100));
    const res = await open(owner, chatId, 'mine');
    const reading = readSse(res.body);
    const refused = await api.request('POST', `/ai/agent/chats/${chatId}/cancel`, { token: other.accessToken });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('NOT_FOUND');
    const { events } = await reading;
    expect(events.at(-1)?.event).toBe('done');
  });

  it('logout cancels the person\'s running turns', async () => {
    const u = await signUp(api);
    const [a, b] = [await api.newChat(u.accessToken), await api.newChat(u.accessToken)];
    sim.script('mistral', slowWords(60, 100), slowWords(60, 100));
    const streams = [await open(u, a, 'one'), await open(u, b, 'two')].map((r) => readSse(r.body));
    await waitFor(() => sim.requests('mistral').filter((r) => r.firstChunkAtMs).length, (n) => n === 2);
    expect((await api.request('POST', '/auth/logout', { body: { refreshToken: u.refreshToken } })).status).toBe(204);
    for (const s of await Promise.all(streams)) expect(s.events.at(-1)).toEqual({ event: 'error', data: { code: 'CANCELLED', message: expect.any(String) } });
    expect(sim.requests('mistral').every((r) => r.abortedByClient)).toBe(true);
  });

  it('caps each model call\'s output (maxOutputTokens reaches the provider)', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text(['ok']));
    await readSse((await open(u, chatId, 'hi')).body);
    expect((sim.requests('mistral')[0]!.body as { max_tokens?: number }).max_tokens).toBe(2048);
  });

  it('a chat deleted while its turn runs gets no orphan answer: the message write needs the chat', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', slowWords(6, 100));
    const reading = readSse((await open(u, chatId, 'soon gone')).body);
    await waitFor(() => sim.requests('mistral')[0]?.firstChunkAtMs, Boolean);
    expect((await api.request('DELETE', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).status).toBe(204);
    const { events } = await reading;
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: expect.any(String) } });
    const left = await Messages(api.deps.db).query.primary({ userId: u.id, chatId }).go({ consistent: true });
    expect(left.data).toEqual([]);
  });
});
