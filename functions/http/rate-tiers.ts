import { createMiddleware } from 'hono/factory';
import type { Config } from '../../core/config';
import { NOTEBOOK_AI_RATE } from '../../core/ai/notebook/tutor';
import { enforce, type RateRule } from '../../core/limits/rate';
import type { AppEnv, ClientIp } from './types';

/**
 * Rate tiers, first match wins: feature buckets (agent, onboarding, notebook, briefing,
 * export …) go BEFORE the general read/write tiers so a feature call counts once, in its own
 * bucket. Per-user buckets live in the user's partition; sign-in buckets per IP.
 */
export interface RateTier {
  match: (method: string, path: string) => boolean;
  /** Absent: the feature's own code enforces its bucket at the right moment (e.g. the agent
   * counts a stream only once it is accepted), and the general tiers are skipped. */
  rule?: RateRule;
  scope: 'user' | 'ip';
}

const AGENT_STREAM = /^\/ai\/agent\/chats\/[^/]+\/stream$/;
const APPROVAL_ANSWER = /^\/ai\/agent\/chats\/[^/]+\/turns\/[^/]+\/approvals\/[^/]+$/;
const ONBOARDING_STEP = /^\/ai\/onboarding\/(categories|habits-tasks|routine|goals)$/;
const SOURCE_ADD = /^\/notebook\/pages\/[^/]+\/sources(\/uploads|\/discover)?$/;
/** Every tutor route that calls the model (reading quizzes and drafts, answering a quiz: none). */
const NOTEBOOK_AI = /^\/notebook\/pages\/[^/]+\/(ask|explain|outputs|cards\/generate|board\/suggestions|roadmap-drafts)$/;

/** Feature buckets with DOMAIN-FACTS' numbers ("Accounts and limits"). */
const PRODUCT_TIERS: RateTier[] = [
  { match: (m, p) => m === 'GET' && p === '/me/export', rule: { bucket: 'export', limit: 5, windowS: 3600 }, scope: 'user' },
  { match: (m, p) => m === 'POST' && p === '/feedback', rule: { bucket: 'feedback', limit: 10, windowS: 3600 }, scope: 'user' },
  // The briefing's own bucket (DOMAIN-FACTS: 10/h); the narrative poll is an ordinary read.
  { match: (m, p) => m === 'GET' && p === '/daily-briefing', rule: { bucket: 'briefing', limit: 10, windowS: 3600 }, scope: 'user' },
  // The wizard's own 30 model calls an hour (A9), apart from the agent's; accepting costs none.
  { match: (m, p) => m === 'POST' && ONBOARDING_STEP.test(p), rule: { bucket: 'onboarding', limit: 30, windowS: 3600 }, scope: 'user' },
  // Notebook sources, 20/h: each add costs a worker's read and its embeddings, each discovery
  // a search API call. Confirming an upload is part of the add it belongs to.
  { match: (m, p) => m === 'POST' && SOURCE_ADD.test(p), rule: { bucket: 'notebook-source', limit: 20, windowS: 3600 }, scope: 'user' },
  // The study notebook's 60 an hour (A9), apart from the agent's; generateStudyCards spends it too.
  { match: (m, p) => m === 'POST' && NOTEBOOK_AI.test(p), rule: NOTEBOOK_AI_RATE, scope: 'user' },
];

/**
 * Feature routes that own their bucket (checked inside the feature, not here). An answer to
 * an approval card goes on with what is left of its turn's steps and reserves those model
 * calls from the person's hourly calls (AI_AGENT_CALLS_PER_HOUR), like a turn (issue 47: one
 * stream request with its answers once bought 328 calls); and like the stream POST it checks
 * liveness in its own first wave, so nothing may be written for it before that (auth-middleware.ts).
 */
export const SELF_LIMITED_TIERS: RateTier[] = [{ match: (m, p) => m === 'POST' && (AGENT_STREAM.test(p) || APPROVAL_ANSWER.test(p)), scope: 'user' }];

// Refresh is limited per refresh family instead (core/auth/refresh.ts), so people behind one address are never logged out.
const SIGNIN_PATHS = new Set(['/auth/signup', '/auth/login']);
/**
 * Reads per table write of the per-user reads bucket. Reads are most of the traffic (~80% of
 * 2.4 M requests a day at 100,000 monthly users, stacks/sizing.ts): 4 cuts their rate-limit
 * writes from ~58 M to ~15 M a month, while one user can exceed 60/min by at most 3 reads per
 * warm instance serving them. Writes, sign-in and the feature buckets stay exact.
 */
export const READ_BATCH = 4;
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

export function defaultTiers(config: Config, featureTiers: RateTier[] = []): RateTier[] {
  return [
    {
      match: (m, p) => m === 'POST' && SIGNIN_PATHS.has(p),
      rule: { bucket: 'signin', limit: config.limits.signinPer15Min, windowS: 15 * 60 },
      scope: 'ip',
    },
    ...SELF_LIMITED_TIERS,
    ...PRODUCT_TIERS,
    ...featureTiers,
    {
      match: (m, p) => !p.startsWith('/auth/') && p !== '/health' && isRead(m),
      // Batched: one table write per READ_BATCH reads instead of one per GET; the guarantee
      // this trades (a few reads over the limit per warm instance) is in core/limits/batched.ts.
      rule: { bucket: 'reads', limit: config.limits.readsPerMin, windowS: 60, batch: READ_BATCH },
      scope: 'user',
    },
    {
      match: (m, p) => !p.startsWith('/auth/') && p !== '/health' && !isRead(m),
      rule: { bucket: 'writes', limit: config.limits.writesPerMin, windowS: 60 },
      scope: 'user',
    },
  ];
}

/** Run after auth for user tiers (the actor is known) — IP tiers work either way. */
export function rateLimit(tiers: RateTier[], clientIp: ClientIp, scope: 'user' | 'ip') {
  return createMiddleware<AppEnv>(async (c, next) => {
    const tier = tiers.find((t) => t.match(c.req.method, c.req.path));
    if (tier?.rule && tier.scope === scope) {
      const key = scope === 'ip' ? `IP#${clientIp(c)}` : `USER#${c.get('actor').userId}`;
      await enforce(c.get('deps'), key, tier.rule);
    }
    await next();
  });
}
