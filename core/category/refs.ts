/**
 * Habits, tasks and goals reference categories by id. Two rules meet here:
 * - a referenced id must be one of the ACTOR's categories (the key comes from the actor, so
 *   another user's id simply does not exist here → NOT_FOUND, never "not yours");
 * - a category in use cannot be deleted (DOMAIN-FACTS). Every link/unlink moves the
 *   category's `useCount` in the same transaction as the referencing write; `patch` makes the
 *   link fail if the category vanished between the check and the write.
 */
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { CONSISTENT, type TxItem } from '../util/tx';
import { Categories } from './entity';

export async function requireCategories(ctx: Ctx, ids: string[], path = 'categoryIds'): Promise<void> {
  const userId = ctx.actor.userId;
  const rows = await Promise.all(ids.map((categoryId) => Categories(ctx.deps.db).get({ userId, categoryId }).go(CONSISTENT)));
  const missing = ids.flatMap((id, i) => (rows[i]?.data ? [] : [{ id, path: `${path}.${i}` }]));
  if (missing.length) {
    throw new AppError('NOT_FOUND', `Category not found: ${missing.map((m) => m.id).join(', ')}`, {
      fields: missing.map(({ id, path: p }) => ({ path: p, message: `No category with id "${id}"` })),
    });
  }
}

export function categoryRefItems(ctx: Ctx, added: string[], removed: string[]): TxItem[] {
  const userId = ctx.actor.userId;
  const change = (categoryId: string, by: number): TxItem => ({
    Update: Categories(ctx.deps.db).patch({ userId, categoryId }).add({ useCount: by }).params(),
  });
  return [...added.map((id) => change(id, 1)), ...removed.map((id) => change(id, -1))];
}

/** What an edit from `before` to `after` links and unlinks. */
export function refDiff(before: string[], after: string[]): { added: string[]; removed: string[] } {
  return { added: after.filter((id) => !before.includes(id)), removed: before.filter((id) => !after.includes(id)) };
}
