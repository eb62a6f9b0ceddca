import { categoryRefItems, refDiff, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { Habits } from './entity';
import { DeleteHabitInput, EditHabitInput } from './schema';
import { loadHabit } from './service';
import { toHabit, type Habit } from './view';

/** Patch semantics; `categoryIds` replaces the list and moves the categories' use counts with it. */
export const editHabit = command(EditHabitInput, (ctx: Ctx, input): Promise<Habit> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const row = await loadHabit(ctx, input.id);
    const categoryIds = input.categoryIds ?? row.categoryIds;
    if (input.categoryIds) await requireCategories(ctx, input.categoryIds);
    const { id: _id, icon, categoryIds: _c, ...given } = input;
    const set = { ...given, categoryIds, updatedAt: ctx.deps.clock.now().toISOString(), ...(icon ? { icon } : {}) };
    const patch = Habits(db).patch({ userId: ctx.actor.userId, habitId: row.habitId });
    const update = (icon === null ? patch.set(set).remove(['icon']) : patch.set(set))
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, row.version));
    const { added, removed } = refDiff(row.categoryIds, categoryIds);
    await transact(db, [{ Update: update.params() }, ...categoryRefItems(ctx, added, removed)]);
    const next = { ...row, ...set, version: row.version + 1 };
    return toHabit(icon === null ? { ...next, icon: undefined } : next);
  }),
);

/**
 * The habit a delete would remove, as the delete reads it: NOT_FOUND for an id that is not the
 * actor's, CONFLICT while it is placed in a routine. "Deleting a habit placed in a routine is
 * refused" (DOMAIN-FACTS): a routine entry would otherwise point at nothing and its check
 * history would lose its owner. The approval summary asks the same question.
 */
export async function deletableHabit(ctx: Ctx, id: string) {
  const row = await loadHabit(ctx, id);
  if (row.routineRefs > 0) {
    throw new AppError('CONFLICT', `Habit "${row.name}" is placed in a routine; remove it from the routine first`, {
      data: { routineRefs: row.routineRefs },
    });
  }
  return row;
}

/**
 * `routineRefs` is the routines' counter (routine-refs.ts); the delete conditions on the
 * version read, so a habit placed in a routine concurrently (which bumps the version) is
 * re-checked.
 */
export const deleteHabit = command(DeleteHabitInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const row = await deletableHabit(ctx, id);
    await transact(db, [
      {
        Delete: Habits(db)
          .delete({ userId: ctx.actor.userId, habitId: id })
          .where((a, op) => `${op.eq(a.version, row.version)} AND ${op.eq(a.routineRefs, 0)}`)
          .params(),
      },
      ...categoryRefItems(ctx, [], row.categoryIds),
    ]);
  }),
);
