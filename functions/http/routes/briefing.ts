import { Hono } from 'hono';
import { buildBriefingFacts } from '../../../core/ai/briefing/facts';
import { getBriefing, getNarrative, markSeen } from '../../../core/ai/briefing/service';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/** The daily briefing (B1–B6): numbers from code, prose from the queue. Always 200. */
export const briefingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getBriefing(ctxOf(c), buildBriefingFacts)))
  .get('/narrative', async (c) => c.json(await getNarrative(ctxOf(c))))
  .post('/seen', async (c) => {
    await markSeen(ctxOf(c));
    return c.body(null, 204);
  });
