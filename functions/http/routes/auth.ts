import { Hono } from 'hono';
import * as auth from '../../../core/auth/service';
import { cancelAllTurns } from '../../../core/ai/agent/turn/cancel';
import { readJson } from '../body';
import type { AppEnv } from '../types';

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => c.json(await auth.signup(c.get('deps'), await readJson(c)), 201))
  .post('/login', async (c) => c.json(await auth.login({ deps: c.get('deps'), ip: c.get('clientIp') }, await readJson(c))))
  .post('/refresh', async (c) => c.json(await auth.refresh(c.get('deps'), await readJson(c))))
  .post('/logout', async (c) => {
    const deps = c.get('deps');
    const userId = await auth.logout(deps, await readJson(c));
    // S2: logging out stops the model calls the person still has running.
    if (userId) await cancelAllTurns({ deps, actor: { userId } });
    return c.body(null, 204);
  });
