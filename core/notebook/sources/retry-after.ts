/** Longest wait a provider's hint is taken at: past it the batch counts as refused for now. */
const MAX_HINT_MS = 120_000;

/**
 * A 429's wait in ms: `retry-after-ms` (OpenAI-style), else `Retry-After` in seconds or as an
 * HTTP date (RFC 9110); undefined when there is none or it cannot be read.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_HINT_MS);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Number(value) * 1000, MAX_HINT_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - nowMs), MAX_HINT_MS);
}
