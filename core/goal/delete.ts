import { categoryRefItems } from '../category/refs';
import type { Ctx } from '../context';
import { command } from '../util/fn';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { Goals } from './entity';
import { DeleteGoalInput } from './schema';
import { loadGoal, versioned } from './store';
import type { GoalRow } from './view';

/** The goals directly under `id`: what a delete makes top-level (and its approval names). */
export async function childrenOf(ctx: Ctx, id: string): Promise<GoalRow[]> {
  const { data } = await Goals(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).where((a, op) => op.eq(a.parentId, id)).go({ pages: 'all', ...CONSISTENT });
  return data;
}

/**
 * "Deleting a parent makes its children top-level" (DOMAIN-FACTS). Children are released
 * first, in small transactions each conditioned on still being this goal's children; the
 * goal goes last, conditioned on its version — which every new child bumps — so a child
 * added meanwhile makes the delete re-read and release it too. A run that dies half-way
 * leaves the goal in place with fewer children: retrying finishes the job.
 *
 * The XP a completed goal paid stays with the person: deleting is not un-completing.
 */
export const deleteGoal = command(DeleteGoalInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const userId = ctx.actor.userId;
    const row = await loadGoal(ctx, id);
    const children = await childrenOf(ctx, id);
    const updatedAt = ctx.deps.clock.now().toISOString();
    for (let i = 0; i < children.length; i += 25) {
      await transact(
        db,
        children.slice(i, i + 25).map((child) => ({
          Update: versioned(ctx, child, { updatedAt }, ['parentId'])
            .where((a, op) => op.eq(a.parentId, id))
            .params(),
        })),
      );
    }
    await transact(db, [
      {
        Delete: Goals(db)
          .delete({ userId, goalId: id })
          .where((a, op) => op.eq(a.version, row.version))
          .params(),
      },
      ...categoryRefItems(ctx, [], row.categoryIds),
    ]);
  }),
);
