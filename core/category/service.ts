import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, type Page, pageOptions, nextCursor } from '../util/page';
import { resolveByName } from '../util/resolve';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { headStart } from '../xp/head-start';
import { Categories, CategoryNames, nameKey } from './entity';
import { CreateCategoryInput, GetCategoryInput, ListCategoriesInput } from './schema';
import { toCategory, type Category } from './view';

export function duplicateName(name: string, existingId: string): AppError {
  return new AppError('CONFLICT', `You already have a category named "${name}"`, {
    fields: [{ path: 'name', message: 'A category with this name already exists' }],
    data: { existing: { id: existingId } },
  });
}

export async function loadCategory(ctx: Ctx, id: string) {
  const row = (await Categories(ctx.deps.db).get({ userId: ctx.actor.userId, categoryId: id }).go(CONSISTENT)).data;
  if (!row) throw AppError.notFound(`Category ${id}`);
  return row;
}

/** Name → owner of that name (case-insensitive), or undefined. */
export async function nameOwner(ctx: Ctx, name: string): Promise<string | undefined> {
  const claim = (await CategoryNames(ctx.deps.db).get({ userId: ctx.actor.userId, nameKey: nameKey(name) }).go(CONSISTENT)).data;
  return claim?.categoryId;
}

export const createCategory = command(CreateCategoryInput, (ctx: Ctx, input): Promise<Category> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const userId = ctx.actor.userId;
    const taken = await nameOwner(ctx, input.name);
    if (taken) throw duplicateName(input.name, taken);
    const now = ctx.deps.clock.now().toISOString();
    const row = {
      userId,
      categoryId: newId('cat'),
      name: input.name,
      description: input.description ?? '',
      ...(input.icon ? { icon: input.icon } : {}),
      experience: input.experience,
      // The experience head start (DOMAIN-FACTS): someone already at home in an area does
      // not start from zero. The amounts and their level caveat live in xp/head-start.ts.
      xp: headStart(input.experience).xp,
      useCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    // The claim's attribute_not_exists makes a concurrent same-name create lose here; the
    // retry then reports it as the duplicate it is.
    await transact(db, [
      { Put: CategoryNames(db).create({ userId, nameKey: nameKey(row.name), categoryId: row.categoryId }).params() },
      { Put: Categories(db).create(row).params() },
    ]);
    return toCategory(row);
  }),
);

export const getCategory = command(GetCategoryInput, async (ctx: Ctx, { id }): Promise<Category> =>
  toCategory(await loadCategory(ctx, id)),
);

export const listCategories = command(ListCategoriesInput, async (ctx: Ctx, input): Promise<Page<Category>> => {
  const userId = ctx.actor.userId;
  const entity = Categories(ctx.deps.db);
  const after = cursorToId(input.cursor, 'cat');
  const res = await entity.query.primary({ userId }).go(pageOptions(entity, after ? { userId, categoryId: after } : undefined, input.limit));
  return { items: res.data.map(toCategory), nextCursor: nextCursor(res, res.data.at(-1)?.categoryId) };
});

export async function allCategories(ctx: Ctx): Promise<Category[]> {
  const res = await Categories(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' });
  return res.data.map(toCategory);
}

/** Id, exact name (any case) or unique substring → the category; see util/resolve.ts. */
export async function findCategoryByName(ctx: Ctx, name: string): Promise<Category> {
  return resolveByName(await allCategories(ctx), name, 'category');
}
