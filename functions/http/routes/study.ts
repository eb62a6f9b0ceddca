import { Hono } from 'hono';
import { archiveCycle, deleteCycle, editBlock } from '../../../core/study/manage';
import { createCycle, editCycle, getCycle, listCycles } from '../../../core/study/service';
import { deleteSession, listSessions, logSession } from '../../../core/study/sessions';
import { studyToday } from '../../../core/study/today-service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

/** Path ids go into the body under the names the shared schemas use, so they are validated the same way. */
const cycle = (c: AppContext) => ({ cycle: c.req.param('id') });
const noContent = (c: AppContext) => c.body(null, 204);

/** Study cycles (D12, CONTRACT "Study cycles"): cycles, their blocks, today's slice, sessions. */
export const studyRoutes = new Hono<AppEnv>()
  .post('/cycles', async (c) => c.json(await createCycle(ctxOf(c), await readJson(c)), 201))
  .get('/cycles', async (c) => c.json(await listCycles(ctxOf(c), {})))
  .get('/cycles/:id', async (c) => c.json(await getCycle(ctxOf(c), cycle(c))))
  .patch('/cycles/:id', async (c) => c.json(await editCycle(ctxOf(c), withFields(await readJson(c), cycle(c)))))
  .delete('/cycles/:id', async (c) => (await deleteCycle(ctxOf(c), cycle(c)), noContent(c)))
  .patch('/cycles/:id/blocks/:n', async (c) => c.json(await editBlock(ctxOf(c), withFields(await readJson(c), { ...cycle(c), n: c.req.param('n') }))))
  .post('/cycles/:id/archive', async (c) => c.json(await archiveCycle(ctxOf(c), cycle(c))))
  .get('/today', async (c) => c.json(await studyToday(ctxOf(c), {})))
  .post('/sessions', async (c) => c.json(await logSession(ctxOf(c), await readJson(c)), 201))
  .get('/sessions', async (c) => c.json(await listSessions(ctxOf(c), c.req.query())))
  .delete('/sessions/:id', async (c) => (await deleteSession(ctxOf(c), { id: c.req.param('id') }), noContent(c)));
