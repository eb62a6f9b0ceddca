import { Hono } from 'hono';
import { listCycles, recordCycle } from '../../../core/focus/cycles';
import { getFocusDay } from '../../../core/focus/day';
import { deleteMicroTask, pinMicroTask, reorderMicroTasks, toggleMicroTask } from '../../../core/focus/edit';
import { addMicroTask, listMicroTasks } from '../../../core/focus/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

const entry = async (c: AppContext) => withFields(await readJson(c), { entryId: c.req.param('entryId') });
const micro = async (c: AppContext) => withFields(await readJson(c), { id: c.req.param('id') });

/**
 * Focus Mode (D6). `GET /focus/entries/{entryId}/micro-tasks` also WRITES (it materialises
 * pinned names onto the entry); the day view `GET /focus/day[?date=]` never does.
 * `POST /focus/cycles` records a completed timer cycle; `GET /focus/cycles[?date=]` lists a day's.
 */
export const focusRoutes = new Hono<AppEnv>()
  .get('/day', async (c) => c.json(await getFocusDay(ctxOf(c), c.req.query())))
  // Timer cycles: written by the client when one runs out (a retry answers 200 with the same row).
  .post('/cycles', async (c) => {
    const cycle = await recordCycle(ctxOf(c), await readJson(c));
    return c.json(cycle, cycle.created ? 201 : 200);
  })
  .get('/cycles', async (c) => c.json(await listCycles(ctxOf(c), c.req.query())))
  .get('/entries/:entryId/micro-tasks', async (c) => c.json(await listMicroTasks(ctxOf(c), { entryId: c.req.param('entryId') })))
  .post('/entries/:entryId/micro-tasks', async (c) => {
    const added = await addMicroTask(ctxOf(c), await entry(c));
    return c.json(added, added.created ? 201 : 200);
  })
  .put('/entries/:entryId/micro-tasks/order', async (c) => c.json({ items: await reorderMicroTasks(ctxOf(c), await entry(c)) }))
  .post('/micro-tasks/:id/toggle', async (c) => c.json(await toggleMicroTask(ctxOf(c), await micro(c))))
  .post('/micro-tasks/:id/pin', async (c) => c.json(await pinMicroTask(ctxOf(c), await micro(c))))
  .delete('/micro-tasks/:id', async (c) => c.json(await deleteMicroTask(ctxOf(c), { id: c.req.param('id') })));
