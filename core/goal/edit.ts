import { categoryRefItems, refDiff, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { EditGoalInput } from './schema';
import { loadGoal, versioned } from './store';
import { toGoal, type Goal } from './view';

/**
 * Patch semantics; `endDate: null` and `icon: null` clear. A completed goal keeps its status
 * here: un-completing goes through `complete`, which takes its XP back.
 */
export const editGoal = command(EditGoalInput, (ctx: Ctx, input): Promise<Goal> =>
  retryOnConflict(async () => {
    const row = await loadGoal(ctx, input.id);
    if (input.status && row.status === 'COMPLETED') {
      const message = `Goal "${row.name}" is completed; un-complete it with complete so its XP is taken back`;
      throw new AppError('CONFLICT', message, {
        fields: [{ path: 'status', message: 'Use complete to change a completed goal\'s status' }],
      });
    }
    const startDate = input.startDate ?? row.startDate;
    const endDate = input.endDate === undefined ? row.endDate : (input.endDate ?? undefined);
    if (endDate && endDate < startDate) {
      const path = input.endDate ? 'endDate' : 'startDate';
      const message = `The end date (${endDate}) must not be before the start date (${startDate})`;
      throw AppError.validation([{ path, message }]);
    }
    const categoryIds = input.categoryIds ?? row.categoryIds;
    if (input.categoryIds) await requireCategories(ctx, input.categoryIds);

    const { id: _id, icon, endDate: _e, categoryIds: _c, ...given } = input;
    const set = {
      ...given,
      categoryIds,
      updatedAt: ctx.deps.clock.now().toISOString(),
      ...(icon ? { icon } : {}),
      ...(endDate ? { endDate } : {}),
    };
    const clear = [...(icon === null ? (['icon'] as const) : []), ...(input.endDate === null ? (['endDate'] as const) : [])];
    const update = versioned(ctx, row, set, clear);
    const { added, removed } = refDiff(row.categoryIds, categoryIds);
    await transact(ctx.deps.db, [{ Update: update.params() }, ...categoryRefItems(ctx, added, removed)]);
    return toGoal({
      ...row,
      ...set,
      icon: icon === null ? undefined : (icon ?? row.icon),
      endDate,
      version: row.version + 1,
    });
  }),
);
