/**
 * The embedding link's quota, counted before a request is sent (C10: embeddings sit outside the
 * chain, but their free tier is a budget all the same). This is the port a shared ledger in the
 * table ([capacity], issue 32: counters per link and window, shared by every instance) will
 * implement; until it lands each process counts its own share with `localQuota`, and the
 * provider's 429 (with its Retry-After) is honoured through `refused`.
 */
export interface QuotaLedger {
  /**
   * Ask for one request of `tokens` on `link`: 0 when it is granted (and counted: send it now),
   * else how long until there may be room (nothing counted: wait, then ask again).
   */
  take(link: string, cost: { requests: number; tokens: number }): Promise<number>;
  /** The provider said no (429): nothing goes to `link` for `waitMs`. */
  refused(link: string, waitMs: number): Promise<void>;
}

/**
 * One process's limiter: requests spaced 1/rps apart per link (no burst: a free tier counting
 * per second refuses the second of two requests sent together), 5 % wider than the limit so
 * the jitter between our send and the provider's clock does not turn into 429s; a refusal
 * pushes every later slot past its wait. `now` is injected so tests step it.
 */
export function localQuota(requestsPerSecond: number, now: () => number = () => Date.now()): QuotaLedger {
  const gap = (1000 / requestsPerSecond) * 1.05;
  const nextFree = new Map<string, number>();
  return {
    async take(link) {
      const t = now();
      const free = nextFree.get(link) ?? t;
      if (free > t) return free - t;
      nextFree.set(link, t + gap);
      return 0;
    },
    async refused(link, waitMs) {
      const until = now() + waitMs;
      nextFree.set(link, Math.max(nextFree.get(link) ?? 0, until));
    },
  };
}

/** What the chain's shared ledger answers (core/ai/chain/quota/ledger.ts, issue 32). */
export interface ChainLedger {
  take(link: string, cls: 'interactive' | 'study' | 'onboarding' | 'background', nowMs: number): Promise<{ ok: true } | { ok: false; backAtMs: number }>;
}

/**
 * The chain's ledger as the embedding link's quota: counted in the table with every instance,
 * as `background` work (ingestion can wait; a person's question cannot). A refusal needs no
 * bookkeeping here: the ledger's window already says when there is room.
 */
export function chainLedgerQuota(ledger: ChainLedger, now: () => number = () => Date.now()): QuotaLedger {
  return {
    async take(link) {
      const t = now();
      const grant = await ledger.take(link, 'background', t);
      return grant.ok ? 0 : Math.max(1, grant.backAtMs - t);
    },
    async refused() {},
  };
}
