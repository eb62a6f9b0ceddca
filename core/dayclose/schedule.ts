/**
 * The hourly schedule of the fanned-out day close: find the due zones, page through each
 * zone's users in the time-zone index and send them to the day-close queue, at most
 * `config.dayClose.batchUsers` (N) to a message. It closes nobody itself, so its run time is
 * the index pages and the sends, not the users' days: per page of 20·N users (500 at N = 25)
 * one Query (~12 read units) and two SendMessageBatch calls, ~30 ms on AWS, i.e. about a
 * million users a minute. The worker (worker.ts) does the closing, many instances at once.
 *
 * Every due zone is sent each of its four night hours, as the single pass visited it: a user
 * whose day is already closed costs the worker one Query. A run that fails half-way is the
 * next hour's to finish (the same zone is due again), and SQS may deliver a message twice:
 * both are harmless because closing a user is idempotent.
 */
import { usersInTimeZone } from '../configuration/service';
import type { Deps } from '../context';
import { sendDayCloseJobs, type DayCloseJob } from '../queue/day-close-queue';
import { dueZones } from './run';

/** Index items per Query (DynamoDB returns at most 1 MB, ~5,000 of these ~200-byte items). */
const PAGE_ITEMS = 500;

export interface ScheduleStats {
  zones: number;
  users: number;
  messages: number;
  ms: number;
}

/** A page a whole number of batches long, so ⌈users / N⌉ messages carry a zone's users. */
export function pageSize(batchUsers: number): number {
  return Math.max(1, Math.floor(PAGE_ITEMS / batchUsers)) * batchUsers;
}

export function batchesOf(zone: string, userIds: string[], batchUsers: number): DayCloseJob[] {
  const jobs: DayCloseJob[] = [];
  for (let i = 0; i < userIds.length; i += batchUsers) jobs.push({ zone, userIds: userIds.slice(i, i + batchUsers) });
  return jobs;
}

export async function scheduleDayClose(deps: Deps, opts: { now?: Date; allZones?: boolean } = {}): Promise<ScheduleStats> {
  const started = performance.now();
  const now = opts.now ?? deps.clock.now();
  const n = deps.config.dayClose.batchUsers;
  const stats: ScheduleStats = { zones: 0, users: 0, messages: 0, ms: 0 };
  for (const zone of await dueZones(deps, now, opts.allZones)) {
    stats.zones++;
    // The next page is read while this one's messages are sent; at most one page in flight.
    // The send's failure is kept as a value until awaited, never an unhandled rejection.
    let sending: Promise<{ err?: unknown }> = Promise.resolve({});
    const settled = async () => {
      const { err } = await sending;
      if (err) throw err;
    };
    for await (const userIds of usersInTimeZone(deps, zone, pageSize(n))) {
      const jobs = batchesOf(zone, userIds, n);
      await settled();
      sending = sendDayCloseJobs(deps, jobs).then(() => ({}), (err: unknown) => ({ err }));
      stats.users += userIds.length;
      stats.messages += jobs.length;
    }
    await settled();
  }
  stats.ms = Math.round(performance.now() - started);
  deps.log.info('day close scheduled', { ...stats });
  return stats;
}
