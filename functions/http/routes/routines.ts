import { Hono } from 'hono';
import { deleteRoutine } from '../../../core/routine/delete';
import { addHabitToRoutine, addTaskToRoutine, removeRoutineItem } from '../../../core/routine/items';
import { patchRoutine } from '../../../core/routine/patch';
import { replaceRoutine } from '../../../core/routine/replace';
import { createListRoutine, createRoutine, getRoutine, listRoutines } from '../../../core/routine/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

const field = (body: unknown, key: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined);

/**
 * `POST /routines` creates a DAILY routine, or a LIST routine when the body says
 * `"type": "LIST"`; `PUT /routines/{id}` is the full replace (the stored type picks the
 * schema); `PATCH` takes targeted `ops`. Items: `POST /routines/{id}/items` with `habitId` or
 * `taskId`, `DELETE /routines/{id}/items/{groupId}`.
 */
export const routineRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listRoutines(ctxOf(c), c.req.query())))
  .post('/', async (c) => {
    const body = await readJson(c);
    const create = field(body, 'type') === 'LIST' ? createListRoutine : createRoutine;
    return c.json(await create(ctxOf(c), body), 201);
  })
  .get('/:id', async (c) => c.json(await getRoutine(ctxOf(c), { id: c.req.param('id') })))
  .put('/:id', async (c) => c.json(await replaceRoutine(ctxOf(c), c.req.param('id'), await readJson(c))))
  .patch('/:id', async (c) => c.json(await patchRoutine(ctxOf(c), withFields(await readJson(c), { id: c.req.param('id') }))))
  .delete('/:id', async (c) => {
    await deleteRoutine(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  })
  .post('/:id/items', async (c) => {
    const body = withFields(await readJson(c), { routineId: c.req.param('id') });
    const add = field(body, 'taskId') !== undefined ? addTaskToRoutine : addHabitToRoutine;
    return c.json(await add(ctxOf(c), body), 201);
  })
  .delete('/:id/items/:groupId', async (c) =>
    c.json(await removeRoutineItem(ctxOf(c), { groupId: c.req.param('groupId'), routineId: c.req.param('id') })),
  );
