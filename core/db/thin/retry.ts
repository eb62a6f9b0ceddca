/**
 * The SDK's standard retry mode (@smithy/core/retry, StandardRetryStrategy as of
 * client-dynamodb 3.1169), for the thin transport: which failures are retried, how long to
 * wait, and the shared retry quota that stops a client from retrying into an outage.
 * TransactionConflictException is not retried, exactly as by the SDK (core/util/tx.ts retries
 * whole transactions that lost a race).
 */

const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
const TRANSIENT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Base delays of the SDK's `Retry` (v2026): 50 ms, 1 s after throttling; 20 s at most. */
const BASE_MS = 50;
const THROTTLING_BASE_MS = 1_000;
const MAX_DELAY_MS = 20_000;
const CAPACITY = 500;
const COST = 14;
const THROTTLING_COST = 5;
const NO_RETRY_INCREMENT = 1;

interface RetryableError {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number; clockSkewCorrected?: boolean };
}

export type ErrorKind = 'throttling' | 'transient' | 'other';

export function classify(error: unknown): ErrorKind {
  const e = (error ?? {}) as RetryableError;
  if (e.$metadata?.httpStatusCode === 429 || THROTTLING.has(e.name ?? '') || e.$retryable?.throttling === true) return 'throttling';
  return isTransient(e, 0) ? 'transient' : 'other';
}

function isTransient(e: RetryableError, depth: number): boolean {
  if (e.name === 'AbortError') return false;
  return (
    e.$retryable !== undefined ||
    e.$metadata?.clockSkewCorrected === true ||
    (e.name === 'InvalidSignatureException' && (e.message ?? '').includes('Signature expired')) ||
    TRANSIENT_NAMES.has(e.name ?? '') ||
    NETWORK_CODES.has(e.code ?? '') ||
    TRANSIENT_STATUS.has(e.$metadata?.httpStatusCode ?? 0) ||
    (e.cause !== undefined && e.cause !== null && depth <= 10 && isTransient(e.cause as RetryableError, depth + 1))
  );
}

/** The retry quota, shared by every command of one client, as the SDK's strategy keeps it. */
export class RetryPolicy {
  private capacity = CAPACITY;

  constructor(
    readonly maxAttempts: () => Promise<number>,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * The wait before retry number `retries + 1` after `error`, taking its cost from the quota;
   * undefined when the error is not retried (its kind, attempts used, or the quota spent).
   */
  async next(error: unknown, attempt: number): Promise<{ delayMs: number; cost: number } | undefined> {
    const kind = classify(error);
    if (kind === 'other' || attempt >= (await this.maxAttempts())) return undefined;
    const cost = kind === 'throttling' ? THROTTLING_COST : COST;
    if (this.capacity < cost) return undefined;
    this.capacity -= cost;
    const base = kind === 'throttling' ? THROTTLING_BASE_MS : BASE_MS;
    return { delayMs: Math.floor(this.random() * Math.min(base * 2 ** (attempt - 1), MAX_DELAY_MS)), cost };
  }

  /** A success gives back what its retries cost, or one token when it needed none. */
  succeeded(lastCost: number | undefined): void {
    this.capacity = Math.min(CAPACITY, this.capacity + (lastCost ?? NO_RETRY_INCREMENT));
  }
}
