import { completionTarget, completionXp } from '../../../../goal/complete';
import { childrenOf } from '../../../../goal/delete';
import type { CompleteGoalInput, DeleteGoalInput } from '../../../../goal/schema';
import { loadGoal } from '../../../../goal/store';
import { ownerToday } from '../../../../configuration/today';
import type { z } from 'zod';
import type { ToolContext } from '../registry';
import { quoted } from '../summary-text';
import { summaryWords } from '../summary-words';

/** "Delete the goal 'Run a marathon' (its 2 sub-goals become top-level)". */
export async function deleteGoalSummary(ctx: ToolContext, { id }: z.output<typeof DeleteGoalInput>): Promise<string> {
  const [row, children, w] = await Promise.all([loadGoal(ctx, id), childrenOf(ctx, id), summaryWords(ctx)]);
  return w.deleteGoal(quoted(row.name), children.length);
}

/**
 * The XP the service would move: completing pays what the goal earns today in the owner's
 * zone (xp/goal.ts), un-completing takes back the amount stored when it was paid.
 */
export async function completeGoalSummary(ctx: ToolContext, input: z.output<typeof CompleteGoalInput>): Promise<string> {
  const [row, w] = await Promise.all([loadGoal(ctx, input.id), summaryWords(ctx)]);
  const target = completionTarget(row, input.completed);
  const name = quoted(row.name);
  if (target === undefined) return w.leaveGoal(name, row.status === 'COMPLETED');
  if (target) return w.completeGoal(name, completionXp(row, await ownerToday(ctx)));
  return w.uncompleteGoal(name, row.xpAwarded);
}
