import { APICallError, type LanguageModelV3CallOptions, type LanguageModelV3Usage } from '@ai-sdk/provider';

/**
 * What a call may cost in tokens before it is sent, without a tokenizer: the tokens-per-minute
 * ledger (token-ledger.ts) reserves this with the call, the paid spill-over (paid.ts) prices it.
 */

/**
 * The output a call is bounded by when its caller set no cap: a paid call is sent with it (so
 * its reserve is a bound on its cost, not a guess); a free call is not, so for the tokens
 * ledger it is an estimate, and a longer answer is added at settle.
 */
export const DEFAULT_OUTPUT_CAP = 4096;

/**
 * Per message, the tokens a chat template adds around its content (role markers, separators),
 * and per request the system preamble a provider may add: generous on purpose.
 */
const TEMPLATE_TOKENS_PER_MESSAGE = 16;
const TEMPLATE_TOKENS_PER_REQUEST = 64;

/**
 * An upper bound of a call's input tokens: every token of a byte-level BPE vocabulary
 * (Mistral's Tekken, Gemini's) spans at least one UTF-8 byte, so the bytes of the prompt and
 * tool definitions (JSON, whose escaping only adds bytes) bound the tokens, plus the template's
 * own. Usually 3–4× the real count: a reservation is refunded at settle.
 */
export function inputTokenBound(options: LanguageModelV3CallOptions): number {
  const bytes = Buffer.byteLength(JSON.stringify([options.prompt, options.tools ?? [], options.responseFormat ?? null]), 'utf8');
  return bytes + TEMPLATE_TOKENS_PER_MESSAGE * options.prompt.length + TEMPLATE_TOKENS_PER_REQUEST;
}

/** The call's output cap: the caller's, or DEFAULT_OUTPUT_CAP. */
export function outputTokenBound(options: LanguageModelV3CallOptions): number {
  return options.maxOutputTokens ?? DEFAULT_OUTPUT_CAP;
}

/** What the tokens ledger reserves for one request: its input bound and its output cap. */
export function requestTokenBound(options: LanguageModelV3CallOptions): number {
  return inputTokenBound(options) + outputTokenBound(options);
}

/** What the provider reported a call used (input + output), or undefined when it said nothing. */
export function reportedTokens(usage: LanguageModelV3Usage | undefined): number | undefined {
  const input = usage?.inputTokens.total;
  const output = usage?.outputTokens.total;
  if (input === undefined && output === undefined) return undefined;
  return (input ?? 0) + (output ?? 0);
}

/**
 * A failed call the provider served nothing for: it answered with an HTTP error status (a
 * 429, a 500, a 400) before any output, so it counted and billed nothing. Any other failure
 * (a timeout, a reset, an error inside a stream, a cancel) may have run: it counts in full.
 */
export function servedNothing(error: unknown): boolean {
  return APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode >= 400;
}
