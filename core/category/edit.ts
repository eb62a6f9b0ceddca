import type { Ctx } from '../context';
import { command } from '../util/fn';
import { retryOnConflict, transact, type TxItem } from '../util/tx';
import { Categories, CategoryNames, nameKey } from './entity';
import { EditCategoryInput } from './schema';
import { duplicateName, loadCategory, nameOwner } from './service';
import { toCategory, type Category } from './view';

/** Patch semantics: absent fields stay, `icon: null` removes the icon. XP is never edited. */
export const editCategory = command(EditCategoryInput, (ctx: Ctx, input): Promise<Category> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const userId = ctx.actor.userId;
    const row = await loadCategory(ctx, input.id);
    const name = input.name ?? row.name;
    const newKey = nameKey(name);
    const oldKey = nameKey(row.name);
    if (newKey !== oldKey) {
      const taken = await nameOwner(ctx, name);
      if (taken) throw duplicateName(name, taken);
    }
    const updatedAt = ctx.deps.clock.now().toISOString();
    const set = { name, description: input.description ?? row.description, updatedAt };
    const base = Categories(db).patch({ userId, categoryId: row.categoryId });
    const withIcon =
      input.icon === null ? base.set(set).remove(['icon']) : base.set(input.icon ? { ...set, icon: input.icon } : set);
    // Conditioned on the name we read: a concurrent rename must not leave two claims behind.
    const items: TxItem[] = [{ Update: withIcon.where((a, op) => op.eq(a.name, row.name)).params() }];
    if (newKey !== oldKey) {
      items.push(
        {
          Delete: CategoryNames(db)
            .delete({ userId, nameKey: oldKey })
            .where((a, op) => op.eq(a.categoryId, row.categoryId))
            .params(),
        },
        { Put: CategoryNames(db).create({ userId, nameKey: newKey, categoryId: row.categoryId }).params() },
      );
    }
    await transact(db, items);
    const icon = input.icon === null ? undefined : (input.icon ?? row.icon);
    return toCategory({ ...row, ...set, ...(icon ? { icon } : { icon: undefined }) });
  }),
);
