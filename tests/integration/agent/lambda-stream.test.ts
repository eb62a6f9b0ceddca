import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgentStreamApp } from '../../../functions/http/agent-stream-app';
import { agentApi, agentSettings } from '../../support/agent';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';

/**
 * functions/lambda/stream-handler.ts as the Lambda runtime drives it: `awslambda` is the
 * runtime's global, stood in here; the response stream is a Node Writable that fails the way
 * Lambda's does (an error, or a write that never completes).
 */
let streamingHandler: typeof import('../../../functions/lambda/stream-handler').streamingHandler;
let pump: typeof import('../../../functions/lambda/stream-handler').pump;
const metas: unknown[] = [];

beforeAll(async () => {
  (globalThis as Record<string, unknown>).awslambda = {
    streamifyResponse: (fn: unknown) => fn,
    HttpResponseStream: { from: (s: Writable, meta: unknown) => (metas.push(meta), s) },
  };
  ({ streamingHandler, pump } = await import('../../../functions/lambda/stream-handler'));
});

/** A response stream that takes `ok` chunks, then either errors or never calls back again. */
function lambdaStream(ok: number, then: 'error' | 'stuck') {
  const chunks: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, cb) {
      if (chunks.length < ok) {
        chunks.push(chunk.toString());
        return cb();
      }
      if (then === 'error') cb(new Error('response stream closed by the runtime'));
      // 'stuck': the callback is never called, as after a failed Lambda stream.
    },
  });
  return { out, chunks };
}

function words(n: number) {
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < n; i++) c.enqueue(new TextEncoder().encode(`w${i} `));
      c.close();
    },
  });
}

describe('pump (our own streamifyResponse body copy)', () => {
  it('copies a body to a healthy stream', async () => {
    const { out, chunks } = lambdaStream(100, 'error');
    expect(await pump(words(3), out, 1000)).toBe(true);
    expect(chunks.join('')).toBe('w0 w1 w2 ');
  });

  it('a write that never completes is a dead client after the deadline: the body is cancelled', async () => {
    const { out } = lambdaStream(1, 'stuck');
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => c.enqueue(new TextEncoder().encode('x')),
      cancel: () => void (cancelled = true),
    });
    // The write never completes: only the deadline can end this pump (no stopwatch needed).
    expect(await pump(body, out, 100)).toBe(false);
    expect(cancelled).toBe(true);
  });

  it('an errored stream cancels the body', async () => {
    const { out } = lambdaStream(1, 'error');
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new TextEncoder().encode('x')), cancel: () => void (cancelled = true) });
    expect(await pump(body, out, 1000)).toBe(false);
    expect(cancelled).toBe(true);
  });
});

describe('the agent function on Lambda', () => {
  const model = new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        initialDelayInMs: 0,
        chunkDelayInMs: 40,
        chunks: [
          { type: 'text-start', id: 't' },
          ...Array.from({ length: 10 }, (_, i) => ({ type: 'text-delta' as const, id: 't', delta: `w${i} ` })),
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1 }, outputTokens: { total: 10 } } as never },
        ],
      }),
    }),
  });
  const deps = testDeps();
  const settings = () => agentSettings(model, []);
  const rest = agentApi(settings, deps);

  it('a client gone mid-turn: the invocation ends only after the whole turn is stored', async () => {
    const u = await signUp(rest);
    const chatId = await rest.newChat(u.accessToken);
    const app = createAgentStreamApp(deps, { clientIp: () => '203.0.113.9', agent: settings });
    const handler = streamingHandler(app, 200) as (e: unknown, s: Writable, c: unknown) => Promise<void>;
    const { out, chunks } = lambdaStream(2, 'stuck'); // takes the first events, then the stream dies
    await handler(
      {
        rawPath: `/ai/agent/chats/${chatId}/stream`,
        rawQueryString: '',
        headers: { host: 'abc.lambda-url.eu-west-1.on.aws', authorization: `Bearer ${u.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'ten words please' }),
        isBase64Encoded: false,
        requestContext: { http: { method: 'POST', sourceIp: '203.0.113.9' } },
      },
      out,
      {},
    );
    expect(metas.at(-1)).toMatchObject({ statusCode: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    expect(chunks.length).toBe(2);
    // Already stored when the handler resolved: Lambda would have frozen the instance otherwise.
    const chat = await rest.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.body.messages[1].segments[0].text).toBe('w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 ');
  });
});
