import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../core/context';
import { AppError } from '../../core/errors';
import { requireAuth } from './auth-middleware';
import { toResponse } from './errors';
import { defaultTiers, rateLimit, type RateTier } from './rate-tiers';
import { authRoutes } from './routes/auth';
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
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AgentSettings } from '../../core/ai/agent/turn';
import type { AppEnv, ClientIp } from './types';

export interface AppOptions {
  clientIp: ClientIp;
  /** Feature rate buckets; they take precedence over the general read/write tiers. */
  featureTiers?: RateTier[];
  /** The agent's model, tools and limits, built by the composition root (chain at boot). */
  agent?: () => AgentSettings;
  /** The LLM chain for the one-shot AI doors (onboarding, briefing, notebook). */
  model?: () => LanguageModelV3;
}

const MAX_BODY_BYTES = 64 * 1024;

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
  ];
}

const unconfiguredAgent = (): never => {
  throw new Error('the AI chain was not configured in this composition root');
};

/** The REST app: the same instance serves Lambda, the local server and tests. */
export function createApp(deps: Deps, opts: AppOptions): Hono<AppEnv> {
  const tiers = defaultTiers(deps.config, opts.featureTiers);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const given = c.req.header('x-request-id');
    c.set('requestId', given && /^[\w-]{1,64}$/.test(given) ? given : randomUUID());
    c.set('deps', deps);
    const started = performance.now();
    await next();
    c.header('x-request-id', c.get('requestId'));
    // An access line per request: ids, route and status only, never bodies or query strings.
    deps.log.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('actor')?.userId,
    });
  });
  app.onError((err, c) => toResponse(c, err, deps.log, c.get('requestId') ?? 'unknown'));
  app.notFound((c) => toResponse(c, new AppError('NOT_FOUND', 'No such route'), deps.log, c.get('requestId')));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw AppError.validation([{ path: '', message: 'Body exceeds 64 KB' }], 'Request body is too large');
      },
    }),
  );

  app.get('/health', (c) => c.json({ ok: true }));
  app.use('/auth/*', rateLimit(tiers, opts.clientIp, 'ip'));
  app.route('/auth', authRoutes);

  // Guard each API prefix explicitly (not `*`) so the local runtime can serve the web
  // client at `/` from the same server, and unknown paths stay plain 404s.
  const userRate = rateLimit(tiers, opts.clientIp, 'user');
  for (const [prefix, routes] of protectedRoutes(opts)) {
    // Hono's `/x/*` also matches `/x` itself: one registration, so each request counts once.
    app.use(`${prefix}/*`, requireAuth, userRate);
    app.route(prefix, routes);
  }
  return app;
}
