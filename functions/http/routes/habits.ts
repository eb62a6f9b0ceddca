import { Hono } from 'hono';
import { deleteHabit, editHabit } from '../../../core/habit/edit';
import { createHabit, getHabit, listHabits } from '../../../core/habit/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

export const habitRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listHabits(ctxOf(c), c.req.query())))
  .post('/', async (c) => c.json(await createHabit(ctxOf(c), await readJson(c)), 201))
  .get('/:id', async (c) => c.json(await getHabit(ctxOf(c), { id: c.req.param('id') })))
  .patch('/:id', async (c) => c.json(await editHabit(ctxOf(c), withFields(await readJson(c), { id: c.req.param('id') }))))
  .delete('/:id', async (c) => {
    await deleteHabit(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
