import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { MAX_TX_ITEMS, retryOnConflict, transact, type TxItem } from '../util/tx';
import { ArchiveGoalInput } from './schema';
import { allGoalRows, versioned } from './store';
import { byId, subtreeOf } from './tree';
import { toGoal, type Goal, type GoalRow } from './view';

/**
 * Archiving stamps ONE instant on the goal and every not-yet-archived goal under it;
 * restoring clears exactly the rows carrying the goal's instant (DOMAIN-FACTS). A child
 * archived on its own earlier keeps its own instant and stays archived when the parent comes
 * back. Archiving moves no XP. Each row's write conditions on its version, so a child added
 * concurrently (which bumps its parent) makes the whole command re-read.
 */
export const setGoalArchived = command(ArchiveGoalInput, (ctx: Ctx, { id, archived }): Promise<Goal> =>
  retryOnConflict(async () => {
    const goals = byId(await allGoalRows(ctx));
    const goal = goals.get(id);
    if (!goal) throw AppError.notFound(`Goal ${id}`);
    if (Boolean(goal.archivedAt) === archived) return toGoal(goal);

    const updatedAt = ctx.deps.clock.now().toISOString();
    const subtree = subtreeOf(goals, id);
    let rows: GoalRow[];
    let write: (g: GoalRow) => TxItem;
    if (archived) {
      rows = subtree.filter((g) => !g.archivedAt);
      write = (g) => ({ Update: versioned(ctx, g, { archivedAt: updatedAt, updatedAt }).params() });
    } else {
      const parent = goal.parentId ? goals.get(goal.parentId) : undefined;
      if (parent?.archivedAt) {
        throw new AppError('CONFLICT', `Its parent goal "${parent.name}" is archived; restore that one first`);
      }
      rows = subtree.filter((g) => g.archivedAt === goal.archivedAt);
      write = (g) => ({ Update: versioned(ctx, g, { updatedAt }, ['archivedAt']).params() });
    }
    // The goal itself goes in the LAST batch: should a huge subtree (> 100 rows) fail
    // half-way, the goal still shows its old state and the command can simply be repeated.
    const ordered = [...rows.filter((g) => g.goalId !== id), goal];
    for (let i = 0; i < ordered.length; i += MAX_TX_ITEMS) {
      await transact(ctx.deps.db, ordered.slice(i, i + MAX_TX_ITEMS).map(write));
    }
    const { archivedAt: _a, ...rest } = goal;
    return toGoal({ ...rest, ...(archived ? { archivedAt: updatedAt } : {}), updatedAt, version: goal.version + 1 });
  }),
);
