import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Deps } from '../../core/context';
import { AppError } from '../../core/errors';
import type { AgentSettings } from '../../core/ai/agent/turn';
import type { Tutor } from '../../core/ai/notebook/tutor';
import { limitBody } from './body-limit';
import { toResponse } from './errors';
import { originGuard } from './origin-guard';
import { securityHeaders } from './security-headers';
import { defaultTiers, rateLimit, type RateTier } from './rate-tiers';
import type { AppEnv, ClientIp } from './types';

export interface AppOptions {
  clientIp: ClientIp;
  /** Feature rate buckets; they take precedence over the general read/write tiers. */
  featureTiers?: RateTier[];
  /** The agent's model, tools and limits, built by the composition root (chain at boot). */
  agent?: () => AgentSettings;
  /** The LLM chain for the one-shot AI doors (onboarding, briefing, notebook). */
  model?: () => LanguageModelV3;
  /** The study tutor (the chain, the sources' retrieval, its metrics) for the notebook's AI routes. */
  tutor?: () => Tutor;
  /** Served only through CloudFront (REST and the agent's function URL): in prod, guarded even without a secret. */
  onlyViaCloudFront?: boolean;
}

const MAX_BODY_BYTES = 64 * 1024;
/** Longer than any id, date or name a path carries (ids are a prefix and 26 characters). */
const MAX_PATH_SEGMENT = 128;
/**
 * The one route with a bigger body: a TEXT source holds up to 200,000 characters, which is up
 * to 800 KB of UTF-8 and more once JSON-escaped. Everything else keeps the small limit.
 */
const LARGE_BODIES: { path: RegExp; maxSize: number }[] = [{ path: /^\/notebook\/pages\/[^/]+\/sources$/, maxSize: 2 * 1024 * 1024 }];

export const unconfiguredAgent = (): never => {
  throw new Error('the AI chain was not configured in this composition root');
};

/**
 * What every app shares: request ids, the access line, the error envelope, the body limit and
 * `/health`. Returns the app and the per-user rate middleware its protected routes run after auth.
 */
export function baseApp(deps: Deps, opts: AppOptions) {
  const tiers = defaultTiers(deps.config, opts.featureTiers);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('clientIp', opts.clientIp(c));
    // Before the handler, so its response is built with it (security-headers.ts says why).
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', requestId);
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
  app.use(securityHeaders(deps.config.storage.endpoint));
  app.onError((err, c) => toResponse(c, err, deps.log, c.get('requestId') ?? 'unknown'));
  // Ids are validated at the edge: no id of ours is anywhere near this long, and a 1,100-char
  // one reached DynamoDB (key too large: a 500). Such a path names nothing: 404.
  app.use(async (c, next) => {
    if (c.req.path.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT)) throw new AppError('NOT_FOUND', 'No such resource');
    await next();
  });
  app.notFound((c) => toResponse(c, new AppError('NOT_FOUND', 'No such route'), deps.log, c.get('requestId')));
  // A function only CloudFront may call (REST's Lambda and the agent's URL on AWS) refuses
  // anything else first; in prod it is never served unguarded, its secret missing or not
  // (config.ts also refuses to boot it so). Locally there is no secret and no guard.
  const { originSecret, previousOriginSecret } = deps.config.edge;
  if (originSecret || (opts.onlyViaCloudFront && deps.config.stage === 'prod')) {
    if (!originSecret) deps.log.error('ORIGIN_VERIFY_SECRET is not set: this function refuses every request');
    app.use(originGuard(originSecret, previousOriginSecret));
  }
  const limit = (maxSize: number) =>
    limitBody(maxSize, () => {
      throw AppError.validation([{ path: '', message: `Body exceeds ${maxSize / 1024} KB` }], 'Request body is too large');
    });
  const small = limit(MAX_BODY_BYTES);
  const large = LARGE_BODIES.map((l) => ({ path: l.path, check: limit(l.maxSize) }));
  app.use((c, next) => (large.find((l) => l.path.test(c.req.path))?.check ?? small)(c, next));

  app.get('/health', (c) => c.json({ ok: true }));
  return { app, tiers, userRate: rateLimit(tiers, opts.clientIp, 'user') };
}

