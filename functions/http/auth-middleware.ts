import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import { assertAccountLive } from '../../core/auth/liveness';
import { verifyAccessToken } from '../../core/auth/tokens';
import type { AppEnv } from './types';

/**
 * The routes that make the liveness check themselves, inside their first wave of table
 * reads: the agent's stream POST and the answer to an approval card, whose every sequential
 * round trip is time a person waits before the first token ([scale]: ≤ 3 before the provider
 * request). `openTurn` and `openApproval` (core/ai/agent/turn/open.ts, turn/approve.ts) read
 * the profile strongly alongside the chat, slot and window, and check it before anything
 * else is looked at or written, so a gone account still writes nothing and hears 401 first
 * (tests/integration/agent/round-trips.test.ts). Every other route keeps the check here.
 */
const DEFERRED_LIVENESS = /^\/ai\/agent\/chats\/[^/]+\/(stream|turns\/[^/]+\/approvals\/[^/]+)$/;
const defersLiveness = (method: string, path: string) => method === 'POST' && DEFERRED_LIVENESS.test(path);

/**
 * Sets the actor from a verified bearer token of a live account whose session has not ended
 * (core/auth/liveness.ts); the only source of identity for a request, and nothing downstream
 * (the rate window included) runs before it.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Missing bearer token');
  const deps = c.get('deps');
  const actor = await verifyAccessToken(deps, match[1]);
  if (!defersLiveness(c.req.method, c.req.path)) {
    await assertAccountLive(deps, actor, { deleting: c.req.method === 'DELETE' && c.req.path === '/me' });
  }
  c.set('actor', actor);
  await next();
});
