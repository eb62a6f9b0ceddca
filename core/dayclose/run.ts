/**
 * The hourly day close (SPEC D5, DOMAIN-FACTS "Day close"): for each time zone any account
 * uses, if it is between local 00:00 and 03:59 there, close the day for every user in it —
 * found through the time-zone index (gsi1), never a Scan. Snapshots at midnight, outcome rows
 * from 02:00; the two hours after each are retries for a missed run, and a whole missed night
 * is backfilled by the next one (up to 7 days). Never calls a model. Idempotent: a rerun
 * finds every row in place and writes nothing new.
 *
 * On AWS the work fans out (ARCHITECTURE: work that grows with the user count): the schedule
 * only sends batches of user ids (schedule.ts) and the worker closes each batch (worker.ts),
 * both through `closeUsers` below. `runDayClose` does the whole pass in one process: what
 * `npm run day-close` runs by hand, and the single-invocation path the bench compares with.
 */
import { usersInTimeZone } from '../configuration/service';
import { zonesInUse } from '../configuration/zones';
import type { Deps } from '../context';
import { closeUser, hourIn, type CloseStats } from './close-user';
import type { MoodLevel } from './snapshot';

/** Local hours (from midnight) in which a zone is visited. */
export const DUE_HOURS = 4;

export interface DayCloseOptions {
  now?: Date;
  /** Visit every zone whatever its local hour (manual runs: `npm run day-close -- --all`). */
  allZones?: boolean;
  /** Users closed in parallel. */
  concurrency?: number;
  mood?: MoodLevel;
}

export interface BatchStats extends CloseStats {
  users: number;
  failures: number;
  /** The users whose close threw (logged one by one). */
  failed: string[];
}

export interface DayCloseStats extends Omit<BatchStats, 'failed'> {
  zones: number;
  ms: number;
}

/** The zones whose night it is at `now` (every zone in use with `allZones`). */
export async function dueZones(deps: Deps, now: Date, allZones = false): Promise<string[]> {
  return (await zonesInUse(deps)).filter((zone) => allZones || hourIn(zone, now) < DUE_HOURS);
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Close these users of one zone as of `now`. One account's failure never keeps the others'
 * days open: it is logged, counted and named in `failed` for the caller to retry.
 */
export async function closeUsers(deps: Deps, zone: string, userIds: string[], now: Date, opts: { concurrency: number; mood?: MoodLevel | undefined }): Promise<BatchStats> {
  const stats: BatchStats = { users: 0, failures: 0, failed: [], snapshots: 0, items: 0, outcomeRows: 0 };
  await pool(userIds, opts.concurrency, async (userId) => {
    stats.users++;
    try {
      const s = await closeUser({ deps, actor: { userId } }, zone, now, opts.mood);
      stats.snapshots += s.snapshots;
      stats.items += s.items;
      stats.outcomeRows += s.outcomeRows;
    } catch (err) {
      stats.failures++;
      stats.failed.push(userId);
      deps.log.error('day close failed for a user', { userId, zone, errorName: (err as Error)?.name });
    }
  });
  return stats;
}

/** The whole pass in this process: every due zone, 500 users a page, `concurrency` at a time. */
export async function runDayClose(deps: Deps, opts: DayCloseOptions = {}): Promise<DayCloseStats> {
  const started = performance.now();
  const now = opts.now ?? deps.clock.now();
  const stats: DayCloseStats = { zones: 0, users: 0, failures: 0, snapshots: 0, items: 0, outcomeRows: 0, ms: 0 };
  for (const zone of await dueZones(deps, now, opts.allZones)) {
    stats.zones++;
    for await (const userIds of usersInTimeZone(deps, zone)) {
      const { failed: _f, ...s } = await closeUsers(deps, zone, userIds, now, { concurrency: opts.concurrency ?? 16, mood: opts.mood });
      for (const k of ['users', 'failures', 'snapshots', 'items', 'outcomeRows'] as const) stats[k] += s[k];
    }
  }
  stats.ms = Math.round(performance.now() - started);
  deps.log.info('day close', { ...stats });
  return stats;
}
