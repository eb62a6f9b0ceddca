import { APICallError } from '@ai-sdk/provider';

/**
 * C6: how long the provider itself asked us to wait, in seconds, if it said so: a
 * `Retry-After` header (seconds or an HTTP date), `retry-after-ms`, or Gemini's
 * `RetryInfo.retryDelay` ("37s") in the error body. Capped, because a broken header must not
 * bench a link for a day; the chain uses the longer of this and its own rule.
 */
export const MAX_PROVIDER_WAIT_S = 3600;

export function providerWaitS(err: unknown, nowMs: number): number | undefined {
  const e = findApiCallError(err);
  const candidates: (number | undefined)[] = [];
  const headers = lowerKeys(e?.responseHeaders);
  candidates.push(parseRetryAfter(headers['retry-after'], nowMs));
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms)) candidates.push(ms / 1000);
  candidates.push(retryDelayIn(e?.data), retryDelayIn(parseJson(e?.responseBody)), retryDelayIn(err));
  const found = candidates.filter((v): v is number => v !== undefined && v > 0);
  if (found.length === 0) return undefined;
  return Math.min(MAX_PROVIDER_WAIT_S, Math.ceil(Math.max(...found)));
}

function findApiCallError(err: unknown): APICallError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if (APICallError.isInstance(e)) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function lowerKeys(h: Record<string, string> | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(h ?? {})) out[k.toLowerCase()] = v;
  return out;
}

function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return seconds;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : (at - nowMs) / 1000;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `{ error: { details: [{ '@type': '…RetryInfo', retryDelay: '37s' }] } }` (google.rpc). */
function retryDelayIn(body: unknown): number | undefined {
  const root = body as { error?: { details?: unknown } } | undefined;
  const details = root?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const d of details) {
    const delay = (d as { retryDelay?: unknown } | null)?.retryDelay;
    const m = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay.trim()) : null;
    if (m?.[1]) return Number(m[1]);
  }
  return undefined;
}
