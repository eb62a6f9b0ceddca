import { Hono } from 'hono';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from '../../../core/schedule/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/** `GET|POST /schedules`, `PATCH|DELETE /schedules/{id}` (days replace the set). */
export const scheduleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listSchedules(ctxOf(c), {})))
  .post('/', async (c) => c.json(await createSchedule(ctxOf(c), await readJson(c)), 201))
  .patch('/:id', async (c) => c.json(await updateSchedule(ctxOf(c), withFields(await readJson(c), { id: c.req.param('id') }))))
  .delete('/:id', async (c) => {
    await deleteSchedule(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
