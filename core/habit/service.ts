import { categoryRefItems, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { DEFAULT_RATING } from '../util/fields';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { keyOf, queryRows } from '../util/direct';
import { cursorToId, DEFAULT_PAGE_SIZE, idToCursor, type Page } from '../util/page';
import { resolveByName } from '../util/resolve';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { Habits } from './entity';
import { CreateHabitInput, GetHabitInput, ListHabitsInput } from './schema';
import { toHabit, type Habit } from './view';

export async function loadHabit(ctx: Ctx, id: string) {
  const row = (await Habits(ctx.deps.db).get({ userId: ctx.actor.userId, habitId: id }).go(CONSISTENT)).data;
  if (!row) throw AppError.notFound(`Habit ${id}`);
  return row;
}

export const createHabit = command(CreateHabitInput, (ctx: Ctx, input): Promise<Habit> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const categoryIds = input.categoryIds ?? [];
    await requireCategories(ctx, categoryIds);
    const now = ctx.deps.clock.now().toISOString();
    const row = {
      userId: ctx.actor.userId,
      habitId: newId('hab'),
      name: input.name,
      description: input.description ?? '',
      motivationalPhrase: input.motivationalPhrase ?? '',
      ...(input.icon ? { icon: input.icon } : {}),
      importance: input.importance ?? DEFAULT_RATING,
      difficulty: input.difficulty ?? DEFAULT_RATING,
      categoryIds,
      xp: 0,
      currentStreak: 0,
      bestStreak: 0,
      totalChecks: 0,
      routineRefs: 0,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await transact(db, [{ Put: Habits(db).create(row).params() }, ...categoryRefItems(ctx, categoryIds, [])]);
    return toHabit(row);
  }),
);

export const getHabit = command(GetHabitInput, async (ctx: Ctx, { id }): Promise<Habit> => toHabit(await loadHabit(ctx, id)));

export const listHabits = command(ListHabitsInput, async (ctx: Ctx, input): Promise<Page<Habit>> => {
  const userId = ctx.actor.userId;
  const entity = Habits(ctx.deps.db);
  const after = cursorToId(input.cursor, 'hab');
  // ElectroDB's paged query, read directly (util/direct.ts): GET /habits is one of the routes
  // people call most. The page resumes at a key rebuilt from the actor's own partition.
  const res = await queryRows(ctx.deps.db, entity, { userId }, {
    count: input.limit ?? DEFAULT_PAGE_SIZE,
    ...(after ? { startKey: keyOf(entity, { userId, habitId: after }) } : {}),
  });
  const last = res.items.at(-1)?.habitId;
  return { items: res.items.map(toHabit), nextCursor: res.more && last ? idToCursor(last) : null };
});

export async function allHabits(ctx: Ctx): Promise<Habit[]> {
  const res = await Habits(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' });
  return res.data.map(toHabit);
}

/** Id, exact name (any case) or unique substring → the habit; see util/resolve.ts. */
export async function findHabitByName(ctx: Ctx, name: string): Promise<Habit> {
  return resolveByName(await allHabits(ctx), name, 'habit');
}
