/**
 * Who uses a category: the server refuses to delete one while a habit, task or goal names it
 * (core/category/delete.ts answers CONFLICT listing them), so the page's delete says whom it
 * takes the category off, does that, then deletes. Framework-free.
 */
export interface CategoryUser {
  type: 'habit' | 'task' | 'goal';
  id: string;
  name: string;
  categoryIds: string[];
}

type Named = { id: string; name: string; categoryIds: string[] };

export function usersOf(categoryId: string, from: { habits: Named[]; tasks: Named[]; goals: Named[] }): CategoryUser[] {
  const pick = (type: CategoryUser['type'], list: Named[]) =>
    list.filter((x) => x.categoryIds.includes(categoryId)).map((x) => ({ type, id: x.id, name: x.name, categoryIds: x.categoryIds }));
  return [...pick('habit', from.habits), ...pick('task', from.tasks), ...pick('goal', from.goals)];
}

/** The categories a user keeps once `categoryId` is taken off it. */
export const without = (u: CategoryUser, categoryId: string) => u.categoryIds.filter((id) => id !== categoryId);
