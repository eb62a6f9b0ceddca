/**
 * Storing re-derived streaks on their owners (habit, task, routine rows; the account's
 * Constance row). They are caches of the walk — the walk is the truth — so they are written
 * after the XP transaction, and a lost write is repaired by the next check or day close.
 * Best never falls: the write conditions on the best it read, so a concurrent higher best
 * is re-read instead of overwritten.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { Habits } from '../habit/entity';
import { Routines } from '../routine/entity';
import { Tasks } from '../task/entity';
import { getRow } from '../util/direct';
import { patchParams, upsertParams, type Cond, type UpdateParams } from '../util/direct-writes';
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

/** An owner's key in the maps of rows read already (`known`, `before`). */
export const ownerKey = (o: Owner) => `${o.type}#${o.id}`;
const key = ownerKey;
export type StreakRow = { currentStreak?: number; bestStreak?: number; firstCheckDate?: string; lastCheckDate?: string };
export const stored = (row: StreakRow | null): Stored | undefined =>
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
 * the walked days was removed by an uncheck: look further back through the DONE rows, beyond
 * the MISSED day the walk stopped at.
 */
async function lastCheck(ctx: Ctx, owner: Owner, streak: Walked, read: Stored, today: string): Promise<string | null> {
  if (streak.lastDoneDay) return streak.lastDoneDay;
  const limit = streak.stoppedAt ?? today;
  if (!read.lastCheckDate || read.lastCheckDate < limit) return read.lastCheckDate ?? null;
  // A walk that stopped at no MISSED read every outcome row before today and found no DONE:
  // the look further back would find none either (an uncheck's extra Query, issue 35).
  if (streak.stoppedAt === null) return null;
  return lastDoneBefore(ctx, owner, limit);
}

/** "Best never falls": the write holds only while the best is still the one read. */
const bestStill = (was: number) => (c: Cond) => `(${c.eq('bestStreak', was)} OR ${c.notExists('bestStreak')})`;

/**
 * A row read before the check's transaction is written only while all it says still holds:
 * the streak and (habit) both check dates, not only the best. The transaction does not touch
 * those fields, but a concurrent streak write may have since; then the condition fails and the
 * row is read afresh.
 */
const allStill = (read: Stored, habit: boolean) => (c: Cond) => {
  const held = (attr: string, v: unknown) => (v === undefined ? c.notExists(attr) : c.eq(attr, v));
  const terms = [bestStill(read.best)(c), read.current === 0 ? `(${c.eq('currentStreak', 0)} OR ${c.notExists('currentStreak')})` : c.eq('currentStreak', read.current)];
  if (habit) terms.push(held('firstCheckDate', read.firstCheckDate), held('lastCheckDate', read.lastCheckDate));
  return terms.join(' AND ');
};

/** Writes the streak unless the row already holds it: false when nothing was written. */
async function write(ctx: Ctx, owner: Owner, streak: Walked, read: Stored, today: string, early = false): Promise<boolean> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const set = { currentStreak: streak.current, bestStreak: nextBest(read.best, streak.current) };
  const where = early ? allStill(read, owner.type === 'habit') : bestStill(read.best);
  const same = set.currentStreak === read.current && set.bestStreak === read.best;
  // The parameters ElectroDB's patch/upsert would send (util/direct-writes.ts), sent as they
  // are: the table's own error comes back, which `isConditionFailed` reads.
  const send = (params: UpdateParams) => db.doc.send(new UpdateCommand(params));
  switch (owner.type) {
    case 'habit': {
      const last = await lastCheck(ctx, owner, streak, read, today);
      const first = last ? (read.firstCheckDate && read.firstCheckDate < last ? read.firstCheckDate : last) : undefined;
      if (same && (last ?? undefined) === read.lastCheckDate && first === read.firstCheckDate) return false;
      const key = { userId, habitId: owner.id };
      const spec = last ? { set: { ...set, lastCheckDate: last, firstCheckDate: first! }, where } : { set, remove: ['lastCheckDate', 'firstCheckDate'], where };
      await send(patchParams(db, Habits(db), key, spec));
      return true;
    }
    case 'task':
      if (same) return false;
      await send(patchParams(db, Tasks(db), { userId, taskId: owner.id }, { set, where }));
      return true;
    case 'routine':
      if (same) return false;
      await send(patchParams(db, Routines(db), { userId, routineId: owner.id }, { set, where }));
      return true;
    case 'user':
      await send(upsertParams(db, Constance(db), { userId }, { set: { ...set, derivedOn: today, ...(streak.lastActiveDay ? { lastActiveDay: streak.lastActiveDay } : {}) }, where }));
      return true;
  }
}

/**
 * Store `streak` on the owner; a deleted owner is skipped (nothing to show it on). The owner's
 * row as already read comes from `known` (many owners at once) or `given` (read beside the walk).
 * `before`: the row as a check read it before its transaction (issue 35: the Get after it is
 * saved). It is written only under `allStill`; when it says the row already holds the streak,
 * that is confirmed on a fresh read, as a row read after the transaction would have said.
 */
export async function storeStreak(ctx: Ctx, owner: Owner, streak: Walked, today: string, known?: Map<string, Stored>, given?: Stored, before?: Stored): Promise<void> {
  if (before && !known?.has(key(owner)) && !given) {
    try {
      if (await write(ctx, owner, streak, before, today, true)) return;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
  }
  let read = known?.get(key(owner)) ?? given ?? (await readStored(ctx, owner));
  for (let attempt = 0; attempt < 5 && read; attempt++) {
    try {
      await write(ctx, owner, streak, read, today);
      return;
    } catch (err) {
      // Gone since the read (patch needs the row), or a concurrent higher best: read again.
      if (!isConditionFailed(err)) throw err;
    }
    read = await readStored(ctx, owner);
  }
}
