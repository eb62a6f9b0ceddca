import type { Ctx } from '../context';
import { command } from '../util/fn';
import { retryOnConflict, transact, type TxItem } from '../util/tx';
import { ChangeGoalValueInput } from './schema';
import { findGoal, loadGoal, tidy, versioned } from './store';
import { toGoal, type Goal } from './view';

/**
 * Progress rules (DOMAIN-FACTS "Goal"): the first increase moves NOT_STARTED to IN_PROGRESS,
 * and a NOT_STARTED parent with it (working on a part is working on the whole); decrease
 * floors at 0; neither changes a COMPLETED goal (its XP was computed from a finished state).
 * Reaching the target does not complete the goal: completing pays XP, and XP moves only on
 * the person's explicit request (SPEC A7).
 */
async function change(ctx: Ctx, id: string, delta: number): Promise<Goal> {
  return retryOnConflict(async () => {
    const row = await loadGoal(ctx, id);
    if (row.status === 'COMPLETED') return toGoal(row);
    const currentValue = Math.max(0, tidy(row.currentValue + delta));
    const status = delta > 0 && row.status === 'NOT_STARTED' ? 'IN_PROGRESS' : row.status;
    const updatedAt = ctx.deps.clock.now().toISOString();
    const items: TxItem[] = [{ Update: versioned(ctx, row, { currentValue, status, updatedAt }).params() }];
    if (delta > 0 && row.parentId) {
      const parent = await findGoal(ctx, row.parentId);
      if (parent?.status === 'NOT_STARTED') {
        items.push({ Update: versioned(ctx, parent, { status: 'IN_PROGRESS', updatedAt }).params() });
      }
    }
    await transact(ctx.deps.db, items);
    return toGoal({ ...row, currentValue, status, updatedAt, version: row.version + 1 });
  });
}

export const increaseGoalValue = command(ChangeGoalValueInput, (ctx: Ctx, { id, value }) => change(ctx, id, value));

export const decreaseGoalValue = command(ChangeGoalValueInput, (ctx: Ctx, { id, value }) => change(ctx, id, -value));
