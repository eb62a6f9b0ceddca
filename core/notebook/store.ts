import type { Ctx } from '../context';
import { CONSISTENT, versionCheck, type TxItem } from '../util/tx';
import { Pages, type PageRow } from './entity';
import { byId, type ById } from './tree';

/** Every page of the actor (names are resolved over the set; people have dozens, not thousands). */
export async function allPageRows(ctx: Ctx): Promise<PageRow[]> {
  return (await Pages(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT })).data as PageRow[];
}

export async function loadTree(ctx: Ctx): Promise<ById<PageRow>> {
  return byId(await allPageRows(ctx));
}

type Settable = Partial<Omit<PageRow, 'pageId' | 'version' | 'createdAt'>>;

/** A page patch that commits only at the version read, and bumps it. */
export function versioned(ctx: Ctx, row: Pick<PageRow, 'pageId' | 'version'>, set: Settable, remove: ('parentId' | 'manualStatus')[] = []): TxItem {
  const patch = Pages(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, pageId: row.pageId })
    .set({ ...set, updatedAt: ctx.deps.clock.now().toISOString() })
    .add({ version: 1 });
  return { Update: (remove.length ? patch.remove(remove) : patch).where((a, op) => op.eq(a.version, row.version)).params() };
}

/**
 * "Something was added under this page": bump its version, and only while it exists. No
 * condition on the version itself, so concurrent additions never conflict with each other —
 * only with a delete that read the version before (delete.ts).
 */
export function bumpPage(ctx: Ctx, pageId: string): TxItem {
  return { Update: Pages(ctx.deps.db).patch({ userId: ctx.actor.userId, pageId }).add({ version: 1 }).params() };
}

/** "This page is still as I read it", without writing it (a new parent's ancestors). */
export function unchanged(ctx: Ctx, row: Pick<PageRow, 'pageId' | 'version'>): TxItem {
  return versionCheck(Pages(ctx.deps.db).get({ userId: ctx.actor.userId, pageId: row.pageId }).params(), row.version);
}
