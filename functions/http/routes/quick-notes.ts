import { Hono } from 'hono';
import { convertQuickNoteToTask } from '../../../core/ideas/convert';
import { archiveQuickNote, deleteQuickNote, editQuickNote, moveQuickNote, restoreQuickNote } from '../../../core/ideas/edit';
import { createQuickNote, getQuickNote, listQuickNotes } from '../../../core/ideas/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

const id = (c: AppContext) => ({ id: c.req.param('id') });
const bodyWithId = async (c: AppContext) => withFields(await readJson(c), id(c));

/** The Ideas board (D8). The agent only creates and reads; everything else happens here. */
export const quickNoteRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listQuickNotes(ctxOf(c), c.req.query())))
  .post('/', async (c) => c.json(await createQuickNote(ctxOf(c), await readJson(c)), 201))
  .get('/:id', async (c) => c.json(await getQuickNote(ctxOf(c), id(c))))
  .patch('/:id', async (c) => c.json(await editQuickNote(ctxOf(c), await bodyWithId(c))))
  .delete('/:id', async (c) => {
    await deleteQuickNote(ctxOf(c), id(c));
    return c.body(null, 204);
  })
  .post('/:id/move', async (c) => c.json(await moveQuickNote(ctxOf(c), await bodyWithId(c))))
  .post('/:id/archive', async (c) => c.json(await archiveQuickNote(ctxOf(c), id(c))))
  .post('/:id/restore', async (c) => c.json(await restoreQuickNote(ctxOf(c), id(c))))
  .post('/:id/convert-to-task', async (c) => c.json(await convertQuickNoteToTask(ctxOf(c), id(c)), 201));
