import { afterAll, describe, expect, it } from 'vitest';
import { embedderFor, EmbeddingError } from '../../../../core/notebook/sources/embed';
import { chainLedgerQuota, localQuota } from '../../../../core/notebook/sources/quota';
import { retryAfterMs } from '../../../../core/notebook/sources/retry-after';
import { startEmbeddingEndpoint } from '../../../support/embedding-endpoint';
import { fakeEmbedding } from '../../../support/provider-sim';
import { testConfig } from '../../../support/deps';

/**
 * Embeddings batched to the endpoint's real limits and paced (issue 33), against a real HTTP
 * endpoint with a provider's limits. Time is a clock the test steps: the embedder's waits are
 * recorded and the clock moved by them, never slept.
 */
const endpoint = await startEmbeddingEndpoint({ maxInputs: 4, latencyMs: 30 });
afterAll(() => endpoint.close());

function steppedClock() {
  let t = 1_000_000;
  const waits: number[] = [];
  return { now: () => t, sleep: async (ms: number) => void (waits.push(ms), (t += ms)), waits, advance: (ms: number) => void (t += ms) };
}

const config = (over: Partial<ReturnType<typeof testConfig>['embeddings']> = {}) => ({
  embeddings: { ...testConfig().embeddings, apiKey: 'k', baseURL: endpoint.baseUrl, model: 'sim-embed', batchInputs: 4, batchTokens: 100_000, requestsPerSecond: 1, inFlight: 2, ...over },
});
const texts = (n: number, tag = 't') => Array.from({ length: n }, (_, i) => `${tag} passage ${i} about cells`);

describe('batched to the endpoint’s limits', () => {
  it('as many inputs per request as it takes and no more; the vectors come back in order', async () => {
    const clock = steppedClock();
    const before = endpoint.requests.length;
    const input = texts(18, 'batch');
    const out = await embedderFor(config(), clock)!.embed(input);
    const sent = endpoint.requests.slice(before);
    expect(sent.map((r) => r.inputs.length)).toEqual([4, 4, 4, 4, 2]);
    expect(sent.every((r) => r.status === 200)).toBe(true);
    expect(out).toEqual(input.map((t) => fakeEmbedding(t)));
  });

  it('a token budget per request splits batches before the input count does', async () => {
    const before = endpoint.requests.length;
    // ~12 estimated tokens each: a budget of 30 takes two a request.
    await embedderFor(config({ batchTokens: 30 }), steppedClock())!.embed(texts(6, 'tokens'));
    expect(endpoint.requests.slice(before).map((r) => r.inputs.length)).toEqual([2, 2, 2]);
  });
});

describe('paced: a bounded number in flight, each request counted by the quota first', () => {
  it('never more than `inFlight` requests at once, and the quota gives each its own slot 1/rps apart', async () => {
    const clock = steppedClock();
    const wide = await startEmbeddingEndpoint({ latencyMs: 40 });
    const slots: number[] = [];
    const local = localQuota(2, clock.now);
    const quota = {
      take: async (link: string, cost: { requests: number; tokens: number }) => {
        const w = await local.take(link, cost);
        if (w === 0) slots.push(clock.now());
        return w;
      },
      refused: local.refused,
    };
    try {
      const out = await embedderFor({ embeddings: { ...config().embeddings, baseURL: wide.baseUrl, inFlight: 3 } }, { now: clock.now, sleep: clock.sleep, quota })!.embed(texts(40, 'flight'));
      expect(out).toHaveLength(40);
      expect(wide.requests).toHaveLength(10);
      expect(wide.maxInFlight()).toBeLessThanOrEqual(3);
      expect(wide.maxInFlight()).toBeGreaterThan(1);
      const sorted = [...slots].sort((a, b) => a - b);
      expect(sorted.slice(1).every((at, i) => at - sorted[i]! >= 500)).toBe(true);
    } finally {
      await wide.close();
    }
  });

  it('the local quota: one grant per 1/rps (a wait counts nothing), a refusal pushes every later grant past its wait', async () => {
    let t = 0;
    const quota = localQuota(2, () => t);
    const one = { requests: 1, tokens: 1 };
    expect(await quota.take('embeddings', one)).toBe(0);
    // 1/rps and 5 % more: the provider's clock is not ours. Asking again does not queue twice.
    expect(await quota.take('embeddings', one)).toBe(525);
    expect(await quota.take('embeddings', one)).toBe(525);
    t = 525;
    expect(await quota.take('embeddings', one)).toBe(0);
    await quota.refused('embeddings', 7_000);
    expect(await quota.take('embeddings', one)).toBe(7_000);
    t = 7_600;
    expect(await quota.take('embeddings', one)).toBe(0);
  });

  it('the chain’s shared ledger can be the quota: a grant sends now, a refusal waits until its window ends, as background work', async () => {
    const asked: string[] = [];
    let open = false;
    const ledger = { take: async (link: string, cls: 'interactive' | 'study' | 'onboarding' | 'background', nowMs: number) => (asked.push(`${link}:${cls}`), open ? { ok: true as const } : { ok: false as const, backAtMs: nowMs + 42_000 }) };
    const quota = chainLedgerQuota(ledger, () => 1_000);
    expect(await quota.take('embeddings', { requests: 1, tokens: 10 })).toBe(42_000);
    open = true;
    expect(await quota.take('embeddings', { requests: 1, tokens: 10 })).toBe(0);
    expect(asked).toEqual(['embeddings:background', 'embeddings:background']);
  });
});

