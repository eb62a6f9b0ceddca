import { APICallError } from '@ai-sdk/provider';

/**
 * C8: what a link's failure means for the chain. Every class fails over; the class decides the
 * cooldown (RATE_LIMIT → the long one, anything else → the short one) and what the metrics say.
 */
export type LlmErrorClass = 'RATE_LIMIT' | 'TRANSIENT' | 'FATAL';

// Five SDKs report a spent quota five ways (typed 429/402, a 400 or 500 whose text says quota,
// an in-band error object with a `code`), so the message is sniffed as well as the status.
const QUOTA_TEXT = new RegExp(
  [
    '\\b429\\b',
    'quota',
    'rate[ _-]?limit',
    'payment[ _-]?required',
    'resource[ _-]?has[ _-]?been[ _-]?exhausted',
    'resource_exhausted',
    'insufficient[ _-]?(balance|quota|credits?)',
    'too[ _-]?many[ _-]?requests',
    'out of credits',
  ].join('|'),
  'i',
);

const RATE_LIMIT_STATUS = new Set([402, 429]);
const FATAL_STATUS = new Set([400, 401, 403, 404, 405, 413, 422]);

export function classifyLlmError(err: unknown): LlmErrorClass {
  return describeLlmError(err).class;
}

export interface LlmErrorInfo {
  class: LlmErrorClass;
  status: number | undefined;
}

export function describeLlmError(err: unknown): LlmErrorInfo {
  const status = statusOf(err);
  if ((status !== undefined && RATE_LIMIT_STATUS.has(status)) || QUOTA_TEXT.test(textOf(err))) {
    return { class: 'RATE_LIMIT', status };
  }
  if (status !== undefined && FATAL_STATUS.has(status)) return { class: 'FATAL', status };
  // 5xx, 408, timeouts, refused or cut connections, unparsable chunks, anything unknown: the
  // provider may well answer in a moment, so it gets the short cooldown.
  return { class: 'TRANSIENT', status };
}

/** The HTTP status, from a typed APICallError or an in-band error object (`{ error: { code } }`). */
export function statusOf(err: unknown): number | undefined {
  for (const e of chain(err)) {
    if (APICallError.isInstance(e) && e.statusCode !== undefined) return e.statusCode;
    const o = e as { status?: unknown; statusCode?: unknown; code?: unknown; error?: { code?: unknown } };
    for (const v of [o.statusCode, o.status, o.code, o.error?.code]) {
      if (typeof v === 'number' && v >= 100 && v < 600) return v;
    }
  }
  return undefined;
}

/**
 * Text worth sniffing: messages, provider codes and types, response bodies, down the cause
 * chain. A TypeValidationError's message embeds the rejected chunk, which is what we want.
 */
function textOf(err: unknown): string {
  const out: string[] = [];
  for (const e of chain(err)) {
    if (typeof e === 'string') {
      out.push(e);
      continue;
    }
    const o = e as Record<string, unknown>;
    for (const key of ['message', 'code', 'type', 'status', 'responseBody']) {
      const v = o[key];
      if (typeof v === 'string') out.push(v);
    }
    const inner = o.error;
    if (inner && typeof inner === 'object') out.push(textOf(inner));
  }
  return out.join('\n');
}

/** The error and its causes (bounded: some SDK errors are cyclic). */
function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  let e: unknown = err;
  for (let i = 0; i < 4 && e !== null && e !== undefined; i++) {
    out.push(e);
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return out;
}
