import { AppError } from '../../errors';
import type { LlmErrorClass } from './classify';

/**
 * Why a link did not serve a call: a class from C8, skipped because it was cooling (C6), or
 * out of the call's time budget (`DEADLINE`: not tried, or cut short; never cooled for it).
 */
export type LinkOutcome = LlmErrorClass | 'COOLDOWN' | 'DEADLINE';

/**
 * One link's failure, safe to log and to store: no provider message (a 400 can echo the
 * prompt), no request body (APICallError carries the whole prompt in `requestBodyValues`).
 */
export interface LinkFailure {
  link: string;
  model: string;
  class: LinkOutcome;
  status?: number;
}

/**
 * C7: every link failed (or was cooling and not last). One error, every link's reason, and —
 * when every link is now cooling — how long until the soonest one is back (honest exhaustion:
 * a client can say "back in 2:40" instead of "try again later").
 */
export class ChainExhaustedError extends Error {
  override name = 'ChainExhaustedError';
  constructor(
    readonly failures: LinkFailure[],
    readonly retryAfterS?: number,
  ) {
    super(
      `Every LLM link failed: ${failures
        .map((f) => `${f.link} ${f.class}${f.status === undefined ? '' : ` ${f.status}`}`)
        .join(', ')}`,
    );
  }
}

export function isChainExhausted(err: unknown): err is ChainExhaustedError {
  return err instanceof ChainExhaustedError;
}

/** C2: the configuration leaves no link; thrown by `buildChain`, so the app refuses to boot. */
export class ChainConfigError extends Error {
  override name = 'ChainConfigError';
}

/**
 * C4: a link that produced nothing within the first-byte timeout. Deliberately an ordinary
 * error (TRANSIENT, short cooldown): a stalled free tier is just another failing provider.
 */
export class FirstByteTimeoutError extends Error {
  override name = 'FirstByteTimeoutError';
  constructor(
    readonly link: string,
    readonly timeoutMs: number,
  ) {
    super(`LLM link ${link} produced nothing within ${timeoutMs} ms`);
  }
}

/** A link's stream ended without any content and without a finish: nothing to pass on. */
export class EmptyStreamError extends Error {
  override name = 'EmptyStreamError';
}

/**
 * What callers give the client when the model could not answer (onboarding, notebook, the
 * agent's error event). The per-link detail stays in logs and metrics, not in the message.
 */
export function aiUnavailable(cause?: unknown): AppError {
  const n = isChainExhausted(cause) ? cause.failures.length : undefined;
  const retryAfterS = isChainExhausted(cause) ? cause.retryAfterS : undefined;
  const why = n ? ` (${n} provider${n === 1 ? '' : 's'} tried)` : '';
  const when = retryAfterS ? `; try again in ${retryAfterS} s` : '; try again shortly';
  // retryAfterS becomes the Retry-After header of every REST AI route (functions/http/errors.ts).
  return new AppError('AI_UNAVAILABLE', `The AI assistant is unavailable right now${why}${when}.`, retryAfterS ? { retryAfterS } : {});
}
