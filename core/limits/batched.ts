import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Config } from '../config';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { addHitsInput } from './commands';
import type { RateDecision, RateRule } from './window';

/**
 * A fixed window counted in batches: the cheap path for high-volume, low-stakes buckets (the
 * per-user reads, one write per GET before). Each process (composition root, i.e. each warm
 * Lambda instance) admits up to `rule.batch - 1` hits without a write, then records them and
 * the next one in ONE conditional ADD, which also tells it the window's total. Once the total
 * it knows is close enough to the limit that a local admission could cross it, every hit goes
 * to the table exactly as `consume` would; once the table refuses, the instance refuses the
 * rest of that window locally, without more writes.
 *
 * The guarantee, weaker than `consume`'s and only by this: in one window a scope may be
 * admitted up to `limit + (batch - 1) × k` hits, k being the instances that served it in that
 * window (hits admitted locally that no instance had recorded yet); never refused before
 * `limit`. For reads (60/min, batch 4) one busy user on 3 instances: at most 69 a minute, for a
 * quarter of the writes. Hits admitted locally when a window ends are not recorded: they are
 * the last window's.
 */
interface Tally {
  windowStart: number;
  /** Admitted here, not yet recorded. */
  pending: number;
  /** The window's total as of this instance's last write. */
  seen: number;
  /** The table refused: the window is full. */
  full: boolean;
}

const tallies = new WeakMap<Config, Map<string, Tally>>();
const MAX_TALLIES = 20_000;

function tallyOf(deps: Deps, key: string, windowStart: number): Tally {
  let map = tallies.get(deps.config);
  if (!map) tallies.set(deps.config, (map = new Map()));
  let t = map.get(key);
  if (!t || t.windowStart !== windowStart) {
    // A bounded memo: past windows are dropped when it grows (one entry per active scope).
    if (map.size >= MAX_TALLIES) for (const [k, v] of map) if (v.windowStart < windowStart) map.delete(k);
    t = { windowStart, pending: 0, seen: 0, full: false };
    map.set(key, t);
  }
  return t;
}

async function add(deps: Deps, scope: string, rule: RateRule, windowStart: number, n: number, capped: boolean): Promise<number | undefined> {
  try {
    // RateWindows' update as ElectroDB builds it, sent as is (./commands.ts; issue 35).
    const key = { scope, bucket: rule.bucket, windowStart };
    const condition = capped ? ({ op: 'lte', limit: rule.limit - n } as const) : undefined;
    const res = await deps.db.doc.send(new UpdateCommand(addHitsInput(deps.db.tableName, key, n, windowStart + rule.windowS + 60, condition, 'UPDATED_NEW')));
    const hits = res.Attributes?.hits;
    return typeof hits === 'number' ? hits : n;
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

export async function consumeBatched(
  deps: Deps,
  scope: string,
  rule: RateRule & { batch: number },
  windowStart: number,
  retryAfterS: number,
): Promise<RateDecision> {
  const refused = { allowed: false, retryAfterS };
  const t = tallyOf(deps, `${scope}|${rule.bucket}`, windowStart);
  if (t.full) return refused;
  // Far from the limit and the batch not full: admitted here, recorded with a later write.
  if (t.pending + 1 < rule.batch && t.seen + t.pending + 1 < rule.limit) {
    t.pending++;
    return { allowed: true, retryAfterS: 0 };
  }
  const admitted = t.pending;
  t.pending = 0;
  const total = await add(deps, scope, rule, windowStart, admitted + 1, true);
  if (total !== undefined) {
    t.seen = Math.max(t.seen, total);
    return { allowed: true, retryAfterS: 0 };
  }
  // Too close to the limit for the whole batch: record what was admitted, then this hit alone.
  if (admitted > 0) t.seen = Math.max(t.seen, (await add(deps, scope, rule, windowStart, admitted, false)) ?? t.seen);
  const one = await add(deps, scope, rule, windowStart, 1, true);
  if (one !== undefined) {
    t.seen = Math.max(t.seen, one);
    return { allowed: true, retryAfterS: 0 };
  }
  t.full = true;
  return refused;
}
