import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import { assertAccountLive } from '../../core/auth/liveness';
import { verifyAccessToken } from '../../core/auth/tokens';
import type { AppEnv } from './types';

/**
 * Sets the actor from a verified bearer token of a live account; the only source of identity
 * for a request, and nothing downstream (the rate window included) runs before it.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Missing bearer token');
  const deps = c.get('deps');
  const actor = await verifyAccessToken(deps, match[1]);
  await assertAccountLive(deps, actor.userId, { deleting: c.req.method === 'DELETE' && c.req.path === '/me' });
  c.set('actor', actor);
  await next();
});
