import { Hono } from 'hono';
import { getConstanceDays } from '../../../core/constance/days';
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

/** `GET /constance`: the account streak, walked live (D5); `GET /constance/days?weeks=`: its day outcomes (the heatmap). */
export const constanceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getConstance(ctxOf(c), {})))
  .get('/days', async (c) => c.json(await getConstanceDays(ctxOf(c), c.req.query())));
