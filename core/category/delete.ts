import type { Ctx } from '../context';
import { AppError } from '../errors';
import { Goals } from '../goal/entity';
import { Habits } from '../habit/entity';
import { Tasks } from '../task/entity';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { Categories, CategoryNames, nameKey } from './entity';
import { DeleteCategoryInput } from './schema';
import { loadCategory } from './service';

interface User {
  type: 'habit' | 'task' | 'goal';
  id: string;
  name: string;
}

/** Who references the category, for the refusal (only read when the counter says "in use"). */
async function usersOf(ctx: Ctx, categoryId: string): Promise<User[]> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const [habits, tasks, goals] = await Promise.all([
    Habits(db).query.primary({ userId }).where((a, op) => op.contains(a.categoryIds, categoryId)).go({ pages: 'all' }),
    Tasks(db).query.primary({ userId }).where((a, op) => op.contains(a.categoryIds, categoryId)).go({ pages: 'all' }),
    Goals(db).query.primary({ userId }).where((a, op) => op.contains(a.categoryIds, categoryId)).go({ pages: 'all' }),
  ]);
  return [
    ...habits.data.map((h) => ({ type: 'habit' as const, id: h.habitId, name: h.name })),
    ...tasks.data.map((t) => ({ type: 'task' as const, id: t.taskId, name: t.name })),
    ...goals.data.map((g) => ({ type: 'goal' as const, id: g.goalId, name: g.name })),
  ];
}

/**
 * The category a delete would remove, as the delete reads it: NOT_FOUND for an id that is not
 * the actor's, CONFLICT naming its users while anything uses it (DOMAIN-FACTS), so the person
 * (or the model) can unlink those first. The approval summary asks the same question.
 */
export async function deletableCategory(ctx: Ctx, id: string) {
  const row = await loadCategory(ctx, id);
  if (row.useCount > 0) {
    const users = await usersOf(ctx, id);
    const named = users.slice(0, 10).map((u) => `${u.type} "${u.name}"`).join(', ');
    const message = `Category "${row.name}" is still used by ${named || 'other items'}; remove it from them first`;
    throw new AppError('CONFLICT', message, { data: { usedBy: users } });
  }
  return row;
}

/**
 * Deleting a category still in use is refused (`deletableCategory`). The delete itself
 * conditions on `useCount = 0`, so a habit linked concurrently makes it fail and re-check.
 */
export const deleteCategory = command(DeleteCategoryInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const userId = ctx.actor.userId;
    const row = await deletableCategory(ctx, id);
    await transact(db, [
      { Delete: Categories(db).delete({ userId, categoryId: id }).where((a, op) => op.eq(a.useCount, 0)).params() },
      {
        Delete: CategoryNames(db)
          .delete({ userId, nameKey: nameKey(row.name) })
          .where((a, op) => op.eq(a.categoryId, id))
          .params(),
      },
    ]);
  }),
);
