import { APICallError } from '@ai-sdk/provider';
import { ChainRefusedError, type LlmErrorClass } from './errors';

export type { LlmErrorClass };

/*
 * C8: what a link's failure means for the chain, and what the metrics say.
 * - RATE_LIMIT, TRANSIENT, FATAL: the provider's fault. They fail over and cool the link
 *   (RATE_LIMIT the long rule, the others the short one, a provider's own hint first).
 * - REQUEST: the request's fault (context length, an invalid request, a rejected schema or
 *   prefill, Mistral's tool-call id rule). Fails over (the next link may hold more or accept
 *   the shape) and cools nothing: one person's request must not bench a link for everyone.
 * - REFUSED: the provider declined the content. The chain stops (ChainRefusedError) and cools
 *   nothing: asking the next provider would route around the first one's policy.
 */

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

// OpenAI's `content_policy_violation`, Azure-style `content_filter` / ResponsibleAIPolicyViolation,
// and the words OpenAI-compatible hosts put in a 400 when their safety system rejects a prompt.
const REFUSAL_TEXT = /content[ _-]?policy[ _-]?violation|content[ _-]?filter|content[ _-]?management[ _-]?policy|responsible[ _-]?ai[ _-]?policy|rejected as a result of (?:our|the) safety system/i;

// Each provider's words for a prompt longer than the model takes (Mistral "too large for model
// with 32768 maximum context length", OpenAI `context_length_exceeded`, Gemini "The input token
// count (…) exceeds the maximum number of tokens allowed").
const CONTEXT_TEXT = /context[ _-]?length|context[ _-]?window|maximum number of tokens|input token count|too many (?:input )?tokens|prompt is too long|too large for model/i;

// Gemini answers a bad key with 400 INVALID_ARGUMENT: that is the link's fault, not the request's.
const AUTH_TEXT = /api[ _-]?key|API_KEY_INVALID|unauthori[sz]ed|permission[ _-]?denied/i;

const RATE_LIMIT_STATUS = new Set([402, 429]);
const FATAL_STATUS = new Set([401, 403, 404, 405]);
const REQUEST_STATUS = new Set([400, 413, 422]);

export function classifyLlmError(err: unknown): LlmErrorClass {
  return describeLlmError(err).class;
}

export interface LlmErrorInfo {
  class: LlmErrorClass;
  status: number | undefined;
}

export function describeLlmError(err: unknown): LlmErrorInfo {
  if (err instanceof ChainRefusedError) return { class: 'REFUSED', status: undefined };
  const status = statusOf(err);
  if (status !== undefined && RATE_LIMIT_STATUS.has(status)) return { class: 'RATE_LIMIT', status };
  const text = textOf(err);
  // The request's own faults are read before the quota words: "Prompt contains 429 tokens"
  // must not read as a rate limit.
  const clientSide = status === undefined || (status >= 400 && status < 500);
  if (clientSide && REFUSAL_TEXT.test(text)) return { class: 'REFUSED', status };
  if (clientSide && CONTEXT_TEXT.test(text)) return { class: 'REQUEST', status };
  if (QUOTA_TEXT.test(text)) return { class: 'RATE_LIMIT', status };
  if (status !== undefined && FATAL_STATUS.has(status)) return { class: 'FATAL', status };
  if (status !== undefined && REQUEST_STATUS.has(status)) {
    return { class: AUTH_TEXT.test(text) ? 'FATAL' : 'REQUEST', status };
  }
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
