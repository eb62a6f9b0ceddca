import { Hono } from 'hono';
import type { Deps } from '../../core/context';
import { requireAuth } from './auth-middleware';
import { baseApp, unconfiguredAgent, type AppOptions } from './base-app';
import { rateLimit } from './rate-tiers';
import { noStore } from './security-headers';
import { authRoutes } from './routes/auth';
import { privacyRoutes } from './routes/privacy';
import { categoryRoutes } from './routes/categories';
import { goalRoutes } from './routes/goals';
import { habitRoutes } from './routes/habits';
import { meRoutes } from './routes/me';
import { taskRoutes } from './routes/tasks';
import { feedbackRoutes } from './routes/feedback';
import { agentRoutes } from './routes/agent';
import { moodRoutes } from './routes/mood';
import { quickNoteRoutes } from './routes/quick-notes';
import { routineRoutes } from './routes/routines';
import { scheduleRoutes } from './routes/schedules';
import { constanceRoutes, todayRoutes } from './routes/today';
import { focusRoutes } from './routes/focus';
import { onboardingRoutes } from './routes/onboarding';
import { briefingRoutes } from './routes/briefing';
import { notebookRoutes } from './routes/notebook';
import { notebookAiRoutes } from './routes/notebook-ai';
import { studyRoutes } from './routes/study';
import { openApiRoutes } from './openapi/routes';
import type { AppEnv } from './types';

export type { AppOptions } from './base-app';

/** Every authenticated REST area, by path prefix. */
function protectedRoutes(opts: AppOptions): [string, Hono<AppEnv>][] {
  const agent = opts.agent ?? unconfiguredAgent;
  return [
    ['/me', meRoutes],
    ['/categories', categoryRoutes],
    ['/habits', habitRoutes],
    ['/tasks', taskRoutes],
    ['/goals', goalRoutes],
    ['/feedback', feedbackRoutes],
    ['/mood', moodRoutes],
    ['/quick-notes', quickNoteRoutes],
    ['/routines', routineRoutes],
    ['/schedules', scheduleRoutes],
    ['/today', todayRoutes],
    ['/constance', constanceRoutes],
    ['/focus', focusRoutes],
    ['/ai/agent', agentRoutes(agent)],
    ['/ai/onboarding', onboardingRoutes(opts.model ?? unconfiguredAgent)],
    ['/daily-briefing', briefingRoutes],
    // One prefix, one registration (auth and the rate tiers run once): the notebook and its tutor.
    ['/notebook', new Hono<AppEnv>().route('/', notebookRoutes).route('/', notebookAiRoutes(opts.tutor ?? unconfiguredAgent))],
    ['/study', studyRoutes],
  ];
}

/** The REST app: the same instance serves Lambda, the local server and tests. */
export function createApp(deps: Deps, opts: AppOptions): Hono<AppEnv> {
  const { app, tiers, userRate } = baseApp(deps, opts);
  app.use('/auth/*', noStore, rateLimit(tiers, opts.clientIp, 'ip'));
  app.route('/auth', authRoutes);
  // The API's description (public, cacheable): GET /openapi.json and the reference page at /docs.
  app.route('/', openApiRoutes());
  app.route('/privacy', privacyRoutes);

  // Guard each API prefix explicitly (not `*`) so the local runtime can serve the web
  // client at `/` from the same server, and unknown paths stay plain 404s.
  for (const [prefix, routes] of protectedRoutes(opts)) {
    // Hono's `/x/*` also matches `/x` itself: one registration, so each request counts once.
    app.use(`${prefix}/*`, noStore, requireAuth, userRate);
    app.route(prefix, routes);
  }
  return app;
}

