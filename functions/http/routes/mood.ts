import { Hono } from 'hono';
import { deleteMood, getMood, listMood, putMood, setMoodLevel } from '../../../core/mood/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

/** The body with the path's day merged in: the same schema the agent's tool validates with. */
const bodyWithDate = async (c: AppContext) => withFields(await readJson(c), { date: c.req.param('date') });

export const moodRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listMood(ctxOf(c), c.req.query())))
  .get('/:date', async (c) => c.json(await getMood(ctxOf(c), { date: c.req.param('date') })))
  .put('/:date', async (c) => c.json(await putMood(ctxOf(c), await bodyWithDate(c))))
  .patch('/:date', async (c) => {
    const ctx = ctxOf(c);
    // The command answers without the journal (it is the agent's writer too); the person's
    // own client gets the whole day back.
    const { date } = await setMoodLevel(ctx, await bodyWithDate(c));
    return c.json(await getMood(ctx, { date }));
  })
  .delete('/:date', async (c) => {
    await deleteMood(ctxOf(c), { date: c.req.param('date') });
    return c.body(null, 204);
  });
