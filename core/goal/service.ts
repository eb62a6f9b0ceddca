import { categoryRefItems, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, type Page, pageOptions, nextCursor } from '../util/page';
import { resolveByName } from '../util/resolve';
import { ownerToday } from '../configuration/today';
import { retryOnConflict, transact, type TxItem } from '../util/tx';
import { Goals } from './entity';
import { CreateGoalInput, GetGoalInput, ListGoalsInput } from './schema';
import { allGoalRows, loadGoal, unchanged, versioned } from './store';
import { MAX_DEPTH } from './tree';
import { toGoal, type Goal } from './view';

/** The new parent must exist, be active and leave room for one more level; guarded by versions. */
async function parentItems(ctx: Ctx, parentId: string): Promise<TxItem[]> {
  const chain = [await loadGoal(ctx, parentId, 'parentId')];
  while (chain.length <= MAX_DEPTH && chain.at(-1)!.parentId) chain.push(await loadGoal(ctx, chain.at(-1)!.parentId!));
  const parent = chain[0]!;
  if (parent.archivedAt) throw new AppError('CONFLICT', `Goal "${parent.name}" is archived and cannot take new goals under it`);
  if (chain.length >= MAX_DEPTH) {
    const message = `Goals nest at most ${MAX_DEPTH} levels deep; "${parent.name}" is already at level ${chain.length}`;
    throw new AppError('CONFLICT', message);
  }
  // Bumping the parent makes a concurrent delete/archive of it (which conditions on its
  // version) re-read and see the new child.
  const bump = versioned(ctx, parent, {}).where((a, op) => op.notExists(a.archivedAt));
  return [{ Update: bump.params() }, ...chain.slice(1).map((g) => unchanged(ctx, g))];
}

export const createGoal = command(CreateGoalInput, (ctx: Ctx, input): Promise<Goal> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const categoryIds = input.categoryIds ?? [];
    await requireCategories(ctx, categoryIds);
    const startDate = input.startDate ?? (await ownerToday(ctx));
    if (input.endDate && input.endDate < startDate) {
      throw AppError.validation([{ path: 'endDate', message: `Must not be before the start date (${startDate})` }]);
    }
    const tree = input.parentId ? await parentItems(ctx, input.parentId) : [];
    const currentValue = input.currentValue ?? 0;
    const now = ctx.deps.clock.now().toISOString();
    const row = {
      userId: ctx.actor.userId,
      goalId: newId('gol'),
      name: input.name,
      ...(input.icon ? { icon: input.icon } : {}),
      description: input.description ?? '',
      motivation: input.motivation ?? '',
      targetValue: input.targetValue,
      currentValue,
      unit: input.unit ?? 'times',
      // "Creating as COMPLETED stores IN_PROGRESS" (DOMAIN-FACTS): XP is only ever paid by
      // completing, so a goal cannot be born completed with nothing paid or taken back.
      status:
        input.status === 'COMPLETED'
          ? ('IN_PROGRESS' as const)
          : (input.status ?? (currentValue > 0 ? 'IN_PROGRESS' : 'NOT_STARTED')),
      term: input.term ?? 'SHORT',
      startDate,
      ...(input.endDate ? { endDate: input.endDate } : {}),
      categoryIds,
      ...(input.parentId ? { parentId: input.parentId } : {}),
      xpAwarded: 0,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await transact(db, [{ Put: Goals(db).create(row).params() }, ...tree, ...categoryRefItems(ctx, categoryIds, [])]);
    return toGoal(row);
  }),
);

export const getGoal = command(GetGoalInput, async (ctx: Ctx, { id }): Promise<Goal> => toGoal(await loadGoal(ctx, id)));

export const listGoals = command(ListGoalsInput, async (ctx: Ctx, input): Promise<Page<Goal>> => {
  const userId = ctx.actor.userId;
  const entity = Goals(ctx.deps.db);
  const after = cursorToId(input.cursor, 'gol');
  const res = await entity.query
    .primary({ userId })
    .where((a, op) =>
      input.archived === 'exclude' ? op.notExists(a.archivedAt) : input.archived === 'only' ? op.exists(a.archivedAt) : '',
    )
    .go(pageOptions(entity, after ? { userId, goalId: after } : undefined, input.limit));
  return { items: res.data.map(toGoal), nextCursor: nextCursor(res, res.data.at(-1)?.goalId) };
});

/** Id, exact name (any case) or unique substring → the goal, archived ones included. */
export async function findGoalByName(ctx: Ctx, name: string): Promise<Goal> {
  return resolveByName((await allGoalRows(ctx)).map(toGoal), name, 'goal');
}
