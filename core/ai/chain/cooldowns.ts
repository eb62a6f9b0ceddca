import type { Deps } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { Cooldowns } from './cooldown-entity';

/**
 * C6 state. The chain reads it before each call and writes it after a failure; neither may
 * ever break a call, so both swallow (and log) their own failures.
 */
export interface CooldownStore {
  /** Links cooling at `nowMs`, with when they come back (epoch ms). */
  cooling(nowMs: number): Promise<ReadonlyMap<string, number>>;
  /** Start or extend a link's cooldown. Fire-and-forget: failover does not wait for the table. */
  start(link: string, untilMs: number, reason: string): void;
  /** Resolves once every write started so far has landed (tests, bench, shutdown). */
  settled(): Promise<void>;
}

/** How long an instance trusts what it last read; another instance's news waits this long. */
export const COOLDOWN_MEMO_MS = 2000;

/**
 * The table-backed store with a short per-instance memo in front: one Query per memo period
 * at most, and a link this instance just cooled is skipped at once, before the write lands.
 */
export function tableCooldowns(deps: Pick<Deps, 'db' | 'log'>, memoMs = COOLDOWN_MEMO_MS): CooldownStore {
  const { db, log } = deps;
  let memo: { at: number; until: Map<string, number> } = { at: -Infinity, until: new Map() };
  let loading: Promise<void> | undefined;
  const pending = new Set<Promise<void>>();

  const extend = (map: Map<string, number>, link: string, until: number) => {
    if (until > (map.get(link) ?? 0)) map.set(link, until);
  };

  async function load(nowMs: number): Promise<void> {
    try {
      const res = await Cooldowns(db).query.primary({}).go({ pages: 'all' });
      // Merge rather than replace: a cooldown this instance started may not have landed yet.
      const until = new Map(memo.until);
      for (const item of res.data) extend(until, item.link, item.until);
      memo = { at: nowMs, until };
    } catch (err) {
      log.warn('LLM chain: could not read cooldowns; trying links as if none were cooling', {
        error: (err as Error).name,
      });
      memo = { at: nowMs, until: memo.until };
    }
  }

  return {
    async cooling(nowMs) {
      const fresh = nowMs >= memo.at && nowMs - memo.at < memoMs;
      if (!fresh) {
        loading ??= load(nowMs).finally(() => (loading = undefined));
        await loading;
      }
      const out = new Map<string, number>();
      for (const [link, until] of memo.until) if (until > nowMs) out.set(link, until);
      return out;
    },

    start(link, untilMs, reason) {
      extend(memo.until, link, untilMs);
      const write = Cooldowns(db)
        .update({ link })
        .set({ until: untilMs, reason, expiresAt: Math.ceil(untilMs / 1000) + 60 })
        // Never shorten: a 30 s error cooldown must not cut short another instance's 300 s one.
        .where((a, op) => `${op.notExists(a.until)} OR ${op.lt(a.until, untilMs)}`)
        .go({ response: 'none' })
        .then(
          () => undefined,
          (err: unknown) => {
            if (!isConditionFailed(err)) {
              log.warn('LLM chain: could not store a cooldown', { link, error: (err as Error).name });
            }
          },
        )
        .finally(() => pending.delete(write));
      pending.add(write);
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
