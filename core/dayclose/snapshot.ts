/**
 * The day's snapshot (DOMAIN-FACTS "Day close": at local midnight, yesterday's routine frozen
 * — structure, items with name/importance/difficulty, checked/skipped, XP — plus the mood
 * level). Built once, insert-only; whoever needs a closed day first (the day close, or a
 * late check arriving before it) builds it, and a second builder's write is a no-op.
 */
import { loadConfiguration } from '../configuration/service';
import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { isAppError } from '../errors';
import { moodLevelOn } from '../mood/service';
import { dropItemEverywhere } from '../routine/drop';
import { weekdayOf } from '../schedule/weekdays';
import { deleteTask } from '../task/edit';
import type { EntryStatus } from '../constance/outcome';
import { closedDay, dayChecks, openDay, type Day, type DayEntry } from '../today/day';
import { transact } from '../util/tx';
import { Snapshots } from './entity';
import { summaryPut } from './summary';

/** The mood port: a level 1–5 or null (core/mood; never the journal text). */
export type MoodLevel = (ctx: Ctx, date: string) => Promise<number | null>;

export async function ensureSnapshot(ctx: Ctx, day: string, mood: MoodLevel = moodLevelOn): Promise<Day> {
  const existing = await closedDay(ctx, day);
  if (existing) return existing;
  const [open, config, moodLevel] = await Promise.all([openDay(ctx, day), loadConfiguration(ctx), mood(ctx, day)]);
  const entries = open.entries.map(({ streak: _s, routineId: _r, ...e }) => e);
  const row = {
    userId: ctx.actor.userId,
    day,
    weekday: weekdayOf(day),
    ...(open.routine ? { routineId: open.routine.id, routineName: open.routine.name, routineType: open.routine.type } : {}),
    entries,
    ...(moodLevel !== null ? { moodLevel } : {}),
    constanceMode: config.constanceMode,
    outcomes: 'PENDING' as const,
    version: 0,
    closedAt: ctx.deps.clock.now().toISOString(),
  };
  try {
    await transact(ctx.deps.db, [{ Put: Snapshots(ctx.deps.db).create(row).params() }, summaryPut(ctx, day, row)]);
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return (await closedDay(ctx, day))!;
  }
  const caught = await catchUp(ctx, row);
  const closed: Day = caught
    ? {
        day,
        closed: true,
        routine: open.routine,
        entries: caught.entries.map((e) => ({ ...e, routineId: open.routine?.id ?? '' })),
        snapshot: { version: caught.version, outcomes: 'PENDING', outcomesWritten: false, moodLevel, mode: config.constanceMode },
      }
    : (await closedDay(ctx, day))!;
  await removeCheckedOneTimeTasks(ctx, closed);
  return closed;
}

type FrozenEntry = Omit<DayEntry, 'routineId' | 'streak'>;
type FrozenRow = { day: string; routineId?: string; moodLevel?: number; entries: FrozenEntry[] };

/**
 * A check on the open day commits only while no snapshot exists (mark.ts), so any check
 * that slipped in between this builder's read and its insert is visible now: fold it in.
 * Returns the entries and version as stored, or undefined if someone changed it meanwhile.
 */
async function catchUp(ctx: Ctx, row: FrozenRow): Promise<{ entries: FrozenEntry[]; version: number } | undefined> {
  const { day, entries } = row;
  const checks = await dayChecks(ctx, day);
  const fixed = entries.map((e) => {
    const c = checks.get(e.entryId);
    return { ...e, status: (c?.status ?? 'OPEN') as EntryStatus, xp: c?.status === 'CHECKED' ? c.xp : 0 };
  });
  if (fixed.every((e, i) => e.status === entries[i]!.status && e.xp === entries[i]!.xp)) return { entries, version: 0 };
  try {
    const update = Snapshots(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, day })
      .set({ entries: fixed })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, 0));
    await transact(ctx.deps.db, [{ Update: update.params() }, summaryPut(ctx, day, { ...row, entries: fixed })]);
    return { entries: fixed, version: 1 };
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/** "A one-time task is removed after it is checked" — once its day is frozen with its name. */
async function removeCheckedOneTimeTasks(ctx: Ctx, day: Day): Promise<void> {
  for (const e of day.entries) {
    if (!e.oneTimeTask || e.status !== 'CHECKED') continue;
    await dropItemEverywhere(ctx, 'task', e.refId);
    await deleteTask(ctx, { id: e.refId }).catch((err) => (isAppError(err) && err.code === 'NOT_FOUND' ? undefined : Promise.reject(err)));
  }
}
