/**
 * The hourly day close (SPEC D5, DOMAIN-FACTS "Day close"): for each time zone any account
 * uses, if it is between local 00:00 and 03:59 there, close the day for every user in it —
 * found through the time-zone index (gsi1), never a Scan. Snapshots at midnight, outcome rows
 * from 02:00; the two hours after each are retries for a missed run, and a whole missed night
 * is backfilled by the next one (up to 7 days). Never calls a model. Idempotent: a rerun
 * finds every row in place and writes nothing new.
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

export interface DayCloseStats extends CloseStats {
  zones: number;
  users: number;
  failures: number;
  ms: number;
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export async function runDayClose(deps: Deps, opts: DayCloseOptions = {}): Promise<DayCloseStats> {
  const started = performance.now();
  const now = opts.now ?? deps.clock.now();
  const stats: DayCloseStats = { zones: 0, users: 0, failures: 0, snapshots: 0, items: 0, outcomeRows: 0, ms: 0 };
  for (const zone of await zonesInUse(deps)) {
    if (!opts.allZones && hourIn(zone, now) >= DUE_HOURS) continue;
    stats.zones++;
    for await (const userIds of usersInTimeZone(deps, zone)) {
      await pool(userIds, opts.concurrency ?? 16, async (userId) => {
        stats.users++;
        try {
          const s = await closeUser({ deps, actor: { userId } }, zone, now, opts.mood);
          stats.snapshots += s.snapshots;
          stats.items += s.items;
          stats.outcomeRows += s.outcomeRows;
        } catch (err) {
          // One account's failure must not keep everyone else's day open; it is retried next hour.
          stats.failures++;
          deps.log.error('day close failed for a user', { userId, zone, errorName: (err as Error)?.name });
        }
      });
    }
  }
  stats.ms = Math.round(performance.now() - started);
  deps.log.info('day close', { ...stats });
  return stats;
}
