import { Hono } from 'hono';
import type { Deps } from '../../core/context';
import type { AgentSettings } from '../../core/ai/agent/settings';
import { requireAuth } from './auth-middleware';
import { baseApp, unconfiguredAgent, type AppOptions } from './base-app';
import { mountOnFirstUse } from './lazy-mount';
import { noStore } from './security-headers';
import type { AppEnv } from './types';

export interface AgentStreamOptions extends AppOptions {
  /**
   * The agent's settings built by the first turn request, with the modules they need (the
   * chain's provider SDKs, the tools): functions/compose-agent.ts. Without it, `agent`.
   */
  loadAgent?: () => Promise<() => AgentSettings>;
}

/**
 * The agent function URL's app (AWS): only the turn's stream routes and `/health`. REST
 * belongs behind API Gateway (its throttle, access log and 5xx alarm), and this function has
 * neither the briefing queue nor its permission; the bundle also carries no REST-only code.
 * The turn's routes, and everything a turn runs, are loaded by the first request past auth
 * (functions/http/lazy-mount.ts): a cold start that answers /health or a refused request
 * never reads them (issue 35, docs/scale.md "Cold start").
 */
export function createAgentStreamApp(deps: Deps, opts: AgentStreamOptions): Hono<AppEnv> {
  const { app, userRate } = baseApp(deps, { ...opts, onlyViaCloudFront: true });
  app.use('/ai/agent/*', noStore, requireAuth, userRate);
  app.all(
    '/ai/agent/*',
    mountOnFirstUse(async () => {
      const [{ agentStreamRoutes }, agent] = await Promise.all([import('./routes/agent-stream'), opts.loadAgent?.() ?? opts.agent ?? unconfiguredAgent]);
      return new Hono<AppEnv>().route('/ai/agent', agentStreamRoutes(agent));
    }),
  );
  return app;
}
