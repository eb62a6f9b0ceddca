import type { CallBudget } from '../chain';

/**
 * The briefing worker's clock, sized together (stacks/Jobs.ts takes its timeout from here):
 * - one narration: each link at most 20 s (a free tier's structured answer of ~400 tokens
 *   takes 2–8 s; 20 s is a stalled link), the chain at most 40 s (production's two links,
 *   each with its full time);
 * - WORKER_MARGIN_MS after that for the final conditional write and the chain's cooldown
 *   writes to land before Lambda freezes;
 * - the Lambda timeout is the two: 40 s + 5 s = 45 s. The queue's visibility timeout is 6x
 *   that (270 s), AWS's rule for a Lambda event source.
 * The generation deadline of each message also comes from the invocation's remaining time
 * (`context.getRemainingTimeInMillis()`), so a worker never times out mid-generation (a
 * timed-out batch returns to the queue, and after 3 receives lands in the DLQ and pages someone).
 */
export const NARRATOR_BUDGET: CallBudget = { linkMs: 20_000, totalMs: 40_000 };
export const WORKER_MARGIN_MS = 5_000;
export const BRIEFING_WORKER_TIMEOUT_S = (NARRATOR_BUDGET.totalMs + WORKER_MARGIN_MS) / 1000;

/**
 * A claim older than this may be taken again (its worker died, or its message waited so long
 * in a backed-up queue that the person opened the app again): the worker then skips that
 * message. It also bounds the briefing queue's age alarm (stacks/Dashboard.ts).
 */
export const CLAIM_MS = 120_000;

/**
 * How long the worker holds a row while it generates: its whole invocation and a little more.
 * A GET that finds the row held waits instead of queueing a second generation (B5).
 */
export const TAKE_MS = BRIEFING_WORKER_TIMEOUT_S * 1000 + 15_000;

/** The narration budget for a message when `remainingMs` is what the invocation has left. */
export function narrationBudget(remainingMs: number): CallBudget {
  return { linkMs: NARRATOR_BUDGET.linkMs, totalMs: Math.min(NARRATOR_BUDGET.totalMs, remainingMs - WORKER_MARGIN_MS) };
}
