import { Hono } from 'hono';
import { deleteTask, editTask } from '../../../core/task/edit';
import { createTask, getTask, listTasks } from '../../../core/task/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

export const taskRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listTasks(ctxOf(c), c.req.query())))
  .post('/', async (c) => c.json(await createTask(ctxOf(c), await readJson(c)), 201))
  .get('/:id', async (c) => c.json(await getTask(ctxOf(c), { id: c.req.param('id') })))
  .patch('/:id', async (c) => c.json(await editTask(ctxOf(c), withFields(await readJson(c), { id: c.req.param('id') }))))
  .delete('/:id', async (c) => {
    await deleteTask(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
