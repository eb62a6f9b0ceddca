import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, nextCursor, pageOptions, type Page } from '../util/page';
import { CONSISTENT, retryOnConflict, transact, type TxItem } from '../util/tx';
import { Blocks, Pages, type PageRow } from './entity';
import { findPage, resolvePage } from './naming';
import { CreatePageInput, EditPageInput, ListTopicsInput, PageInput, ResolvePageInput } from './schema';
import { pageSources } from './sources-seam';
import { pageUpdate } from './status';
import { loadTree, unchanged, versioned } from './store';
import { ancestorsOf, canPlaceUnder, depthOf, MAX_PAGE_DEPTH, type ById } from './tree';
import { toPage, toSummary, type PageSummary, type PageView } from './view';

/** Pages per person: every command loads them all to resolve names. */
export const MAX_PAGES = 1000;

export async function pageView(ctx: Ctx, pages: ById<PageRow>, row: PageRow): Promise<PageView> {
  const blocks = await Blocks(ctx.deps.db).query.primary({ userId: ctx.actor.userId, pageId: row.pageId }).go({ pages: 'all', ...CONSISTENT });
  return toPage(pages, row, blocks.data, await pageSources(ctx, row.pageId));
}

/**
 * A new parent is bumped (so a concurrent delete or move of it re-reads and sees the child)
 * and its ancestors version-checked (so a concurrent move cannot push the tree past the cap).
 */
function parentGuards(ctx: Ctx, pages: ById<PageRow>, parent: PageRow, moving?: string): TxItem[] {
  return [versioned(ctx, parent, {}), ...ancestorsOf(pages, parent.pageId).filter((a) => a.pageId !== moving).map((a) => unchanged(ctx, a))];
}

export const createPage = command(CreatePageInput, (ctx: Ctx, input): Promise<PageView> =>
  retryOnConflict(async () => {
    const pages = await loadTree(ctx);
    if (pages.size >= MAX_PAGES) throw new AppError('CONFLICT', `The notebook holds at most ${MAX_PAGES} pages; delete some first`);
    const parent = input.parentId ? findPage(pages, input.parentId, 'parentId') : undefined;
    if (parent && depthOf(pages, parent.pageId) >= MAX_PAGE_DEPTH) {
      throw new AppError('CONFLICT', `Pages nest at most ${MAX_PAGE_DEPTH} levels deep; "${parent.title}" is already at level ${MAX_PAGE_DEPTH}`);
    }
    const now = ctx.deps.clock.now().toISOString();
    const row: PageRow = {
      pageId: newId('nbp'),
      title: input.title,
      ...(parent ? { parentId: parent.pageId } : {}),
      boardStatus: 'TO_STUDY',
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    const put: TxItem = { Put: Pages(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() };
    await transact(ctx.deps.db, [put, ...(parent ? parentGuards(ctx, pages, parent) : [])]);
    pages.set(row.pageId, row);
    return toPage(pages, row, [], []);
  }),
);

export const getPage = command(PageInput, async (ctx: Ctx, { page }): Promise<PageView> => {
  const { page: row, pages } = await resolvePage(ctx, page);
  return pageView(ctx, pages, row);
});

/** GET /notebook/pages/resolve?title= : the same resolver the tools use. */
export const resolvePageByTitle = command(ResolvePageInput, async (ctx: Ctx, { title }): Promise<PageView> => {
  const { page, pages } = await resolvePage(ctx, title, 'title');
  return pageView(ctx, pages, page);
});

export const listTopics = command(ListTopicsInput, async (ctx: Ctx, input): Promise<Page<PageSummary>> => {
  const userId = ctx.actor.userId;
  const entity = Pages(ctx.deps.db);
  const after = cursorToId(input.cursor, 'nbp');
  const res = await entity.query
    .primary({ userId })
    .where((a, op) => op.notExists(a.parentId))
    .go(pageOptions(entity, after ? { userId, pageId: after } : undefined, input.limit));
  return { items: (res.data as PageRow[]).map(toSummary), nextCursor: nextCursor(res, res.data.at(-1)?.pageId) };
});

/** Rename, re-parent (null: a topic), or set the status by hand (null: the board's again). */
export const editPage = command(EditPageInput, (ctx: Ctx, input): Promise<PageView> =>
  retryOnConflict(async () => {
    const pages = await loadTree(ctx);
    const page = findPage(pages, input.page);
    const guards: TxItem[] = [];
    let parentId: string | null | undefined;
    if (input.parentId === null) parentId = page.parentId ? null : undefined;
    else if (input.parentId !== undefined) {
      const parent = findPage(pages, input.parentId, 'parentId');
      if (parent.pageId !== page.parentId) {
        const check = canPlaceUnder(pages, page.pageId, parent.pageId);
        if (!check.ok && check.reason === 'CYCLE') {
          throw new AppError('CONFLICT', `"${page.title}" cannot go under "${parent.title}": that page is inside it (a cycle)`);
        }
        if (!check.ok) throw new AppError('CONFLICT', `Moving "${page.title}" under "${parent.title}" would nest pages deeper than ${MAX_PAGE_DEPTH} levels`);
        guards.push(...parentGuards(ctx, pages, parent, page.pageId));
        parentId = parent.pageId;
      }
    }
    const { items, next } = await pageUpdate(ctx, page, { title: input.title, parentId, manualStatus: input.status });
    await transact(ctx.deps.db, [...items, ...guards]);
    pages.set(next.pageId, next);
    return pageView(ctx, pages, next);
  }),
);
