import type { Hono } from 'hono';
import type { Deps } from '../../core/context';
import { requireAuth } from './auth-middleware';
import { baseApp, unconfiguredAgent, type AppOptions } from './base-app';
import { agentStreamRoutes } from './routes/agent-stream';
import { noStore } from './security-headers';
import type { AppEnv } from './types';

/**
 * The agent function URL's app (AWS): only the turn's stream routes and `/health`. REST
 * belongs behind API Gateway (its throttle, access log and 5xx alarm), and this function has
 * neither the briefing queue nor its permission; the bundle also carries no REST-only code.
 */
export function createAgentStreamApp(deps: Deps, opts: AppOptions): Hono<AppEnv> {
  const { app, userRate } = baseApp(deps, { ...opts, onlyViaCloudFront: true });
  app.use('/ai/agent/*', noStore, requireAuth, userRate);
  app.route('/ai/agent', agentStreamRoutes(opts.agent ?? unconfiguredAgent));
  return app;
}
