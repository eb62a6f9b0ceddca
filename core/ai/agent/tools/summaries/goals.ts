import { completionTarget, completionXp } from '../../../../goal/complete';
import { childrenOf } from '../../../../goal/delete';
import type { CompleteGoalInput, DeleteGoalInput } from '../../../../goal/schema';
import { loadGoal } from '../../../../goal/store';
import { ownerToday } from '../../../../configuration/today';
import type { z } from 'zod';
import type { ToolContext } from '../registry';
import { count, quoted } from '../summary-text';

/** "Delete the goal 'Run a marathon' (its 2 sub-goals become top-level)". */
export async function deleteGoalSummary(ctx: ToolContext, { id }: z.output<typeof DeleteGoalInput>): Promise<string> {
  const [row, children] = await Promise.all([loadGoal(ctx, id), childrenOf(ctx, id)]);
  const n = children.length;
  const released = n === 0 ? '' : n === 1 ? ' (its sub-goal becomes top-level)' : ` (its ${count(n, 'sub-goal')} become top-level)`;
  return `Delete the goal ${quoted(row.name)}${released}`;
}

/**
 * The XP the service would move: completing pays what the goal earns today in the owner's
 * zone (xp/goal.ts), un-completing takes back the amount stored when it was paid.
 */
export async function completeGoalSummary(ctx: ToolContext, input: z.output<typeof CompleteGoalInput>): Promise<string> {
  const row = await loadGoal(ctx, input.id);
  const target = completionTarget(row, input.completed);
  const name = quoted(row.name);
  if (target === undefined) return `Leave the goal ${name} ${row.status === 'COMPLETED' ? 'completed' : 'not completed'} (it already is)`;
  if (target) return `Mark the goal ${name} completed (+${completionXp(row, await ownerToday(ctx))} XP)`;
  return `Mark the goal ${name} not completed (takes back ${row.xpAwarded} XP)`;
}
