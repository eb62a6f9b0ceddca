import type { Config } from '../../config';
import { batchRanges, estimateTokens, type BatchLimits } from './embed-batches';
import { localQuota, type QuotaLedger } from './quota';
import { retryAfterMs } from './retry-after';

const REQUEST_TIMEOUT_MS = 30_000;
/** A request is not started with less than this left before the caller's stop: it would be cut. */
const MIN_REQUEST_MS = 2_000;
/** 429s in a row for one batch before the endpoint counts as failing (each waited out first). */
const MAX_REFUSALS = 8;
/** 5xx, resets and timeouts in a row for one batch. */
const MAX_FAULTS = 4;
const MAX_BACKOFF_MS = 30_000;
/** The quota's name for the embedding link (the ledger counts it apart from the chat links). */
export const EMBEDDING_LINK = 'embeddings';

export interface EmbedOptions {
  /**
   * Stop before this moment (the embedder's clock, ms): no request starts that could not finish
   * by then, and the answer is the vectors of the batches done, in order — a PREFIX of `texts`.
   * Without it every text is embedded or the call throws.
   */
  stopAt?: number;
  /** The caller gave up (a question's time box): throws EmbeddingError. */
  signal?: AbortSignal;
  /** One attempt, no retry (a question: the person is waiting, keyword search is the fallback). */
  once?: boolean;
}

export interface Embedder {
  model: string;
  embed(texts: string[], opts?: EmbedOptions): Promise<number[][]>;
}

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
  /**
   * The endpoint refused for a reason no retry changes (a 4xx that is neither the rate nor
   * the size: a bad key, an unknown model, one input over its limit): the worker keeps the
   * source without vectors at once instead of waiting out the queue's redeliveries.
   */
  constructor(message: string, readonly permanent = false) {
    super(message);
  }
}

/** For one-off requests that have their own time box (a question's embedding): counts nothing, never waits. */
export const unmetered: QuotaLedger = { take: async () => 0, refused: async () => undefined };

