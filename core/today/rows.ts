import type { Ctx } from '../context';
import { Habits } from '../habit/entity';
import { Tasks } from '../task/entity';
import { getRow, queryRows } from '../util/direct';
import { CONSISTENT } from '../util/tx';
import { Checks, type CheckRow } from './entity';

export interface LiveItem {
  name: string;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
  currentStreak: number;
}

/** Every habit and task of the actor, by id: what a live day's entries point at. */
export async function liveItems(ctx: Ctx): Promise<Map<string, LiveItem>> {
  const userId = ctx.actor.userId;
  // Only what a day entry shows: a person's items are read on every today view and briefing.
  const [habits, tasks] = await Promise.all([
    queryRows(ctx.deps.db, Habits(ctx.deps.db), { userId }, { attributes: ['habitId', 'name', 'importance', 'difficulty', 'categoryIds', 'currentStreak'] }),
    queryRows(ctx.deps.db, Tasks(ctx.deps.db), { userId }, { attributes: ['taskId', 'name', 'importance', 'difficulty', 'categoryIds', 'oneTimeTask', 'currentStreak'] }),
  ]);
  return new Map<string, LiveItem>([
    ...habits.items.map((h) => [h.habitId, { ...h, oneTimeTask: false }] as const),
    ...tasks.items.map((t) => [t.taskId, t] as const),
  ]);
}

/** The day's check rows (CHECKED or SKIPPED), by entry id. */
export async function dayChecks(ctx: Ctx, day: string): Promise<Map<string, CheckRow>> {
  const res = await queryRows(ctx.deps.db, Checks(ctx.deps.db), { userId: ctx.actor.userId, day }, CONSISTENT);
  return new Map((res.items as CheckRow[]).map((c) => [c.entryId, c]));
}

/** One entry's check row on a day (strongly consistent: the commit conditions on what it says). */
export async function checkRow(ctx: Ctx, day: string, entryId: string): Promise<CheckRow | null> {
  return (await getRow(ctx.deps.db, Checks(ctx.deps.db), { userId: ctx.actor.userId, day, entryId }, CONSISTENT)) as CheckRow | null;
}
