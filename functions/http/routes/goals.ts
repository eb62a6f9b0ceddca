import { Hono } from 'hono';
import { setGoalArchived } from '../../../core/goal/archive';
import { completeGoal } from '../../../core/goal/complete';
import { deleteGoal } from '../../../core/goal/delete';
import { editGoal } from '../../../core/goal/edit';
import { moveGoal } from '../../../core/goal/move';
import { decreaseGoalValue, increaseGoalValue } from '../../../core/goal/progress';
import { createGoal, getGoal, listGoals } from '../../../core/goal/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

/** The body with the path's id merged in: actions validate with the same schema as the agent's tools. */
const bodyWithId = async (c: AppContext) => withFields(await readJson(c), { id: c.req.param('id') });

export const goalRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listGoals(ctxOf(c), c.req.query())))
  .post('/', async (c) => c.json(await createGoal(ctxOf(c), await readJson(c)), 201))
  .get('/:id', async (c) => c.json(await getGoal(ctxOf(c), { id: c.req.param('id') })))
  .patch('/:id', async (c) => c.json(await editGoal(ctxOf(c), await bodyWithId(c))))
  .delete('/:id', async (c) => {
    await deleteGoal(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  })
  .post('/:id/complete', async (c) => c.json(await completeGoal(ctxOf(c), await bodyWithId(c))))
  .post('/:id/increase', async (c) => c.json(await increaseGoalValue(ctxOf(c), await bodyWithId(c))))
  .post('/:id/decrease', async (c) => c.json(await decreaseGoalValue(ctxOf(c), await bodyWithId(c))))
  .post('/:id/archive', async (c) => c.json(await setGoalArchived(ctxOf(c), { id: c.req.param('id'), archived: true })))
  .post('/:id/restore', async (c) => c.json(await setGoalArchived(ctxOf(c), { id: c.req.param('id'), archived: false })))
  .post('/:id/move', async (c) => c.json(await moveGoal(ctxOf(c), await bodyWithId(c))));
