import { Hono } from 'hono';
import { addSource, confirmUpload, startUpload } from '../../../core/notebook/sources/add';
import { discoverSources } from '../../../core/notebook/sources/discover';
import { listSources } from '../../../core/notebook/sources/list';
import { deleteSource } from '../../../core/notebook/sources/remove';
import { searchSources } from '../../../core/notebook/sources/retrieve';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

const page = (c: AppContext) => ({ page: c.req.param('id') });
const withPage = async (c: AppContext) => withFields(await readJson(c), page(c));
const source = (c: AppContext) => ({ id: c.req.param('id') });

/**
 * Notebook sources (N5, CONTRACT "Study notebook"), mounted under /notebook. Adding answers
 * 202: the source is stored and queued, and the worker reads it; a PDF is PUT straight to S3.
 * No agent tool reaches these (A5).
 */
export const sourceRoutes = new Hono<AppEnv>()
  .get('/pages/:id/sources', async (c) => c.json(await listSources(ctxOf(c), page(c))))
  .post('/pages/:id/sources', async (c) => c.json(await addSource(ctxOf(c), await withPage(c)), 202))
  .post('/pages/:id/sources/uploads', async (c) => c.json(await startUpload(ctxOf(c), await withPage(c)), 201))
  .post('/pages/:id/sources/discover', async (c) => c.json(await discoverSources(ctxOf(c), await withPage(c))))
  .get('/pages/:id/search', async (c) => c.json(await searchSources(ctxOf(c), { ...c.req.query(), ...page(c) })))
  .post('/sources/:id/uploaded', async (c) => c.json(await confirmUpload(ctxOf(c), source(c)), 202))
  .delete('/sources/:id', async (c) => (await deleteSource(ctxOf(c), source(c)), c.body(null, 204)));
