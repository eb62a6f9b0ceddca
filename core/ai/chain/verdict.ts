import { describeLlmError, type LlmErrorInfo } from './classify';
import { FirstByteTimeoutError, StreamIdleError } from './errors';
import { dailyQuotaWaitS, providerWaitMs } from './retry-hint';

/**
 * What the chain does after a link failed before output (C6 as read in issue 31,
 * docs/contract-changes.md "Chain faults"):
 * - the request's own fault (REQUEST, REFUSED) cools nothing;
 * - a daily quota cools the link until it resets;
 * - a provider's hint decides: ≤ SHORT_HINT_MS (and affordable) is waited out once on the same
 *   link, anything longer is the cooldown;
 * - no hint: a 5xx or a connection reset is retried once on the same link after ~0.5 s
 *   (jittered, so instances that failed together do not retry together); never after a
 *   timeout, never for a 4xx; then the rule: 300 s after a rate limit, 30 s after other errors.
 * A retry comes first: the link is cooled only if the retry fails too (judged again, with no
 * retry left).
 */
export const SHORT_HINT_MS = 3000;
export const RETRY_DELAY_MS = 500;
export const RETRY_JITTER = 0.2;

export interface VerdictInput {
  nowMs: number;
  rules: { cooldownRateLimitS: number; cooldownErrorS: number };
  /** The link has not been tried again yet in this call. */
  mayRetry: boolean;
  /** The longest pause the call can afford before trying the link again. */
  maxWaitMs: number;
  random: () => number;
}

export interface Verdict {
  info: LlmErrorInfo;
  /** Try the same link again after `afterMs`; why: the provider's hint, or a transient fault. */
  retry?: { afterMs: number; why: 'HINT' | 'TRANSIENT' };
  /** Seconds to cool the link when it is not retried (0: not at all). */
  cooldownS: number;
}

export function judge(error: unknown, input: VerdictInput): Verdict {
  const info = describeLlmError(error);
  if (info.class === 'REQUEST' || info.class === 'REFUSED') return { info, cooldownS: 0 };
  // A daily quota outlasts any per-minute hint the same body carries (retry-hint.ts).
  const daily = dailyQuotaWaitS(error, input.nowMs);
  if (daily !== undefined) return { info, cooldownS: daily };
  const hintMs = providerWaitMs(error, input.nowMs);
  if (hintMs !== undefined) {
    if (input.mayRetry && hintMs <= SHORT_HINT_MS && hintMs <= input.maxWaitMs) {
      return { info, retry: { afterMs: hintMs, why: 'HINT' }, cooldownS: 0 };
    }
    return { info, cooldownS: Math.max(1, Math.ceil(hintMs / 1000)) };
  }
  if (input.mayRetry && info.class === 'TRANSIENT' && retryable(error, info.status)) {
    const afterMs = Math.round(RETRY_DELAY_MS * (1 - RETRY_JITTER + 2 * RETRY_JITTER * input.random()));
    if (afterMs <= input.maxWaitMs) return { info, retry: { afterMs, why: 'TRANSIENT' }, cooldownS: 0 };
  }
  return { info, cooldownS: info.class === 'RATE_LIMIT' ? input.rules.cooldownRateLimitS : input.rules.cooldownErrorS };
}

/**
 * A 5xx (not 504, a gateway's timeout) or a connection reset (RST: ECONNRESET, EPIPE). Not a
 * timeout of ours or theirs, and not a quiet hang-up after a silence (the socket closed with
 * no answer, "other side closed"): that is how an upstream's own timeout looks, and the time
 * is better spent on the next link.
 */
function retryable(error: unknown, status: number | undefined): boolean {
  if (error instanceof FirstByteTimeoutError || error instanceof StreamIdleError) return false;
  // A reset after a 200's headers arrives as "Failed to process successful response", status 200.
  let e: unknown = error;
  for (let i = 0; i < 5 && e !== null && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'EPIPE') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return status !== undefined && status >= 500 && status < 600 && status !== 504;
}

/** The chain's pause (the retry's delay, a short hint): resolves early when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
