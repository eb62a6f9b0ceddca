import { refreshStreaks } from '../constance/service';
import type { Owner } from '../constance/walk';
import type { Outcome } from '../constance/outcome';
import type { Ctx } from '../context';
import { Users } from '../users/entity';
import { BoundedCache } from '../util/bounded-cache';
import { dayIn, ZONE_FORMATS_MAX } from '../configuration/today';
import { addDays } from '../xp/dates';
import { Snapshots } from './entity';
import { writeOutcomes } from './outcomes';
import { ensureSnapshot, type MoodLevel } from './snapshot';

/** "Missed snapshots are backfilled up to 7 days" (DOMAIN-FACTS). */
export const BACKFILL_DAYS = 7;
/** Outcome rows are written from local 02:00 (DOMAIN-FACTS). */
export const OUTCOMES_FROM_HOUR = 2;

const hourFormats = new BoundedCache<string, Intl.DateTimeFormat>(ZONE_FORMATS_MAX);

/** The local hour (0–23) at `now` in an IANA zone (one bounded formatter cache, as util/today.ts). */
export function hourIn(zone: string, now: Date): number {
  const format = hourFormats.getOrCreate(zone, (tz) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }));
  return Number(format.format(now));
}

export interface CloseStats {
  snapshots: number;
  /** Entries frozen into new snapshots. */
  items: number;
  outcomeRows: number;
}

/**
 * Close every due day of one user: the days from `today - 7` to yesterday that have no
 * snapshot get one, and every closed day whose outcomes are due gets its rows. An idle rerun
 * costs one Query (the snapshots of the window). Days before the account existed are skipped.
 */
export async function closeUser(ctx: Ctx, zone: string, now: Date, mood?: MoodLevel): Promise<CloseStats> {
  const today = dayIn(zone, now);
  const localHour = hourIn(zone, now);
  const yesterday = addDays(today, -1);
  const first = addDays(today, -BACKFILL_DAYS);
  const have = await Snapshots(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId })
    .between({ day: first }, { day: yesterday })
    .go({ pages: 'all', attributes: ['day', 'outcomes'] });
  const state = new Map(have.data.map((s) => [s.day, s.outcomes]));
  const days = Array.from({ length: BACKFILL_DAYS }, (_, i) => addDays(first, i));
  let from = first;
  if (days.some((d) => !state.has(d))) {
    const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
    if (!user) return { snapshots: 0, items: 0, outcomeRows: 0 };
    const created = dayIn(zone, new Date(user.createdAt));
    if (created > from) from = created;
  }
  const stats: CloseStats = { snapshots: 0, items: 0, outcomeRows: 0 };
  const owners = new Map<string, Owner>();
  const yesterdays = new Map<string, Outcome>();
  for (const day of days) {
    if (day < from && !state.has(day)) continue;
    if (!state.has(day)) {
      const snap = await ensureSnapshot(ctx, day, mood);
      stats.snapshots++;
      stats.items += snap.entries.length;
    }
    const due = day < yesterday || localHour >= OUTCOMES_FROM_HOUR;
    if (!due || state.get(day) === 'WRITTEN') continue;
    const written = await writeOutcomes(ctx, day);
    stats.outcomeRows += written.inserted;
    for (const o of written.owners) {
      owners.set(`${o.type}#${o.id}`, { type: o.type, id: o.id });
      if (day === yesterday) yesterdays.set(`${o.type}#${o.id}`, o.outcome);
    }
  }
  if (owners.size) await refreshStreaks(ctx, today, [...owners.values()], { yesterday: yesterdays });
  return stats;
}