describe('429 and Retry-After are honoured with back-off', () => {
  it('a 429 is waited out for exactly its Retry-After, then the same batch is sent again; nothing is lost or doubled', async () => {
    const clock = steppedClock();
    const before = endpoint.requests.length;
    endpoint.refuse(2, 7);
    const input = texts(4, 'refused');
    const out = await embedderFor(config({ inFlight: 1 }), clock)!.embed(input);
    const sent = endpoint.requests.slice(before);
    expect(sent.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(sent.every((r) => JSON.stringify(r.inputs) === JSON.stringify(input))).toBe(true);
    expect(clock.waits.filter((w) => w === 7_000)).toHaveLength(2);
    expect(out).toEqual(input.map((t) => fakeEmbedding(t)));
  });

  it('Retry-After as seconds, as an HTTP date, as retry-after-ms; none gives undefined (back-off decides)', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Tue, 01 Dec 2026 10:00:05 GMT' }), now)).toBe(5_000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({}), now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });

  it('a refusal that is not about the rate (400) is not retried: EmbeddingError at once', async () => {
    const before = endpoint.requests.length;
    endpoint.failWith(400);
    try {
      await expect(embedderFor(config(), steppedClock())!.embed(texts(2, 'bad'))).rejects.toBeInstanceOf(EmbeddingError);
      expect(endpoint.requests.length - before).toBe(1);
    } finally {
      endpoint.failWith(undefined);
    }
  });
});

describe('a batch the endpoint refuses as too large is halved, and the size that worked is kept (issue 47)', () => {
  it('"Too many inputs" (400): 16 → 8 → 4, every text embedded once, in order; the next call starts at 4', async () => {
    const before = endpoint.requests.length;
    const sizes: number[] = [];
    const embedder = embedderFor(config({ batchInputs: 16, inFlight: 1 }), { ...steppedClock(), onShrink: (n) => void sizes.push(n) })!;
    const input = texts(20, 'halved');
    expect(await embedder.embed(input)).toEqual(input.map((t) => fakeEmbedding(t)));
    const sent = endpoint.requests.slice(before);
    expect(sent.map((r) => `${r.status}:${r.inputs.length}`)).toEqual(['400:16', '400:8', '200:4', '200:4', '200:4', '200:4', '200:4']);
    expect(sent.filter((r) => r.status === 200).flatMap((r) => r.inputs)).toEqual(input);
    expect(sizes).toEqual([8, 4]);
    // Remembered by the embedder: a later source's batches fit from the first request.
    const next = endpoint.requests.length;
    await embedder.embed(texts(8, 'remembered'));
    expect(endpoint.requests.slice(next).map((r) => `${r.status}:${r.inputs.length}`)).toEqual(['200:4', '200:4']);
  });

  it('two lanes: a batch taken before the other lane learnt the size is split before it is sent', async () => {
    const before = endpoint.requests.length;
    const input = texts(32, 'lanes');
    expect(await embedderFor(config({ batchInputs: 8, inFlight: 2 }), steppedClock())!.embed(input)).toEqual(input.map((t) => fakeEmbedding(t)));
    const sent = endpoint.requests.slice(before);
    // At most one refusal a lane; never a refused size sent again.
    expect(sent.filter((r) => r.status === 400).length).toBeLessThanOrEqual(2);
    expect(sent.filter((r) => r.status === 200).every((r) => r.inputs.length <= 4)).toBe(true);
    expect(sent.filter((r) => r.status === 200).flatMap((r) => r.inputs).sort()).toEqual([...input].sort());
  });

  it('a 413 (a gateway’s body limit) is a size refusal too', async () => {
    const small = await startEmbeddingEndpoint({ maxBodyBytes: 200 });
    try {
      const input = texts(12, 'body');
      const out = await embedderFor({ embeddings: { ...config().embeddings, baseURL: small.baseUrl, batchInputs: 12, inFlight: 1 } }, steppedClock())!.embed(input);
      expect(out).toEqual(input.map((t) => fakeEmbedding(t)));
      expect(small.requests.some((r) => r.status === 413)).toBe(true);
      expect(small.requests.at(-1)!.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('one passage alone refused as too large, or a 400 that is not about size: a final EmbeddingError, no retry', async () => {
    const tiny = await startEmbeddingEndpoint({ maxBodyBytes: 10 });
    try {
      const err = await embedderFor({ embeddings: { ...config().embeddings, baseURL: tiny.baseUrl, batchInputs: 2, inFlight: 1 } }, steppedClock())!.embed(texts(2, 'huge')).catch((e) => e);
      expect(err).toBeInstanceOf(EmbeddingError);
      expect(err.permanent).toBe(true);
      expect(tiny.requests.map((r) => r.inputs.length)).toEqual([2, 1]);
    } finally {
      await tiny.close();
    }
    endpoint.failWith(401);
    try {
      const err = await embedderFor(config(), steppedClock())!.embed(texts(2, 'key')).catch((e) => e);
      expect(err).toMatchObject({ name: 'EmbeddingError', permanent: true });
    } finally {
      endpoint.failWith(undefined);
    }
  });
});

describe('a stop time: what was done in time comes back, in order', () => {
  it('no request starts that could not finish before `stopAt`; the answer is the prefix embedded', async () => {
    const clock = steppedClock();
    const before = endpoint.requests.length;
    const input = texts(16, 'stop');
    // Each arriving request moves the clock 10 s; the stop is 25 s away (a request needs 2 s).
    const move = () => clock.advance(10_000);
    endpoint.onRequest(move);
    const out = await embedderFor(config({ inFlight: 1, requestsPerSecond: 1000 }), clock)!.embed(input, { stopAt: clock.now() + 25_000.5 }); // a Lambda's remaining time is fractional
    expect(endpoint.requests.length - before).toBe(3);
    expect(out).toEqual(input.slice(0, 12).map((t) => fakeEmbedding(t)));
  });
});
