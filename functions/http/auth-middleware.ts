import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import { verifyAccessToken } from '../../core/auth/tokens';
import type { AppEnv } from './types';

/** Sets the actor from a verified bearer token; the only source of identity for a request. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Missing bearer token');
  c.set('actor', await verifyAccessToken(c.get('deps'), match[1]));
  await next();
});
