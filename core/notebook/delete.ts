import type { Ctx } from '../context';
import { studyOutputKeys } from '../ai/notebook/sweep';
import { deleteKeys } from '../users/partition';
import { command } from '../util/fn';
import { CONSISTENT, MAX_TX_ITEMS, retryOnConflict, transact } from '../util/tx';
import { withoutNodes } from './board';
import { Boards } from './board-entity';
import { allBoards, saveBoard } from './board-store';
import { Cards } from './card-entity';
import { Blocks, Pages, type PageRow } from './entity';
import { findPage } from './naming';
import { PageInput } from './schema';
import { deletePageSources } from './sources-seam';
import { loadTree } from './store';
import { subtreeOf, type ById } from './tree';

type Key = { pk: string; sk: string };

/** Blocks, boards, cards and the tutor's quizzes and drafts of these pages (sources through their seam). Safe to repeat. */
async function sweepContent(ctx: Ctx, ids: Set<string>): Promise<void> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  await deletePageSources(ctx, [...ids]);
  const keys: Key[] = [];
  for (const pageId of ids) {
    const blocks = await Blocks(db).query.primary({ userId, pageId }).go({ pages: 'all', attributes: ['blockId'], ...CONSISTENT });
    for (const b of blocks.data) keys.push(Blocks(db).delete({ userId, pageId, blockId: b.blockId! }).params().Key as Key);
    keys.push(Boards(db).delete({ userId, pageId }).params().Key as Key);
  }
  const cards = await Cards(db).query.primary({ userId }).go({ pages: 'all', attributes: ['cardId', 'pageId'], ...CONSISTENT });
  for (const c of cards.data) if (ids.has(c.pageId!)) keys.push(Cards(db).delete({ userId, cardId: c.cardId! }).params().Key as Key);
  keys.push(...(await studyOutputKeys(ctx, ids)));
  await deleteKeys(db, keys);
}

/** PAGE nodes elsewhere that point into the deleted pages come off their boards (with their edges). */
async function unlink(ctx: Ctx, pages: ById<PageRow>, ids: Set<string>): Promise<void> {
  for (const board of await allBoards(ctx)) {
    const page = pages.get(board.pageId);
    if (!page || ids.has(board.pageId)) continue;
    const gone = new Set(board.nodes.filter((n) => n.pageId && ids.has(n.pageId)).map((n) => n.id));
    if (gone.size) await saveBoard(ctx, page, board, withoutNodes(board, gone));
  }
}

/**
 * DELETE a page and its whole subtree, with their blocks, boards and cards (CONTRACT). The
 * content goes first, the page rows last, each row conditioned on the version read: anything
 * added under one of these pages meanwhile bumped it (store.ts `bumpPage`), so the delete
 * fails its condition, re-reads and sweeps again. A run that dies half-way leaves pages with
 * less content; repeating the delete finishes it. XP a page paid stays with the person.
 */
export const deletePage = command(PageInput, (ctx: Ctx, { page }): Promise<{ deleted: string[] }> =>
  retryOnConflict(async () => {
    const pages = await loadTree(ctx);
    const root = findPage(pages, page);
    const subtree = subtreeOf(pages, root.pageId);
    const ids = new Set(subtree.map((p) => p.pageId));
    await sweepContent(ctx, ids);
    await unlink(ctx, pages, ids);
    // Leaves first, the named page last: a half-done delete still shows the page it was asked to remove.
    const ordered = [...subtree.slice(1).reverse(), root];
    for (let i = 0; i < ordered.length; i += MAX_TX_ITEMS) {
      await transact(
        ctx.deps.db,
        ordered.slice(i, i + MAX_TX_ITEMS).map((p) => ({
          Delete: Pages(ctx.deps.db)
            .delete({ userId: ctx.actor.userId, pageId: p.pageId })
            .where((a, op) => op.eq(a.version, p.version))
            .params(),
        })),
      );
    }
    return { deleted: ordered.map((p) => p.pageId) };
  }),
);
