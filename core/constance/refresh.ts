/**
 * Storing re-derived streaks on their owners (habit, task, routine rows; the account's
 * Constance row). They are caches of the walk — the walk is the truth — so they are written
 * after the XP transaction, and a lost write is repaired by the next check or day close.
 * Best never falls: the write conditions on the best it read, so a concurrent higher best
 * is re-read instead of overwritten.
 */
import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { Habits } from '../habit/entity';
import { Routines } from '../routine/entity';
import { Tasks } from '../task/entity';
import { getRow } from '../util/direct';
import { CONSISTENT } from '../util/tx';
import { Constance } from './entity';
import { nextBest } from './streak';
import { lastDoneBefore, type Owner, type Walked } from './walk';

/** What the write needs to know about the owner's row; undefined: the owner is gone. */
export interface Stored {
  current: number;
  best: number;
  firstCheckDate?: string | undefined;
  lastCheckDate?: string | undefined;
}

const key = (o: Owner) => `${o.type}#${o.id}`;
/**
 * The streak writes' `go` options: no answer, and the table's own error as is. Without
 * `originalErr`, ElectroDB builds an ElectroError (capturing a stack) on every call, failed or
 * not: ~2 % of a check's CPU (issue 35). `isConditionFailed` reads the table's error either way.
 */
const QUIET = { response: 'none', originalErr: true } as const;
type StreakRow = { currentStreak?: number; bestStreak?: number; firstCheckDate?: string; lastCheckDate?: string };
const stored = (row: StreakRow | null): Stored | undefined =>
  row ? { current: row.currentStreak ?? 0, best: row.bestStreak ?? 0, firstCheckDate: row.firstCheckDate, lastCheckDate: row.lastCheckDate } : undefined;

export async function readStored(ctx: Ctx, owner: Owner): Promise<Stored | undefined> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  switch (owner.type) {
    case 'habit':
      return stored(await getRow(db, Habits(db), { userId, habitId: owner.id }, CONSISTENT));
    case 'task':
      return stored(await getRow(db, Tasks(db), { userId, taskId: owner.id }, CONSISTENT));
    case 'routine':
      return stored(await getRow(db, Routines(db), { userId, routineId: owner.id }, CONSISTENT));
    case 'user':
      return stored(await getRow(db, Constance(db), { userId }, CONSISTENT)) ?? { current: 0, best: 0 };
  }
}

/** Many owners at once (the day close): three Queries and a Get instead of a Get per owner. */
export async function readAllStored(ctx: Ctx): Promise<Map<string, Stored>> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const [habits, tasks, routines, user] = await Promise.all([
    Habits(db).query.primary({ userId }).go({ pages: 'all', attributes: ['habitId', 'currentStreak', 'bestStreak', 'firstCheckDate', 'lastCheckDate'], ...CONSISTENT }),
    Tasks(db).query.primary({ userId }).go({ pages: 'all', attributes: ['taskId', 'currentStreak', 'bestStreak'], ...CONSISTENT }),
    Routines(db).query.primary({ userId }).go({ pages: 'all', attributes: ['routineId', 'currentStreak', 'bestStreak'], ...CONSISTENT }),
    Constance(db).get({ userId }).go(CONSISTENT),
  ]);
  return new Map<string, Stored>([
    ...habits.data.map((h) => [key({ type: 'habit', id: h.habitId }), stored(h)!] as const),
    ...tasks.data.map((t) => [key({ type: 'task', id: t.taskId }), stored(t)!] as const),
    ...routines.data.map((r) => [key({ type: 'routine', id: r.routineId }), stored(r)!] as const),
    [key({ type: 'user', id: userId }), stored(user.data) ?? { current: 0, best: 0 }],
  ]);
}

/**
 * A habit's last check date: the walk's last DONE. If the walk found none, the stored date
 * still holds when it is older than today and than the MISSED day the walk stopped at (its
 * day may simply not have outcome rows yet), and none stored stays none; a stored date inside
 * the walked days was removed by an uncheck: look further back through the DONE rows.
 */
async function lastCheck(ctx: Ctx, owner: Owner, streak: Walked, read: Stored, today: string): Promise<string | null> {
  if (streak.lastDoneDay) return streak.lastDoneDay;
  const limit = streak.stoppedAt ?? today;
  if (!read.lastCheckDate || read.lastCheckDate < limit) return read.lastCheckDate ?? null;
  return lastDoneBefore(ctx, owner, limit);
}

async function write(ctx: Ctx, owner: Owner, streak: Walked, read: Stored, today: string): Promise<void> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const set = { currentStreak: streak.current, bestStreak: nextBest(read.best, streak.current) };
  const was = read.best;
  const same = set.currentStreak === read.current && set.bestStreak === read.best;
  switch (owner.type) {
    case 'habit': {
      const habit = Habits(db).patch({ userId, habitId: owner.id });
      const last = await lastCheck(ctx, owner, streak, read, today);
      const first = last ? (read.firstCheckDate && read.firstCheckDate < last ? read.firstCheckDate : last) : undefined;
      if (same && (last ?? undefined) === read.lastCheckDate && first === read.firstCheckDate) return;
      const dated = last ? habit.set({ ...set, lastCheckDate: last, firstCheckDate: first! }) : habit.set(set).remove(['lastCheckDate', 'firstCheckDate']);
      await dated.where((a, op) => `(${op.eq(a.bestStreak, was)} OR ${op.notExists(a.bestStreak)})`).go(QUIET);
      return;
    }
    case 'task':
      if (same) return;
      await Tasks(db).patch({ userId, taskId: owner.id }).set(set).where((a, op) => `(${op.eq(a.bestStreak, was)} OR ${op.notExists(a.bestStreak)})`).go(QUIET);
      return;
    case 'routine':
      if (same) return;
      await Routines(db).patch({ userId, routineId: owner.id }).set(set).where((a, op) => `(${op.eq(a.bestStreak, was)} OR ${op.notExists(a.bestStreak)})`).go(QUIET);
      return;
    case 'user':
      await Constance(db)
        .upsert({ userId, ...set, derivedOn: today, ...(streak.lastActiveDay ? { lastActiveDay: streak.lastActiveDay } : {}) })
        .where((a, op) => `(${op.eq(a.bestStreak, was)} OR ${op.notExists(a.bestStreak)})`)
        .go(QUIET);
  }
}

/**
 * Store `streak` on the owner; a deleted owner is skipped (nothing to show it on). The owner's
 * row as already read comes from `known` (many owners at once) or `given` (read beside the walk).
 */
export async function storeStreak(ctx: Ctx, owner: Owner, streak: Walked, today: string, known?: Map<string, Stored>, given?: Stored): Promise<void> {
  let read = known?.get(key(owner)) ?? given ?? (await readStored(ctx, owner));
  for (let attempt = 0; attempt < 5 && read; attempt++) {
    try {
      return await write(ctx, owner, streak, read, today);
    } catch (err) {
      // Gone since the read (patch needs the row), or a concurrent higher best: read again.
      if (!isConditionFailed(err)) throw err;
    }
    read = await readStored(ctx, owner);
  }
}
