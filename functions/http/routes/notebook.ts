import { Hono } from 'hono';
import { addBlock, addNote, deleteBlock, editBlock } from '../../../core/notebook/blocks';
import { connectNodes, disconnectNodes, reorderBoard } from '../../../core/notebook/board-edges';
import { addNode, editNode, getBoard, removeNode } from '../../../core/notebook/board-service';
import { createCard, deleteCard, dueCards, editCard, listCards } from '../../../core/notebook/cards';
import { deletePage } from '../../../core/notebook/delete';
import { createPage, editPage, getPage, listTopics, resolvePageByTitle } from '../../../core/notebook/pages';
import { reviewCard } from '../../../core/notebook/review';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';
import { sourceRoutes } from './sources';

/** Path ids go into the body under the names the shared schemas use, so they are validated the same way. */
const page = (c: AppContext) => ({ page: c.req.param('id') });
const withPage = async (c: AppContext, more: Record<string, unknown> = {}) => withFields(await readJson(c), { ...page(c), ...more });
const card = (c: AppContext) => ({ id: c.req.param('id') });
const noContent = (c: AppContext) => c.body(null, 204);

/** The study notebook (D11, CONTRACT "Study notebook"): pages, blocks, boards, flashcards; sources (./sources.ts). */
export const notebookRoutes = new Hono<AppEnv>()
  .route('/', sourceRoutes)
  .get('/topics', async (c) => c.json(await listTopics(ctxOf(c), c.req.query())))
  .post('/pages', async (c) => c.json(await createPage(ctxOf(c), await readJson(c)), 201))
  .get('/pages/resolve', async (c) => c.json(await resolvePageByTitle(ctxOf(c), { title: c.req.query('title') })))
  .get('/pages/:id', async (c) => c.json(await getPage(ctxOf(c), page(c))))
  .patch('/pages/:id', async (c) => c.json(await editPage(ctxOf(c), await withPage(c))))
  .delete('/pages/:id', async (c) => (await deletePage(ctxOf(c), page(c)), noContent(c)))
  .post('/pages/:id/notes', async (c) => c.json(await addNote(ctxOf(c), await withPage(c)), 201))
  .post('/pages/:id/blocks', async (c) => c.json(await addBlock(ctxOf(c), await withPage(c)), 201))
  .patch('/pages/:id/blocks/:blockId', async (c) => c.json(await editBlock(ctxOf(c), await withPage(c, { block: c.req.param('blockId') }))))
  .delete('/pages/:id/blocks/:blockId', async (c) => (await deleteBlock(ctxOf(c), { ...page(c), block: c.req.param('blockId') }), noContent(c)))
  .get('/pages/:id/board', async (c) => c.json(await getBoard(ctxOf(c), page(c))))
  .post('/pages/:id/board/nodes', async (c) => c.json(await addNode(ctxOf(c), await withPage(c)), 201))
  .patch('/pages/:id/board/nodes/:nodeId', async (c) => c.json(await editNode(ctxOf(c), await withPage(c, { node: c.req.param('nodeId') }))))
  .delete('/pages/:id/board/nodes/:nodeId', async (c) => (await removeNode(ctxOf(c), { ...page(c), node: c.req.param('nodeId') }), noContent(c)))
  .post('/pages/:id/board/edges', async (c) => c.json(await connectNodes(ctxOf(c), await withPage(c)), 201))
  .delete('/pages/:id/board/edges/:edgeId', async (c) => (await disconnectNodes(ctxOf(c), { ...page(c), edge: c.req.param('edgeId') }), noContent(c)))
  .put('/pages/:id/board/order', async (c) => c.json(await reorderBoard(ctxOf(c), await withPage(c))))
  .get('/pages/:id/cards', async (c) => c.json(await listCards(ctxOf(c), { ...c.req.query(), ...page(c) })))
  .post('/pages/:id/cards', async (c) => c.json(await createCard(ctxOf(c), await withPage(c)), 201))
  .get('/cards/due', async (c) => c.json(await dueCards(ctxOf(c), c.req.query())))
  .patch('/cards/:id', async (c) => c.json(await editCard(ctxOf(c), withFields(await readJson(c), card(c)))))
  .delete('/cards/:id', async (c) => (await deleteCard(ctxOf(c), card(c)), noContent(c)))
  .post('/cards/:id/review', async (c) => c.json(await reviewCard(ctxOf(c), withFields(await readJson(c), card(c)))));
