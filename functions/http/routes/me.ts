import { Hono } from 'hono';
import { deleteMe, exportMe, getMe } from '../../../core/users/service';
import { getConfiguration, updateConfiguration } from '../../../core/configuration/service';
import { userProgress } from '../../../core/xp/progress';
import { readJson } from '../body';
import type { AppEnv } from '../types';
import { ctxOf } from '../ctx';

export const meRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getMe(ctxOf(c))))
  // 204 when the account is gone; 202 when its purge goes on in the account queue's worker
  // (the tokens stopped working either way: docs/contract-changes.md).
  .delete('/', async (c) => ((await deleteMe(ctxOf(c))).finished ? c.body(null, 204) : c.json({ status: 'DELETING' }, 202)))
  .get('/progress', async (c) => c.json(await userProgress(ctxOf(c), {})))
  .get('/configuration', async (c) => c.json(await getConfiguration(ctxOf(c))))
  .patch('/configuration', async (c) => c.json(await updateConfiguration(ctxOf(c), await readJson(c))))
  // 303 to a presigned link of the document written to S3 (CONTRACT): no response-size ceiling.
  // 202 while a large one is still being written by the account worker: ask again (issue 33).
  .get('/export', async (c) => {
    const answer = await exportMe(ctxOf(c));
    if ('url' in answer) return c.redirect(answer.url, 303);
    c.header('Retry-After', '2');
    return c.json(answer.running, 202);
  });
