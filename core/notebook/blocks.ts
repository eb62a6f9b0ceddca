import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { AddBlockInput, AddDiagramInput, AddNoteInput, BlockInput, EditBlockInput, MAX_BLOCKS } from './block-schema';
import { Blocks, type BlockRow, type BlockType } from './entity';
import { diagramProblem } from './mermaid';
import { resolvePage } from './naming';
import { plainText } from './plain';
import { bumpPage } from './store';
import { toBlock, type BlockView } from './view';

const plainOf = (type: BlockType, text: string) => (type === 'text' ? plainText(text) : text);

/**
 * Append a block at the end of the page (blocks sort by their time-ordered id). The page is
 * bumped in the same transaction: a delete that swept this page's blocks before this one
 * landed fails its version condition and sweeps again; a page already gone fails the bump,
 * and the re-read answers NOT_FOUND.
 */
function append(ctx: Ctx, ref: string, type: BlockType, text: string): Promise<BlockView> {
  return retryOnConflict(() => appendOnce(ctx, ref, type, text));
}

async function appendOnce(ctx: Ctx, ref: string, type: BlockType, text: string): Promise<BlockView> {
  const { page } = await resolvePage(ctx, ref);
  const userId = ctx.actor.userId;
  const existing = await Blocks(ctx.deps.db).query.primary({ userId, pageId: page.pageId }).go({ pages: 'all', attributes: ['blockId'], ...CONSISTENT });
  if (existing.data.length >= MAX_BLOCKS) {
    throw new AppError('CONFLICT', `A page holds at most ${MAX_BLOCKS} blocks; "${page.title}" is full — start a sub-page`);
  }
  const now = ctx.deps.clock.now().toISOString();
  const row: BlockRow = { pageId: page.pageId, blockId: newId('nbb'), type, text, plain: plainOf(type, text), createdAt: now, updatedAt: now };
  await transact(ctx.deps.db, [{ Put: Blocks(ctx.deps.db).create({ userId, ...row }).params() }, bumpPage(ctx, page.pageId)]);
  return toBlock(row);
}

export const addNote = command(AddNoteInput, (ctx: Ctx, { page, text }) => append(ctx, page, 'text', text));
export const addDiagram = command(AddDiagramInput, (ctx: Ctx, { page, text }) => append(ctx, page, 'diagram', text));
export const addBlock = command(AddBlockInput, (ctx: Ctx, { page, type, text }) => append(ctx, page, type, text));

async function loadBlock(ctx: Ctx, ref: string, blockId: string): Promise<BlockRow> {
  const { page } = await resolvePage(ctx, ref);
  const row = (await Blocks(ctx.deps.db).get({ userId: ctx.actor.userId, pageId: page.pageId, blockId }).go(CONSISTENT)).data;
  if (!row) throw AppError.notFound(`Block ${blockId} on page "${page.title}"`);
  return row as BlockRow;
}

/** The block keeps its type; a diagram's new text must still pass the Mermaid checks. */
export const editBlock = command(EditBlockInput, async (ctx: Ctx, { page, block, text }): Promise<BlockView> => {
  const row = await loadBlock(ctx, page, block);
  const problem = row.type === 'diagram' ? diagramProblem(text) : null;
  if (problem) throw AppError.validation([{ path: 'text', message: problem }]);
  const now = ctx.deps.clock.now().toISOString();
  const plain = plainOf(row.type, text);
  try {
    await Blocks(ctx.deps.db).patch({ userId: ctx.actor.userId, pageId: row.pageId, blockId: row.blockId }).set({ text, plain, updatedAt: now }).go({ response: 'none' });
  } catch (err) {
    if (isConditionFailed(err)) throw AppError.notFound(`Block ${block}`);
    throw err;
  }
  return toBlock({ ...row, text, plain, updatedAt: now });
});

export const deleteBlock = command(BlockInput, async (ctx: Ctx, { page, block }): Promise<void> => {
  const row = await loadBlock(ctx, page, block);
  await Blocks(ctx.deps.db).delete({ userId: ctx.actor.userId, pageId: row.pageId, blockId: row.blockId }).go({ response: 'none' });
});
