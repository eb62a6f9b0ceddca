import { describe, expect, it } from 'vitest';
import { formatSse, HEARTBEAT, type AgentEvent } from '../../core/ai/agent/protocol/events';
import { streamAgentTurn } from '../../web/src/client/agent-stream';
import { createAuth, memoryStore, type CrossTabLock, type FetchLike } from '../../web/src/client/auth';

const enc = new TextEncoder();
const BASE = 'http://api.test';

/** A response body the test writes into chunk by chunk; a fetch abort errors it, as a real one does. */
function openBody(signal?: AbortSignal | null) {
  let ctl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctl = c) });
  signal?.addEventListener('abort', () => ctl.error(new DOMException('The operation was aborted.', 'AbortError')));
  return {
    body,
    write: (s: string) => ctl.enqueue(enc.encode(s)),
    close: () => ctl.close(),
  };
}

const sse = (...chunks: string[]) =>
  new Response(new ReadableStream({ start: (c) => (chunks.forEach((s) => c.enqueue(enc.encode(s))), c.close()) }), {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const DONE: AgentEvent = { event: 'done', data: { messageId: 'm1', segments: [{ type: 'text', text: 'hi' }], servedBy: { link: 'mistral', model: 'mistral-small-latest' } } };

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake server: answers by route, records every request. */
function fakeFetch(handler: (url: string, init: RequestInit, calls: Call[]) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({ url, init });
    return handler(url, init, calls);
  };
  return { fetch, calls, refreshes: () => calls.filter((c) => c.url.endsWith('/auth/refresh')).length };
}

const header = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

function session(fetch: FetchLike, access = 'old') {
  return createAuth({ baseUrl: BASE, fetch, store: memoryStore({ accessToken: access, refreshToken: `r-${access}` }) });
}

describe('streamAgentTurn (S1)', () => {
  it('POSTs the message, page and focus entry with the live auth header and yields validated events', async () => {
    const f = fakeFetch(() => sse(formatSse({ event: 'token', data: { text: 'hi' } }), HEARTBEAT, formatSse(DONE)));
    const seen: AgentEvent[] = [];
    const s = streamAgentTurn({
      baseUrl: BASE,
      auth: session(f.fetch),
      fetch: f.fetch,
      chatId: 'cht_1',
      input: { message: 'hello', page: '/habits', focusEntryId: 'ent_1' },
      onEvent: (e) => seen.push(e),
    });
    expect(await s.result).toEqual({ kind: 'done', messageId: 'm1', segments: [{ type: 'text', text: 'hi' }], servedBy: { link: 'mistral', model: 'mistral-small-latest' } });
    expect(seen.map((e) => e.event)).toEqual(['token', 'done']);
    const [call] = f.calls;
    expect(call!.url).toBe(`${BASE}/ai/agent/chats/cht_1/stream`);
    expect(call!.init.method).toBe('POST');
    expect(header(call!.init)).toBe('Bearer old');
    expect(JSON.parse(call!.init.body as string)).toEqual({ message: 'hello', page: '/habits', focusEntryId: 'ent_1', clientMessageId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) });
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    const f = fakeFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { accessToken: 'new', refreshToken: 'r-new' });
      return header(init) === 'Bearer new' ? sse(formatSse(DONE)) : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    });
    const auth = session(f.fetch);
    const r = await streamAgentTurn({ baseUrl: BASE, auth, fetch: f.fetch, chatId: 'c', input: { message: 'x' } }).result;
    expect(r.kind).toBe('done');
    expect(f.refreshes()).toBe(1);
    expect(JSON.parse(f.calls.find((c) => c.url.endsWith('/auth/refresh'))!.init.body as string)).toEqual({ refreshToken: 'r-old' });
    expect(auth.accessToken()).toBe('new');
  });

  it('two concurrent 401s share ONE refresh (a second would reuse the rotated token and revoke the family)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const f = fakeFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        await gate; // both 401s are in before the refresh answers
        return json(200, { accessToken: 'new', refreshToken: 'r-new' });
      }
      return header(init) === 'Bearer new' ? sse(formatSse(DONE)) : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    });
    const auth = session(f.fetch);
    const a = streamAgentTurn({ baseUrl: BASE, auth, fetch: f.fetch, chatId: 'a', input: { message: 'x' } });
    const b = streamAgentTurn({ baseUrl: BASE, auth, fetch: f.fetch, chatId: 'b', input: { message: 'y' } });
    await expect.poll(() => f.refreshes()).toBe(1);
    release();
    expect((await a.result).kind).toBe('done');
    expect((await b.result).kind).toBe('done');
    expect(f.refreshes()).toBe(1);
  });

  it('a 401 that arrives after another request already refreshed retries without refreshing again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const f = fakeFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { accessToken: 'new', refreshToken: 'r-new' });
      if (header(init) === 'Bearer new') return sse(formatSse(DONE));
      await gate; // this 401 is slow: the session moves on before it lands
      return json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    });
    const auth = session(f.fetch);
    const s = streamAgentTurn({ baseUrl: BASE, auth, fetch: f.fetch, chatId: 'c', input: { message: 'x' } });
    await expect.poll(() => f.calls.length).toBe(1);
    expect(await auth.refresh('old')).toBe(true); // e.g. a page's GET refreshed meanwhile
    release();
    expect((await s.result).kind).toBe('done');
    expect(f.refreshes()).toBe(1);
    expect(header(f.calls.at(-1)!.init)).toBe('Bearer new');
  });

  it('retries once only: a second 401 is the answer, and a refused refresh ends the session', async () => {
    const f = fakeFetch((url) =>
      url.endsWith('/auth/refresh')
        ? json(401, { error: { code: 'UNAUTHORIZED', message: 'revoked' } })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }),
    );
    const auth = session(f.fetch);
    const changes: boolean[] = [];
    auth.onChange((s) => changes.push(s));
    const r = await streamAgentTurn({ baseUrl: BASE, auth, fetch: f.fetch, chatId: 'c', input: { message: 'x' } }).result;
    expect(r).toMatchObject({ kind: 'error', code: 'UNAUTHORIZED', status: 401 });
    expect(f.calls).toHaveLength(2); // the stream POST and the refresh; no loop
    expect(auth.signedIn()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('maps refusals before the stream (JSON 429s) and a one-event error stream to the same result shape', async () => {
    const refusals = [
      json(429, { error: { code: 'TOO_MANY_STREAMS', message: 'two already' } }),
      json(429, { error: { code: 'RATE_LIMITED', message: 'hourly' } }, { 'retry-after': '120' }),
      sse(formatSse({ event: 'error', data: { code: 'TOO_MANY_STREAMS', message: 'two already' } })),
    ];
    const results = [];
    for (const res of refusals) {
      const f = fakeFetch(() => res);
      results.push(await streamAgentTurn({ baseUrl: BASE, auth: session(f.fetch), fetch: f.fetch, chatId: 'c', input: { message: 'x' } }).result);
    }
    expect(results).toEqual([
      { kind: 'error', code: 'TOO_MANY_STREAMS', message: 'two already', status: 429, retryAfterS: undefined },
      { kind: 'error', code: 'RATE_LIMITED', message: 'hourly', status: 429, retryAfterS: 120 },
      { kind: 'error', code: 'TOO_MANY_STREAMS', message: 'two already' },
    ]);
  });

  it('an invalid event ends the turn as INVALID_EVENT without throwing; events before it were delivered', async () => {
    const f = fakeFetch(() => sse(formatSse({ event: 'token', data: { text: 'a' } }), 'event: token\ndata: {"oops":1}\n\n', formatSse(DONE)));
    const seen: string[] = [];
    const r = await streamAgentTurn({
      baseUrl: BASE,
      auth: session(f.fetch),
      fetch: f.fetch,
      chatId: 'c',
      input: { message: 'x' },
      onEvent: (e) => seen.push(e.event),
    }).result;
    expect(r).toMatchObject({ kind: 'error', code: 'INVALID_EVENT' });
    expect(seen).toEqual(['token']);
  });

  it('a stream that closes without done or error is STREAM_ENDED; no connection is NETWORK', async () => {
    const cut = fakeFetch(() => sse(formatSse({ event: 'token', data: { text: 'a' } })));
    expect(await streamAgentTurn({ baseUrl: BASE, auth: session(cut.fetch), fetch: cut.fetch, chatId: 'c', input: { message: 'x' }, resumeDelaysMs: [1, 1] }).result).toMatchObject({
      kind: 'error',
      code: 'STREAM_ENDED',
    });
    const down: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    expect(await streamAgentTurn({ baseUrl: BASE, auth: session(down), fetch: down, chatId: 'c', input: { message: 'x' }, resumeDelaysMs: [1, 1] }).result).toMatchObject({
      kind: 'error',
      code: 'NETWORK',
    });
  });

  it('abort() mid-stream closes the request, resolves "aborted" and delivers nothing more', async () => {
    let body!: ReturnType<typeof openBody>;
    let requestSignal: AbortSignal | null | undefined;
    const f = fakeFetch((_url, init) => {
      requestSignal = init.signal;
      body = openBody(init.signal);
      return new Response(body.body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const seen: string[] = [];
    const s = streamAgentTurn({
      baseUrl: BASE,
      auth: session(f.fetch),
      fetch: f.fetch,
      chatId: 'c',
      input: { message: 'x' },
      onEvent: (e) => seen.push(e.event === 'token' ? e.data.text : e.event),
    });
    await expect.poll(() => body).toBeDefined();
    body.write(formatSse({ event: 'token', data: { text: 'first' } }));
    await expect.poll(() => seen).toEqual(['first']);
    s.abort();
    expect(await s.result).toEqual({ kind: 'aborted' });
    expect(requestSignal?.aborted).toBe(true);
    expect(seen).toEqual(['first']);
  });

  it('an external signal aborts too (what unmount and logout use)', async () => {
    const f = fakeFetch((_url, init) => new Response(openBody(init.signal).body, { headers: { 'content-type': 'text/event-stream' } }));
    const ctl = new AbortController();
    const s = streamAgentTurn({ baseUrl: BASE, auth: session(f.fetch), fetch: f.fetch, chatId: 'c', input: { message: 'x' }, signal: ctl.signal });
    await expect.poll(() => f.calls.length).toBe(1);
    ctl.abort();
    expect(await s.result).toEqual({ kind: 'aborted' });
  });
});

describe('resuming a dropped stream (durable turns)', () => {
  const TURN: AgentEvent = { event: 'turn', data: { turnId: 'trn_1', userMessageId: 'msg_u' } };
  const tok = (text: string): AgentEvent => ({ event: 'token', data: { text } });

  it('after a drop, resumes the turn by id with Last-Event-ID and delivers every event once', async () => {
    const calls: { url: string; lastEventId?: string | null }[] = [];
    const f: FetchLike = async (url, init) => {
      calls.push({ url, lastEventId: new Headers(init?.headers).get('last-event-id') });
      if (url.endsWith('/stream') && init?.method === 'POST') {
        // Three events, then the network breaks.
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode(formatSse(TURN, 1) + formatSse(tok('a'), 2) + formatSse(tok('b'), 3)));
            setTimeout(() => c.error(new TypeError('network changed')), 5);
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      // The resume: the server replays from after 2 (the client saw 3) — 3 again must be dropped.
      return sse(formatSse(tok('b'), 3) + formatSse(tok('c'), 4) + formatSse(DONE, 5));
    };
    const seen: AgentEvent[] = [];
    const r = await streamAgentTurn({ baseUrl: BASE, auth: session(f), fetch: f, chatId: 'c', input: { message: 'x' }, onEvent: (e) => seen.push(e), resumeDelaysMs: [1] }).result;
    expect(r.kind).toBe('done');
    expect(seen.map((e) => (e.event === 'token' ? e.data.text : e.event))).toEqual(['turn', 'a', 'b', 'c', 'done']);
    expect(calls[1]).toEqual({ url: `${BASE}/ai/agent/chats/c/turns/trn_1/stream`, lastEventId: '3' });
  });

  it('a drop before the turn announced itself re-sends the same POST (same clientMessageId: never a second turn)', async () => {
    const bodies: string[] = [];
    let first = true;
    const f: FetchLike = async (_url, init) => {
      bodies.push(init?.body as string);
      if (first) {
        first = false;
        throw new TypeError('fetch failed');
      }
      return sse(formatSse(TURN, 1) + formatSse(DONE, 2));
    };
    const r = await streamAgentTurn({ baseUrl: BASE, auth: session(f), fetch: f, chatId: 'c', input: { message: 'x' }, resumeDelaysMs: [1] }).result;
    expect(r.kind).toBe('done');
    expect(bodies).toHaveLength(2);
    expect(JSON.parse(bodies[1]!).clientMessageId).toBe(JSON.parse(bodies[0]!).clientMessageId);
  });
});

describe('refresh across tabs (one stored session)', () => {
  it('a tab that waited for the lock adopts the tokens another tab stored instead of refreshing again', async () => {
    const shared = memoryStore({ accessToken: 'old', refreshToken: 'r-old' });
    let queue = Promise.resolve();
    const lock: CrossTabLock = (_name, fn) => {
      const run = queue.then(fn);
      queue = run.then(() => undefined, () => undefined);
      return run;
    };
    let refreshes = 0;
    const fetch: FetchLike = async (url) => {
      if (url.endsWith('/auth/refresh')) {
        refreshes++;
        return new Response(JSON.stringify({ accessToken: 'new', refreshToken: 'r-new' }), { status: 200 });
      }
      return new Response('{}', { status: 200 });
    };
    // Two tabs: each its own Auth (memory copy of the tokens), one storage, one lock.
    const tabA = createAuth({ baseUrl: BASE, fetch, store: shared, lock });
    const tabB = createAuth({ baseUrl: BASE, fetch, store: shared, lock });
    expect(await Promise.all([tabA.refresh('old'), tabB.refresh('old')])).toEqual([true, true]);
    expect(refreshes).toBe(1);
    expect(tabB.accessToken()).toBe('new');
    expect(tabB.refreshToken()).toBe('r-new');
  });
});
