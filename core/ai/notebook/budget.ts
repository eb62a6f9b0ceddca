import type { Config } from '../../config';
import type { CallBudget } from '../chain';

/**
 * The study tutor's clock (DOMAIN-FACTS "Study AI"): a call has 90 s, the malformed answer's
 * one retry only if 20 s of them remain (a retry with less rarely finishes, and the person is
 * waiting). A request route cannot hold 90 s under API Gateway's 30: there the budget is the
 * synchronous ceiling (config `chain.sync`, 25 s by default), the retry rule the same 20 s.
 * The roadmap draft runs in a worker, which has the full 90 s.
 */
export const STUDY_BUDGET_MS = 90_000;
export const RETRY_MIN_LEFT_MS = 20_000;

/**
 * The budget of a tutor call made inside an HTTP request (or an agent tool call): what is left
 * of the synchronous ceiling since the request arrived at `startedAt` (ms, Date.now), so time
 * spent retrieving is not spent twice (issue 33).
 */
export function requestBudget(config: Config, startedAt?: number, nowMs = Date.now()): CallBudget {
  const spent = startedAt === undefined ? 0 : Math.max(0, nowMs - startedAt);
  const totalMs = Math.max(1, Math.min(STUDY_BUDGET_MS, config.chain.sync.totalMs) - spent);
  return { linkMs: Math.min(config.chain.sync.linkMs, totalMs), totalMs };
}

/** Retrieval's part of a request's budget: its answer is due this long after the request arrived. */
export const RETRIEVAL_SHARE_MS = 8_000;

/**
 * The roadmap worker's: each link up to 40 s (a free tier's ~1,000-token plan takes 5–20 s),
 * the call 90 s. Its Lambda timeout adds a margin for the final write and the cooldown writes.
 */
export const ROADMAP_BUDGET: CallBudget = { linkMs: 40_000, totalMs: STUDY_BUDGET_MS };
export const ROADMAP_WORKER_MARGIN_MS = 5_000;
export const ROADMAP_WORKER_TIMEOUT_S = (ROADMAP_BUDGET.totalMs + ROADMAP_WORKER_MARGIN_MS) / 1000;

/** The roadmap budget for a message when the invocation has `remainingMs` left. */
export function roadmapBudget(remainingMs: number): CallBudget {
  return { linkMs: ROADMAP_BUDGET.linkMs, totalMs: Math.min(ROADMAP_BUDGET.totalMs, remainingMs - ROADMAP_WORKER_MARGIN_MS) };
}

/**
 * A draft still PENDING this long after it was asked for will not be written any more (its
 * message reached the DLQ, or waited past every retry): reported FAILED, so a client's poll
 * ends. Also the roadmap queue's age alarm (stacks/Tutor.ts).
 */
export const DRAFT_STALE_MS = 15 * 60_000;

/** Whether the one retry may be spent: `startedMs` and `nowMs` on the tutor's clock. */
export function retryFits(budget: CallBudget, startedMs: number, nowMs: number): boolean {
  return budget.totalMs - (nowMs - startedMs) >= RETRY_MIN_LEFT_MS;
}
