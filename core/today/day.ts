/**
 * A day as check, skip, the today view and the day close all see it: the routine scheduled
 * on it and each entry with its item and status. An OPEN day (today, or a past day not yet
 * closed) is read live — schedule, routine, habits/tasks, check rows; a CLOSED day is its
 * snapshot, frozen at midnight (DOMAIN-FACTS "Day close").
 */
import type { Ctx } from '../context';
import type { EntryStatus } from '../constance/outcome';
import { Snapshots } from '../dayclose/entity';
import type { EntryRow, ItemKind, RoutineRow, RoutineType, SectionRow } from '../routine/entity';
import { allRoutines, findEntry, findRoutine } from '../routine/store';
import { loadSchedules, routineOn } from '../schedule/store';
import type { ScheduleSet } from '../schedule/entity';
import { weekdayOf } from '../schedule/weekdays';
import { getRow } from '../util/direct';
import { CONSISTENT } from '../util/tx';
import { streakBeforeToday } from './entry-xp';
import type { CheckRow } from './entity';
import { dayChecks, liveItems, type LiveItem } from './rows';

export { dayChecks };

export interface DayEntry {
  entryId: string;
  routineId: string;
  sectionId: string;
  sectionName: string;
  sectionStart?: string | undefined;
  sectionEnd?: string | undefined;
  kind: ItemKind;
  refId: string;
  name: string;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
  startTime?: string | undefined;
  endTime?: string | undefined;
  status: EntryStatus;
  /** XP paid by its check (0 while open or skipped). */
  xp: number;
  /** Open days: the item's streak before today's check, for what a check pays (entry-xp.ts). */
  streak?: number;
}

export interface Day {
  day: string;
  closed: boolean;
  routine: { id: string; name: string; type: RoutineType } | null;
  entries: DayEntry[];
  snapshot?: { version: number; outcomes: 'PENDING' | 'WRITING' | 'WRITTEN'; outcomesWritten: boolean; moodLevel: number | null; mode: 'ANY' | 'COMPLETE' };
  /**
   * An open day only: the rows it was read from (strongly consistent, this request), so a
   * check on it need not read them again: its entry's check row, and the routine it pays.
   */
  read?: { checks: Map<string, CheckRow>; routine: RoutineRow | undefined };
}

/**
 * The day read live: the routine scheduled on its weekday, each entry with its item and
 * status. Entries whose task was deleted since it was placed are left out. A day's checks
 * are never lost from it (the snapshot must keep what was paid): a checked entry that is no
 * longer in the scheduled routine — the schedule or the routine changed after the check —
 * stays on the day, placed where it still is (or bare if its routine is gone).
 */
export async function openDay(ctx: Ctx, day: string, pre: DayPrefetch = prefetchDay(ctx)): Promise<Day> {
  // The scheduled routine is read as soon as the schedule is known, beside the day's checks.
  const scheduled = pre.schedules.then((set) => {
    const id = routineOn(set, weekdayOf(day));
    return id ? findRoutine(ctx, id) : undefined;
  });
  const [items, checks, onSchedule] = await Promise.all([pre.items, dayChecks(ctx, day), scheduled]);
  const checkedIn = [...checks.values()][0]?.routineId;
  const routine = onSchedule ?? (checkedIn ? await findRoutine(ctx, checkedIn) : undefined);
  // Items checked today (on any of their entries): their stored streak already counts today.
  const doneToday = new Set([...checks.values()].filter((c) => c.status === 'CHECKED').map((c) => c.refId));
  const entry = (routineId: string, s: SectionRow, e: EntryRow): DayEntry[] => {
    const item = items.get(e.refId);
    if (!item) return [];
    const check = checks.get(e.entryId);
    return [
      {
        entryId: e.entryId,
        routineId,
        sectionId: s.sectionId,
        sectionName: s.name,
        sectionStart: s.startTime,
        sectionEnd: s.endTime,
        kind: e.kind,
        refId: e.refId,
        name: item.name,
        importance: item.importance,
        difficulty: item.difficulty,
        categoryIds: item.categoryIds,
        oneTimeTask: item.oneTimeTask,
        startTime: e.startTime,
        endTime: e.endTime,
        status: check?.status ?? 'OPEN',
        xp: check?.status === 'CHECKED' ? check.xp : 0,
        streak: item.oneTimeTask ? 0 : streakBeforeToday(item.currentStreak ?? 0, doneToday.has(e.refId)),
      },
    ];
  };
  const placed = routine ? routine.sections.flatMap((s) => s.entries.flatMap((e) => entry(routine.routineId, s, e))) : [];
  const known = new Set(placed.map((e) => e.entryId));
  const stray = [...checks.values()].filter((c) => !known.has(c.entryId));
  const elsewhere = stray.length ? await allRoutines(ctx) : [];
  const kept = stray.flatMap((c) => {
    const at = findEntry(elsewhere, c.entryId);
    const bare: SectionRow = { sectionId: '', name: '', favorite: false, entries: [] };
    return entry(c.routineId, at?.section ?? bare, at?.entry ?? { entryId: c.entryId, kind: c.kind, refId: c.refId });
  });
  const head = routine ? { id: routine.routineId, name: routine.name, type: routine.type } : null;
  return { day, closed: false, routine: head, entries: [...placed, ...kept], read: { checks, routine } };
}

export async function closedDay(ctx: Ctx, day: string): Promise<Day | undefined> {
  const snap = await getSnapshot(ctx, day);
  return snap ? snapshotDay(snap) : undefined;
}

type SnapshotRow = NonNullable<Awaited<ReturnType<typeof getSnapshot>>>;
const getSnapshot = (ctx: Ctx, day: string) => getRow(ctx.deps.db, Snapshots(ctx.deps.db), { userId: ctx.actor.userId, day }, CONSISTENT);

/** A closed day from its snapshot row (also for callers that queried many snapshots at once). */
export function snapshotDay(snap: SnapshotRow): Day {
  const { day } = snap;
  return {
    day,
    closed: true,
    routine: snap.routineId ? { id: snap.routineId, name: snap.routineName ?? '', type: snap.routineType ?? 'DAILY' } : null,
    entries: snap.entries.map((e) => ({ ...e, routineId: snap.routineId ?? '' })),
    snapshot: { version: snap.version, outcomes: snap.outcomes, outcomesWritten: snap.outcomes !== 'PENDING', moodLevel: snap.moodLevel ?? null, mode: snap.constanceMode },
  };
}

/** A closed day's snapshot if it has one, else the live day. */
export async function loadDay(ctx: Ctx, day: string, pre?: DayPrefetch): Promise<Day> {
  if (!pre) return (await closedDay(ctx, day)) ?? openDay(ctx, day);
  // Today (the caller prefetched): it is almost never closed, so the live day's reads go out
  // with the snapshot's instead of after it: one round trip instead of two.
  const open = quiet(openDay(ctx, day, pre));
  return (await closedDay(ctx, day)) ?? open;
}

/**
 * The reads of a live day that do not depend on which day it is (the schedule set, the
 * person's habits and tasks). A request that must first read the configuration to know its
 * day starts them beside that read, so they cost no round trip of their own. Use once: a
 * retry after a lost race reads afresh.
 */
export interface DayPrefetch {
  schedules: Promise<ScheduleSet>;
  items: Promise<Map<string, LiveItem>>;
}

export function prefetchDay(ctx: Ctx): DayPrefetch {
  return { schedules: quiet(loadSchedules(ctx)), items: quiet(liveItems(ctx)) };
}

/** A promise whose rejection waits for its reader: a prefetch nobody reads must not crash the process. */
function quiet<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}
