import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { retryOnConflict, transact, type TxItem } from '../util/tx';
import { MoveGoalInput, MoveGoalUnderInput } from './schema';
import { findGoalByName } from './service';
import { allGoalRows, unchanged, versioned } from './store';
import { ancestorsOf, byId, canPlaceUnder, MAX_DEPTH } from './tree';
import { toGoal, type Goal } from './view';

/**
 * Move-under (SPEC D2): re-parent without resending any field; null makes it top-level.
 * Refused with CONFLICT: under itself or a descendant (a cycle), deeper than 3 levels, or
 * under an archived goal. The new parent is bumped and its ancestors version-checked, so
 * two moves closing a cycle concurrently cannot both commit (tree.ts).
 */
export const moveGoal = command(MoveGoalInput, (ctx: Ctx, { id, parentId }): Promise<Goal> =>
  retryOnConflict(async () => {
    const goals = byId(await allGoalRows(ctx));
    const goal = goals.get(id);
    if (!goal) throw AppError.notFound(`Goal ${id}`);
    if ((goal.parentId ?? null) === parentId) return toGoal(goal);

    const updatedAt = ctx.deps.clock.now().toISOString();
    const items: TxItem[] = [];
    if (parentId === null) {
      items.push({ Update: versioned(ctx, goal, { updatedAt }, ['parentId']).params() });
    } else {
      const parent = goals.get(parentId);
      if (!parent) {
        throw new AppError('NOT_FOUND', `Goal ${parentId} not found`, {
          fields: [{ path: 'parentId', message: `No goal with id "${parentId}"` }],
        });
      }
      const check = canPlaceUnder(goals, id, parentId);
      if (!check.ok && check.reason === 'CYCLE') {
        throw new AppError('CONFLICT', `"${goal.name}" cannot go under "${parent.name}": that goal is inside it (a cycle)`);
      }
      if (!check.ok) {
        const message = `Moving "${goal.name}" under "${parent.name}" would nest goals deeper than ${MAX_DEPTH} levels`;
        throw new AppError('CONFLICT', message);
      }
      if (parent.archivedAt) {
        throw new AppError('CONFLICT', `Goal "${parent.name}" is archived and cannot take goals under it`);
      }
      items.push(
        { Update: versioned(ctx, goal, { parentId, updatedAt }).params() },
        { Update: versioned(ctx, parent, {}).params() },
        ...ancestorsOf(goals, parentId).map((a) => unchanged(ctx, a)),
      );
    }
    await transact(ctx.deps.db, items);
    const { parentId: _p, ...rest } = goal;
    return toGoal({ ...rest, ...(parentId ? { parentId } : {}), updatedAt, version: goal.version + 1 });
  }),
);

/** The agent's move-under: names resolved like every other name (never guessed), then moveGoal. */
export const moveGoalUnder = command(MoveGoalUnderInput, async (ctx: Ctx, { goal, parent }): Promise<Goal> => {
  const child = await findGoalByName(ctx, goal);
  const parentId = parent === null ? null : (await findGoalByName(ctx, parent)).id;
  return moveGoal(ctx, { id: child.id, parentId });
});
