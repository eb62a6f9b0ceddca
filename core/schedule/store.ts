import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { CONSISTENT, type TxItem } from '../util/tx';
import { Schedules, type ScheduleRow, type ScheduleSet } from './entity';
import type { Weekday } from './weekdays';

export async function loadSchedules(ctx: Ctx): Promise<ScheduleSet> {
  const row = await getRow(ctx.deps.db, Schedules(ctx.deps.db), { userId: ctx.actor.userId }, CONSISTENT);
  return row ? { schedules: row.schedules as ScheduleRow[], version: row.version } : { schedules: [], version: null };
}

/** The write replacing the set, conditioned on the version read (or on absence). */
export function scheduleWrite(ctx: Ctx, current: ScheduleSet, schedules: ScheduleRow[]): TxItem {
  const entity = Schedules(ctx.deps.db);
  const userId = ctx.actor.userId;
  if (current.version === null) return { Put: entity.create({ userId, schedules, version: 0 }).params() };
  const version = current.version;
  return {
    Update: entity
      .patch({ userId })
      .set({ schedules })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, version))
      .params(),
  };
}

/** Today's routine is the one scheduled on the owner's weekday (DOMAIN-FACTS). */
export function routineOn(set: ScheduleSet, weekday: Weekday): string | undefined {
  return set.schedules.find((s) => s.days.includes(weekday))?.routineId;
}

export function daysOf(set: ScheduleSet, routineId: string): Weekday[] {
  return set.schedules.find((s) => s.routineId === routineId)?.days ?? [];
}

/**
 * Give `days` to `target`, taking them away from every other schedule; a schedule left with
 * no day is removed. Returns the new set and which routines lost which days (for the answer).
 */
export function assignDays(schedules: ScheduleRow[], target: ScheduleRow): { next: ScheduleRow[]; moved: { routineId: string; days: Weekday[] }[] } {
  const moved: { routineId: string; days: Weekday[] }[] = [];
  const next: ScheduleRow[] = [];
  for (const s of schedules) {
    if (s.scheduleId === target.scheduleId) continue;
    const lost = s.days.filter((d) => target.days.includes(d));
    if (lost.length) moved.push({ routineId: s.routineId, days: lost });
    const days = s.days.filter((d) => !target.days.includes(d));
    if (days.length) next.push({ ...s, days });
  }
  const at = schedules.findIndex((s) => s.scheduleId === target.scheduleId);
  next.splice(at === -1 ? next.length : Math.min(at, next.length), 0, target);
  return { next, moved };
}
