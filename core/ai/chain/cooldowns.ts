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

/**
 * How long an instance trusts what it last read while some link is cooling: the chain is under
 * pressure then, and news (another link cooled, a cooldown extended) is worth a read every 2 s.
 */
export const COOLDOWN_MEMO_MS = 2000;
/**
 * ... and while nothing was cooling, the common state: trusted 10 s, ±20 % at random on each
 * read so that instances started together (a deploy, a burst of cold starts) spread their
 * reads instead of arriving together. The cooldown partition (one item per cooling link,
 * cooldown-entity.ts) is read at most once per chain call and at most once per memo period
 * per instance: reads/s ≤ min(chain calls/s, instances ÷ memo). docs/scale.md has the
 * arithmetic; the price of the longer memo is that an instance may make one call to a link
 * another instance cooled less than ~12 s ago, get the same refusal, and cool it itself.
 */
export const QUIET_MEMO_MS = 10_000;
export const QUIET_MEMO_JITTER = 0.2;

export interface MemoRules {
  /** Trust while some link is cooling. */
  busyMs: number;
  /** Trust while none is, before jitter. */
  quietMs: number;
  /** ± share of `quietMs` drawn at random on each read. */
  jitter: number;
  random: () => number;
}

const DEFAULT_MEMO: MemoRules = { busyMs: COOLDOWN_MEMO_MS, quietMs: QUIET_MEMO_MS, jitter: QUIET_MEMO_JITTER, random: Math.random };

/**
 * The table-backed store with a per-instance memo in front: one Query per memo period at
 * most, and a link this instance just cooled is skipped at once, before the write lands.
 * `memo` as a number trusts every read that long, cooling or not (tests pass 0: no memo).
 */
export function tableCooldowns(deps: Pick<Deps, 'db' | 'log'>, memo: number | Partial<MemoRules> = {}): CooldownStore {
  const { db, log } = deps;
  const rules: MemoRules = typeof memo === 'number' ? { busyMs: memo, quietMs: memo, jitter: 0, random: Math.random } : { ...DEFAULT_MEMO, ...memo };
  let state: { at: number; ttl: number; until: Map<string, number> } = { at: -Infinity, ttl: 0, until: new Map() };
  let loading: Promise<void> | undefined;
  const pending = new Set<Promise<void>>();

  const trustFor = (until: Map<string, number>, nowMs: number) => {
    for (const u of until.values()) if (u > nowMs) return rules.busyMs;
    return rules.quietMs * (1 - rules.jitter + 2 * rules.jitter * rules.random());
  };
  const extend = (map: Map<string, number>, link: string, until: number) => {
    if (until > (map.get(link) ?? 0)) map.set(link, until);
  };

  async function load(nowMs: number): Promise<void> {
    try {
      const res = await Cooldowns(db).query.primary({}).go({ pages: 'all' });
      // Merge rather than replace: a cooldown this instance started may not have landed yet.
      const until = new Map(state.until);
      for (const item of res.data) extend(until, item.link, item.until);
      state = { at: nowMs, ttl: trustFor(until, nowMs), until };
    } catch (err) {
      log.warn('LLM chain: could not read cooldowns; trying links as if none were cooling', {
        error: (err as Error).name,
      });
      state = { at: nowMs, ttl: trustFor(state.until, nowMs), until: state.until };
    }
  }

  return {
    async cooling(nowMs) {
      const fresh = nowMs >= state.at && nowMs - state.at < state.ttl;
      if (!fresh) {
        loading ??= load(nowMs).finally(() => (loading = undefined));
        await loading;
      }
      const out = new Map<string, number>();
      for (const [link, until] of state.until) if (until > nowMs) out.set(link, until);
      return out;
    },

    start(link, untilMs, reason) {
      extend(state.until, link, untilMs);
      // Something failed here: the chain is under pressure, so the next news is read sooner.
      state.ttl = Math.min(state.ttl, rules.busyMs);
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
