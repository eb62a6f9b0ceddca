/** A rate bucket's rule and the fixed window a moment falls in. */

export interface RateRule {
  /** Bucket name, e.g. `writes`, `agent`, `signin`. */
  bucket: string;
  limit: number;
  windowS: number;
  /**
   * Count this many hits per table write (core/limits/batched.ts): cheaper, and may admit a
   * few hits over the limit per instance (documented there). Absent: every hit is one exact
   * conditional write.
   */
  batch?: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterS: number;
}

export function windowOf(nowMs: number, rule: RateRule) {
  const nowS = Math.floor(nowMs / 1000);
  const windowStart = nowS - (nowS % rule.windowS);
  return { windowStart, retryAfterS: Math.max(1, windowStart + rule.windowS - nowS) };
}

