import { Hono } from 'hono';
import { listFeedback, submitFeedback } from '../../../core/feedback/service';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

export const feedbackRoutes = new Hono<AppEnv>()
  .post('/', async (c) => c.json(await submitFeedback(ctxOf(c), await readJson(c)), 201))
  .get('/', async (c) => c.json(await listFeedback(ctxOf(c))));
