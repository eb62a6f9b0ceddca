import { Hono } from 'hono';
import { getConstance } from '../../../core/constance/service';
import { checkItem, getToday, skipItem } from '../../../core/today/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/** `GET /today[?date=]`, `POST /today/{groupId}/check|skip` with `{ date?, checked? | skipped? }`. */
export const todayRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getToday(ctxOf(c), c.req.query())))
  .post('/:groupId/check', async (c) => c.json(await checkItem(ctxOf(c), withFields(await readJson(c), { groupId: c.req.param('groupId') }))))
  .post('/:groupId/skip', async (c) => c.json(await skipItem(ctxOf(c), withFields(await readJson(c), { groupId: c.req.param('groupId') }))));

/** `GET /constance`: the account streak, walked live (D5). */
export const constanceRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await getConstance(ctxOf(c), {})));
