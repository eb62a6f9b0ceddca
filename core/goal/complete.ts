import { categoryAccounts } from '../category/xp';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { retryOnConflict, transact } from '../util/tx';
import { goalXp } from '../xp/goal';
import { payoutItems, userAccount } from '../xp/payout';
import { CompleteGoalInput } from './schema';
import { loadGoal, versioned } from './store';
import { toGoal, type Goal, type GoalRow } from './view';

/**
 * What completing `row` on the owner's `day` pays. All four factors are read off the goal
 * (xp/goal.ts), so the amount is fixed at this moment and stored: a later edit of the target
 * cannot change what un-completing takes back (`row.xpAwarded`).
 */
export function completionXp(row: GoalRow, day: string): number {
  return goalXp({ targetValue: row.targetValue, startDate: row.startDate, endDate: row.endDate, completedOn: day });
}

/**
 * Which way a call goes on the goal as read: true completes, false un-completes, undefined
 * when it already is as asked (nothing changes). An archived goal is refused either way.
 */
export function completionTarget(row: GoalRow, completed: boolean | undefined): boolean | undefined {
  const target = completed ?? row.status !== 'COMPLETED';
  if ((row.status === 'COMPLETED') === target) return undefined;
  if (row.archivedAt) throw new AppError('CONFLICT', `Goal "${row.name}" is archived; restore it first`);
  return target;
}

async function complete(ctx: Ctx, row: GoalRow): Promise<GoalRow> {
  const day = await ownerToday(ctx);
  const xp = completionXp(row, day);
  const accounts = [await userAccount(ctx), ...(await categoryAccounts(ctx, row.categoryIds))];
  const now = ctx.deps.clock.now().toISOString();
  const set = {
    status: 'COMPLETED' as const,
    completedAt: now,
    completedOn: day,
    xpAwarded: xp,
    paidCategoryIds: accounts.filter((a) => a.type === 'category').map((a) => a.id),
    updatedAt: now,
  };
  const goalUpdate = versioned(ctx, row, set).where((a, op) => op.ne(a.status, 'COMPLETED'));
  await transact(ctx.deps.db, [
    { Update: goalUpdate.params() },
    ...payoutItems(ctx, accounts, day, xp, [{ type: 'goal', id: row.goalId }]),
  ]);
  return { ...row, ...set, version: row.version + 1 };
}

async function uncomplete(ctx: Ctx, row: GoalRow): Promise<GoalRow> {
  // Booked on the day it was earned, so history shows the day as if it had never been paid.
  const day = row.completedOn ?? (await ownerToday(ctx));
  const accounts = [await userAccount(ctx), ...(await categoryAccounts(ctx, row.paidCategoryIds ?? []))];
  const set = { status: 'IN_PROGRESS' as const, xpAwarded: 0, updatedAt: ctx.deps.clock.now().toISOString() };
  const goalUpdate = versioned(ctx, row, set, ['completedAt', 'completedOn', 'paidCategoryIds']).where((a, op) =>
    op.eq(a.status, 'COMPLETED'),
  );
  await transact(ctx.deps.db, [
    { Update: goalUpdate.params() },
    ...payoutItems(ctx, accounts, day, -row.xpAwarded, [{ type: 'goal', id: row.goalId }]),
  ]);
  const { completedAt: _a, completedOn: _o, paidCategoryIds: _p, ...rest } = row;
  return { ...rest, ...set, version: row.version + 1 };
}

/**
 * Complete is a toggle (DOMAIN-FACTS): completing pays goal XP to the user, the goal and its
 * categories; un-completing takes back exactly the stored amount (never below 0).
 *
 * Paid once: the payout and the status change are one transaction conditioned on the version
 * read. Of two concurrent completes one commits; the other fails its condition, re-reads,
 * finds the goal already in the state it was asked for and returns it — it does NOT toggle
 * again, because the direction is fixed by the first read (or by `completed`).
 */
export const completeGoal = command(CompleteGoalInput, async (ctx: Ctx, input): Promise<Goal> => {
  let target: boolean | undefined = input.completed;
  return retryOnConflict(async () => {
    const row = await loadGoal(ctx, input.id);
    target ??= row.status !== 'COMPLETED';
    const go = completionTarget(row, target);
    if (go === undefined) return toGoal(row);
    return toGoal(await (go ? complete(ctx, row) : uncomplete(ctx, row)));
  });
});
