import { AppError } from '../../errors';

/** C8's classes of a link's failure (classify.ts says what each means and how it is read). */
export type LlmErrorClass = 'RATE_LIMIT' | 'TRANSIENT' | 'FATAL' | 'REQUEST' | 'REFUSED';

/**
 * Why a link did not serve a call: a class from C8 (`REQUEST` and `REFUSED` are the request's
 * own fault and cool nothing), skipped because it was cooling (C6), out of the call's time
 * budget (`DEADLINE`: not tried, or cut short; never cooled for it), without headroom in the
 * quota ledger for the call's class (`QUOTA`: not tried, no request sent), a request whose
 * token bound is more than the link's whole tokens per minute (`TOO_LARGE`: never sent there,
 * nothing cooled, quota/estimate.ts), a paid link whose month's budget cannot take the
 * call's reserve (`BUDGET`: not tried, quota/spend.ts), or a link the caller's PERSON has
 * used their share of (`SHARE`: their share of its minute, quota/person-share.ts, or of the
 * month's paid budget; not tried, and the link still serves everyone else).
 */
export type LinkOutcome = LlmErrorClass | 'COOLDOWN' | 'DEADLINE' | 'QUOTA' | 'TOO_LARGE' | 'BUDGET' | 'SHARE';

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
    /** Some link refused only this person (`SHARE`): seconds until the soonest such share is back. */
    readonly shareRetryAfterS?: number,
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

/**
 * Every link that was tried failed because of the request itself (context length, an invalid
 * request, too large for the link's tokens per minute): trying again later will not help, so a
 * caller can say so instead of "try again".
 */
export function isRequestFault(err: ChainExhaustedError): boolean {
  const tried = err.failures.filter((f) => f.class !== 'COOLDOWN' && f.class !== 'DEADLINE');
  return tried.length > 0 && tried.every((f) => f.class === 'REQUEST' || f.class === 'TOO_LARGE');
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
 * After output began, the committed link was silent longer than the idle limit: the chain
 * aborted it, and the stream (what arrived stays with the caller) ends by throwing this. Never
 * failed over (C4): the caller reports the answer as cut short because the provider went silent.
 */
export class StreamIdleError extends Error {
  override name = 'StreamIdleError';
  constructor(
    readonly link: string,
    readonly idleMs: number,
  ) {
    super(`LLM link ${link} went silent for ${idleMs} ms after its answer began`);
  }
}

export function isStreamIdle(err: unknown): err is StreamIdleError {
  return err instanceof StreamIdleError;
}

/**
 * A provider declined the request on content grounds (an HTTP refusal such as
 * `content_policy_violation` / `content_filter`, or a stream that finished with the
 * `content-filter` reason before any output: Gemini's `promptFeedback.blockReason`, finish
 * reason SAFETY). The chain stops here: asking the next provider the same thing would route
 * around one provider's policy. Nothing is cooled (the request, not the link, was refused).
 * Carries no provider message: a refusal can quote the prompt.
 */
export class ChainRefusedError extends Error {
  override name = 'ChainRefusedError';
  constructor(
    readonly link: string,
    readonly model: string,
    /** The links tried before it (failed over or skipped), as in ServedRecord. */
    readonly failedOver: LinkFailure[] = [],
  ) {
    super(`LLM link ${link} refused the request on content grounds`);
  }
}

/**
 * A finish that says the provider filtered the content: the SDK's unified reason, or the raw one
 * where an SDK has no mapping for it (Mistral's SDK reads `content_filter` as "other").
 */
export function contentFiltered(finishReason: { unified: string; raw?: string | undefined }): boolean {
  return finishReason.unified === 'content-filter' || /^(content_filter|content-filter|safety|prohibited_content|blocklist|spii)$/i.test(finishReason.raw ?? '');
}

/** A refusal, however the SDK wrapped it (streamText hands the chain's error on as is). */
export function isChainRefused(err: unknown): err is ChainRefusedError {
  return findCause(err, (e): e is ChainRefusedError => e instanceof ChainRefusedError) !== undefined;
}

function findCause<T>(err: unknown, is: (e: unknown) => e is T): T | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e !== null && e !== undefined; i++) {
    if (is(e)) return e;
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

/**
 * What callers give the client when a provider declined the request's content (the chain did
 * not ask another): 422, the request's fault, not the service's. No provider wording in it.
 */
export function aiRefused(): AppError {
  return new AppError('AI_REFUSED', "The AI provider declined this request's content. Rephrasing it may help.");
}

/**
 * The chain could not serve this call because the caller's person has used their share of a
 * link (issue 47): not the service's unavailability but their own limit, so the caller answers
 * RATE_LIMITED with Retry-After (the agent's `error` event, a REST AI route's 429), never a
 * call served from what the others' shares leave. Undefined for any other failure.
 */
export function personLimited(err: unknown): AppError | undefined {
  const e = findCause(err, (x): x is ChainExhaustedError => x instanceof ChainExhaustedError);
  if (!e || !e.failures.some((f) => f.class === 'SHARE')) return undefined;
  const retryAfterS = Math.max(1, e.shareRetryAfterS ?? 60);
  return new AppError('RATE_LIMITED', `You have used your share of the assistant for now; try again in ${retryAfterS} s`, { retryAfterS });
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