export interface EmbedderPorts {
  fetch?: typeof fetch;
  quota?: QuotaLedger;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told when the endpoint refused a batch as too large and the working size went down. */
  onShrink?: (inputs: number, refused: number) => void;
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const backoff = (fault: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** fault * (0.5 + Math.random() / 2));

/**
 * A refusal of the request's SIZE, not of its content: 413, or a 400 whose message says so
 * (Mistral: "Too many inputs in request, split into more batches."; OpenAI-style: "... must
 * have at most N items", "maximum ... tokens per request"). Such a batch is sent again in
 * halves; any other 400 is final.
 */
const SIZE_WORDS = /too many|too large|too long|at most|\bmax(imum)?\b|exceed|split/i;
async function refusedAsTooLarge(res: Response): Promise<boolean> {
  if (res.status === 413) return true;
  if (res.status !== 400) return false;
  const body = await res.text().catch(() => '');
  return SIZE_WORDS.test(body.slice(0, 2000));
}

/** What `batch` answers when the endpoint said the batch is too large: split it, never retry it whole. */
const TOO_LARGE = Symbol('too large');
/** What `batch` answers for a batch over a size learnt while it waited: split it, unsent. */
const OVERSIZED = Symbol('oversized');

/** One batch's answer checked: as many vectors as inputs, all numbers, one width. */
async function vectorsOf(res: Response, inputs: number): Promise<number[][]> {
  const body = (await res.json().catch(() => undefined)) as { data?: { index?: number; embedding?: unknown }[] } | undefined;
  const data = [...(body?.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const vectors = data.map((d) => d.embedding);
  const dims = Array.isArray(vectors[0]) ? vectors[0].length : 0;
  if (vectors.length !== inputs || !dims || !vectors.every((v) => Array.isArray(v) && v.length === dims && v.every((x) => typeof x === 'number'))) {
    throw new EmbeddingError('embeddings answered an unexpected shape');
  }
  return vectors as number[][];
}

/**
 * Embeddings outside the chain (C10): any OpenAI-compatible `POST {base}/embeddings` at
 * NOTEBOOK_EMBEDDING_BASE_URL with its own key — never the chain's links, cooldowns or
 * blocklist, which exist for chat models. No key: embeddings are off (undefined) and retrieval
 * uses keyword search.
 *
 * Batched to the endpoint's limits (as many inputs and tokens per request as it takes), at
 * most `inFlight` requests at once, each one counted by the quota first (waiting its turn);
 * a 429 is waited out (its Retry-After, else back-off) and the batch sent again, a 5xx or a
 * reset backed off and retried; any other refusal, or a batch that keeps failing, throws
 * EmbeddingError (the caller decides). With `stopAt` it hands back what it finished in time.
 */
export function embedderFor(config: Pick<Config, 'embeddings'>, ports: EmbedderPorts | typeof fetch = {}): Embedder | undefined {
  const { apiKey, baseURL, model, batchInputs, batchTokens, requestsPerSecond, inFlight } = config.embeddings;
  if (!apiKey) return undefined;
  const p: EmbedderPorts = typeof ports === 'function' ? { fetch: ports } : ports;
  const fetchFn = p.fetch ?? fetch;
  const now = p.now ?? (() => Date.now());
  const sleep = p.sleep ?? realSleep;
  const quota = p.quota ?? localQuota(requestsPerSecond ?? 1, now);
  const limits: BatchLimits = { inputs: batchInputs ?? 32, tokens: batchTokens ?? 16_000 };
  /**
   * The link's working batch size (issue 47): the configured one until the endpoint refuses a
   * batch as too large, then half that batch, kept for every later call of this embedder (one
   * per process, so a cold start learns it again in a few refused requests). Never raised back:
   * a provider's limit does not grow mid-run, and each refusal costs a request of the pace.
   */
  let working = limits.inputs;
  const shrink = (refused: number) => {
    const next = Math.max(1, Math.floor(refused / 2));
    if (next >= working) return;
    working = next;
    p.onShrink?.(working, refused);
  };
  const url = `${baseURL.replace(/\/+$/, '')}/embeddings`;

  /** One batch, retried as the endpoint asks; undefined when `stopAt` came first; TOO_LARGE when it must be split. */
  async function batch(texts: string[], opts: EmbedOptions): Promise<number[][] | undefined | typeof TOO_LARGE | typeof OVERSIZED> {
    const tokens = texts.reduce((n, t) => n + estimateTokens(t), 0);
    const fits = (waitMs: number) => opts.stopAt === undefined || now() + waitMs + MIN_REQUEST_MS <= opts.stopAt;
    for (let refusals = 0, faults = 0; ; ) {
      if (opts.signal?.aborted) throw new EmbeddingError('embedding abandoned by its caller');
      // Until the quota grants the request (it counts it then): each wait must still fit.
      for (let wait = await quota.take(EMBEDDING_LINK, { requests: 1, tokens }); wait > 0; wait = await quota.take(EMBEDDING_LINK, { requests: 1, tokens })) {
        if (!fits(wait)) return undefined;
        await sleep(wait);
      }
      if (!fits(0)) return undefined;
      // Taken before another lane learnt the endpoint's size: split now, not refused on the wire.
      if (texts.length > working) return OVERSIZED;
      // Whole milliseconds: AbortSignal.timeout throws a RangeError on a fraction (a Lambda's
      // remaining time minus performance.now() is one).
      const left = Math.max(1, Math.floor(opts.stopAt === undefined ? REQUEST_TIMEOUT_MS : Math.min(REQUEST_TIMEOUT_MS, opts.stopAt - now())));
      const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(left)]) : AbortSignal.timeout(left);
      let res: Response;
      try {
        res = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ model, input: texts }),
          signal,
        });
      } catch (err) {
        if (opts.signal?.aborted) throw new EmbeddingError('embedding abandoned by its caller');
        if (opts.stopAt !== undefined && now() >= opts.stopAt - MIN_REQUEST_MS) return undefined;
        if (opts.once || ++faults > MAX_FAULTS) throw new EmbeddingError(`embeddings unreachable (${(err as Error)?.name})`);
        const pause = backoff(faults - 1);
        if (!fits(pause)) return undefined;
        await sleep(pause);
        continue;
      }
      if (res.ok) return vectorsOf(res, texts.length);
      if (await refusedAsTooLarge(res)) {
        if (texts.length > 1) return TOO_LARGE;
        throw new EmbeddingError(`embeddings refused one passage as too large (${res.status})`, true);
      }
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 429) {
        if (opts.once || ++refusals > MAX_REFUSALS) throw new EmbeddingError('embeddings kept answering 429');
        // Told to the quota, so every later request waits it out too; this batch waits first.
        const pause = retryAfterMs(res.headers, now()) ?? backoff(refusals - 1);
        await quota.refused(EMBEDDING_LINK, pause);
        if (!fits(pause)) return undefined;
        await sleep(pause);
        continue;
      }
      if (res.status >= 500 || res.status === 408) {
        if (opts.once || ++faults > MAX_FAULTS) throw new EmbeddingError(`embeddings answered ${res.status}`);
        const pause = backoff(faults - 1);
        if (!fits(pause)) return undefined;
        await sleep(pause);
        continue;
      }
      throw new EmbeddingError(`embeddings answered ${res.status}`, true);
    }
  }

  return {
    model,
    async embed(texts, opts = {}) {
      // Batches still to send, in order of their first text; a batch refused as too large goes
      // back in front, split with every other queued one to the new working size.
      let queue = batchRanges(texts, { ...limits, inputs: working });
      const done = new Map<number, number[][]>();
      let stopped = false;
      let failure: unknown;
      // Each run of adjacent queued batches batched again to the working size (no odd remainders).
      const resplit = () => {
        const runs: [number, number][] = [];
        for (const [s, e] of queue) {
          const last = runs.at(-1);
          if (last && last[1] === s) last[1] = e;
          else runs.push([s, e]);
        }
        queue = runs.flatMap(([s, e]) => batchRanges(texts.slice(s, e), { ...limits, inputs: working }).map(([a, b]): [number, number] => [s + a, s + b]));
      };
      // A bounded pool: `inFlight` lanes take batches in order; a stop or a failure ends them all.
      const lane = async () => {
        while (!stopped && failure === undefined && queue.length) {
          const range = queue.shift()!;
          try {
            const got = await batch(texts.slice(...range), opts);
            if (got === TOO_LARGE || got === OVERSIZED) {
              if (got === TOO_LARGE) shrink(range[1] - range[0]);
              queue.unshift(range);
              queue.sort((a, b) => a[0] - b[0]);
              resplit();
            } else if (got) done.set(range[0], got);
            else stopped = true;
          } catch (err) {
            failure ??= err;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(inFlight ?? 1, queue.length) }, lane));
      if (failure !== undefined) throw failure instanceof EmbeddingError ? failure : new EmbeddingError(`embeddings failed (${(failure as Error)?.name})`);
      // The prefix of `texts` whose batches all came back (a stop leaves a gap after it).
      const out: number[][] = [];
      for (let at = 0, got = done.get(0); got; got = done.get(at)) {
        out.push(...got);
        at += got.length;
      }
      if (out.some((v) => v.length !== out[0]!.length)) throw new EmbeddingError('embeddings changed dimensions mid-source');
      return out;
    },
  };
}
