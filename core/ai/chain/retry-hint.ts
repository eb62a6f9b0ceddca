import { APICallError } from '@ai-sdk/provider';

/**
 * C6: how long the provider itself asked us to wait, if it said so: a `Retry-After` header
 * (seconds or an HTTP date), `retry-after-ms`, or Gemini's `RetryInfo.retryDelay` ("37s") in
 * the error body. Capped, because a broken header must not bench a link for a day. The chain
 * lets the hint decide (fallback-model.ts): a short one is waited out on the same link, a
 * longer one is the link's cooldown.
 */
export const MAX_PROVIDER_WAIT_S = 3600;

/** The hint in milliseconds, unrounded (a 1.5 s hint is waited 1.5 s, not 2). */
export function providerWaitMs(err: unknown, nowMs: number): number | undefined {
  const e = findApiCallError(err);
  const candidates: (number | undefined)[] = [];
  const headers = lowerKeys(e?.responseHeaders);
  candidates.push(parseRetryAfter(headers['retry-after'], nowMs));
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms)) candidates.push(ms / 1000);
  candidates.push(retryDelayIn(e?.data), retryDelayIn(parseJson(e?.responseBody)), retryDelayIn(err));
  const found = candidates.filter((v): v is number => v !== undefined && v > 0);
  if (found.length === 0) return undefined;
  return Math.min(MAX_PROVIDER_WAIT_S, Math.max(...found)) * 1000;
}

/** The hint in whole seconds, rounded up (cooldowns and "back in N s" are in seconds). */
export function providerWaitS(err: unknown, nowMs: number): number | undefined {
  const ms = providerWaitMs(err, nowMs);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
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

/** Gemini's daily quotas reset at midnight Pacific time (its rate-limit documentation). */
const DAILY_RESET_ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 3600 * 1000;

/**
 * A daily quota (Gemini's `QuotaFailure` violation with a `...PerDay...` quota id) is not
 * lifted by waiting the short RetryInfo delay the same body carries: the link stays cooled
 * until the quota resets (midnight Pacific), capped at 24 h. Undefined for any other error.
 */
export function dailyQuotaWaitS(err: unknown, nowMs: number): number | undefined {
  const e = findApiCallError(err);
  const body = (e?.data ?? parseJson(e?.responseBody)) as { error?: { details?: unknown } } | undefined;
  const details = body?.error?.details;
  if (!Array.isArray(details)) return undefined;
  const daily = details.some(
    (d) =>
      typeof d === 'object' && d !== null && String((d as { '@type'?: unknown })['@type']).endsWith('QuotaFailure') &&
      Array.isArray((d as { violations?: unknown }).violations) &&
      ((d as { violations: { quotaId?: unknown }[] }).violations).some((v) => /PerDay/i.test(String(v?.quotaId ?? ''))),
  );
  if (!daily) return undefined;
  return Math.ceil(Math.min(DAY_MS, msUntilMidnight(DAILY_RESET_ZONE, nowMs)) / 1000);
}

function msUntilMidnight(zone: string, nowMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(nowMs))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const sinceMidnight = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + (nowMs % 1000);
  return DAY_MS - sinceMidnight;
}
