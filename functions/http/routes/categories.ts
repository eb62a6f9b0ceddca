import { Hono } from 'hono';
import { deleteCategory } from '../../../core/category/delete';
import { editCategory } from '../../../core/category/edit';
import { createCategory, getCategory, listCategories } from '../../../core/category/service';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

export const categoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCategories(ctxOf(c), c.req.query())))
  .post('/', async (c) => c.json(await createCategory(ctxOf(c), await readJson(c)), 201))
  .get('/:id', async (c) => c.json(await getCategory(ctxOf(c), { id: c.req.param('id') })))
  .patch('/:id', async (c) => c.json(await editCategory(ctxOf(c), withFields(await readJson(c), { id: c.req.param('id') }))))
  .delete('/:id', async (c) => {
    await deleteCategory(ctxOf(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
