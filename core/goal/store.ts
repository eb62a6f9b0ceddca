import type { Ctx } from '../context';
import { AppError } from '../errors';
import { CONSISTENT, versionCheck, type TxItem } from '../util/tx';
import { Goals } from './entity';
import type { GoalRow } from './view';

export async function findGoal(ctx: Ctx, id: string): Promise<GoalRow | undefined> {
  return (await Goals(ctx.deps.db).get({ userId: ctx.actor.userId, goalId: id }).go(CONSISTENT)).data ?? undefined;
}

export async function loadGoal(ctx: Ctx, id: string, field?: string): Promise<GoalRow> {
  const row = await findGoal(ctx, id);
  if (!row) {
    const fields = field ? [{ path: field, message: `No goal with id "${id}"` }] : undefined;
    throw new AppError('NOT_FOUND', `Goal ${id} not found`, fields ? { fields } : {});
  }
  return row;
}

/** Every goal of the actor (trees are checked over the whole set; people have dozens, not thousands). */
export async function allGoalRows(ctx: Ctx): Promise<GoalRow[]> {
  return (await Goals(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT })).data;
}

type Settable = Partial<Omit<GoalRow, 'goalId' | 'version'>>;
type Removable = 'icon' | 'endDate' | 'parentId' | 'archivedAt' | 'completedAt' | 'completedOn' | 'paidCategoryIds';

/**
 * A patch that commits only if the goal is still at the version read, and bumps it. Callers
 * may chain further `.where()` conditions (ElectroDB allows nothing else after `where`).
 */
export function versioned(ctx: Ctx, row: Pick<GoalRow, 'goalId' | 'version'>, set: Settable, remove: Removable[] = []) {
  const patch = Goals(ctx.deps.db).patch({ userId: ctx.actor.userId, goalId: row.goalId }).set(set).add({ version: 1 });
  return (remove.length ? patch.remove(remove) : patch).where((a, op) => op.eq(a.version, row.version));
}

/** "This goal is still as I read it", without writing it. */
export function unchanged(ctx: Ctx, row: Pick<GoalRow, 'goalId' | 'version'>): TxItem {
  return versionCheck(Goals(ctx.deps.db).get({ userId: ctx.actor.userId, goalId: row.goalId }).params(), row.version);
}

/** Goal amounts are decimals (km, kg): keep sums free of float dust like 0.30000000000000004. */
export function tidy(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
