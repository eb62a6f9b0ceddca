import { Hono } from 'hono';
import * as auth from '../../../core/auth/service';
import { readJson } from '../body';
import type { AppEnv } from '../types';

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => c.json(await auth.signup(c.get('deps'), await readJson(c)), 201))
  .post('/login', async (c) => c.json(await auth.login(c.get('deps'), await readJson(c))))
  .post('/refresh', async (c) => c.json(await auth.refresh(c.get('deps'), await readJson(c))))
  .post('/logout', async (c) => {
    await auth.logout(c.get('deps'), await readJson(c));
    return c.body(null, 204);
  });
