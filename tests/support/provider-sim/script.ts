// Scripted responses. Steps are protocol-neutral: each link's wire format
// renders them, so one script works for a Mistral, OpenAI-style or Gemini link.

export interface Timing {
  /** Wait before the status line and headers are sent. */
  firstByteMs?: number;
  /** Wait between streamed events (stream requests only). */
  betweenChunksMs?: number;
  /**
   * Wait after the headers before the first streamed event: a model's time to its first token.
   * A real provider answers a streamed request with its headers at once and the tokens after.
   */
  firstChunkMs?: number;
}

export interface Usage {
  input: number;
  output: number;
}

export interface ToolCallSpec {
  name: string;
  args: unknown;
  id?: string;
}

/**
 * The provider's own error responses: `context` (prompt longer than the model takes), `schema`
 * (a rejected response_format / response_schema), `prefill` (an assistant message last, which
 * Mistral refuses), `policy` (an HTTP 400 content refusal; Gemini has none, see `refusal()`).
 */
export type ProviderErrorKind = 'quota' | 'server' | 'auth' | 'unscripted' | 'context' | 'schema' | 'prefill' | 'policy';

export type Step =
  | { kind: 'reply'; text: string[]; toolCalls: ToolCallSpec[]; reasoning?: string[]; usage?: Usage; filtered?: boolean; timing?: Timing }
  | { kind: 'cut'; text: string[]; toolCalls?: ToolCallSpec[]; events?: number; timing?: Timing }
  | { kind: 'malformed'; text: string[]; after?: number; unfinished?: boolean; usage?: Usage; timing?: Timing }
  | { kind: 'inBandError'; message: string; timing?: Timing }
  | { kind: 'status'; code: number; body: string | object; headers?: Record<string, string>; timing?: Timing }
  | { kind: 'providerError'; error: ProviderErrorKind; message?: string; retryAfterSeconds?: number; timing?: Timing }
  | { kind: 'stall'; ms?: number }
  | { kind: 'stallAfter'; text: string[]; reasoning?: string[]; timing?: Timing }
  | { kind: 'reset'; afterHeaders: boolean; timing?: Timing }
  | { kind: 'refusal'; timing?: Timing };

export type ReplyStep = Extract<Step, { kind: 'reply' }>;
export type StatusStep = Extract<Step, { kind: 'status' }>;
export type ProviderErrorStep = Extract<Step, { kind: 'providerError' }>;
export type StallStep = Extract<Step, { kind: 'stall' }>;
/** Steps an embeddings request can consume; anything else gets the default vectors. */
export type EmbeddingStep = StatusStep | ProviderErrorStep | StallStep;

export interface ReplyOptions {
  usage?: Usage;
  timing?: Timing;
  /** Reasoning ("thinking") deltas sent before the text, in each provider's shape. */
  reasoning?: string[];
  /**
   * The reply ends with the provider's content-filter finish (OpenAI-style `content_filter`,
   * Gemini's SAFETY); with no text, that is a refusal after the headers.
   */
  filtered?: boolean;
}

/** A text reply: each chunk is its own SSE event when streamed, joined otherwise. */
export function text(chunks: string | string[], opts: ReplyOptions = {}): ReplyStep {
  return { kind: 'reply', text: typeof chunks === 'string' ? [chunks] : chunks, toolCalls: [], ...opts };
}

export function toolCall(
  name: string,
  args: unknown,
  opts: ReplyOptions & { id?: string; text?: string[] } = {},
): ReplyStep {
  const { id, text: before = [], ...rest } = opts;
  return toolCalls([{ name, args, ...(id ? { id } : {}) }], { text: before, ...rest });
}

/** Several tool calls in one response (parallel tool calling), optionally after some text. */
export function toolCalls(calls: ToolCallSpec[], opts: ReplyOptions & { text?: string[] } = {}): ReplyStep {
  const { text: before = [], ...rest } = opts;
  return { kind: 'reply', text: before, toolCalls: calls, ...rest };
}

/** A completion whose whole text is `value` (JSON-encoded unless already a string). */
export function json(value: unknown, opts: ReplyOptions = {}): ReplyStep {
  return text([typeof value === 'string' ? value : JSON.stringify(value)], opts);
}

/** Verbatim completion text, e.g. JSON inside code fences that a parser should reject. */
export function rawText(value: string, opts: ReplyOptions = {}): ReplyStep {
  return text([value], opts);
}

export function status(code: number, body: string | object, headers?: Record<string, string>): StatusStep {
  return { kind: 'status', code, body, ...(headers ? { headers } : {}) };
}

/** A 429 with the body the link's real provider sends (Mistral, OpenAI-style or Gemini). */
export function quota429(opts: { retryAfterSeconds?: number; message?: string } = {}): ProviderErrorStep {
  return { kind: 'providerError', error: 'quota', ...opts };
}

export function serverError(message?: string, opts: { retryAfterSeconds?: number } = {}): ProviderErrorStep {
  return { kind: 'providerError', error: 'server', ...(message ? { message } : {}), ...opts };
}

/** The provider's 400 for a prompt longer than the model's context, in its own words. */
export function contextTooLong(): ProviderErrorStep {
  return { kind: 'providerError', error: 'context' };
}

/** The provider's 400 for a request it will not take: a rejected schema, or a prefill (assistant message last). */
export function invalidRequest(kind: 'schema' | 'prefill' = 'schema'): ProviderErrorStep {
  return { kind: 'providerError', error: kind };
}

/**
 * The provider declines the content. Mistral and OpenAI-compatible links: HTTP 400
 * `content_policy_violation`. Gemini: HTTP 200 whose only event has `promptFeedback.blockReason`
 * SAFETY and no candidates (how Gemini blocks a prompt).
 */
export function refusal(): Step {
  return { kind: 'refusal' };
}

export function unauthorized(message?: string): ProviderErrorStep {
  return { kind: 'providerError', error: 'auth', ...(message ? { message } : {}) };
}

/** Streams the first `n` chunks, then destroys the socket: no finish event, no [DONE]. */
export function cutAfter(chunks: string[], n: number, opts: { timing?: Timing } = {}): Step {
  return { kind: 'cut', text: chunks.slice(0, n), ...opts };
}

/**
 * Streams the first `events` data lines of `reply` as the provider would send it whole, then
 * destroys the socket: e.g. a tool call cut inside its arguments (OpenAI-compatible links
 * stream them in pieces: the call's start, then three argument deltas).
 */
export function cutWithin(reply: ReplyStep, events: number): Step {
  return { kind: 'cut', text: reply.text, toolCalls: reply.toolCalls, events };
}

/** Never answers. With `ms`, the socket is destroyed after that long (an upstream timeout). */
export function stall(ms?: number): StallStep {
  return ms === undefined ? { kind: 'stall' } : { kind: 'stall', ms };
}

/**
 * A data line that is not JSON, then `then` chunks and a normal ending. With `after`, the bad
 * line comes after that many of the chunks (inside an otherwise complete stream); with
 * `unfinished`, the stream closes without its finish event and usage.
 */
export function malformedChunk(then: string[] = [], opts: { after?: number; unfinished?: boolean; usage?: Usage } = {}): Step {
  return { kind: 'malformed', text: then, ...opts };
}

/**
 * Streams the first `n` chunks (or, with `reasoning`, `n` reasoning deltas), then holds the
 * connection open and says nothing more until the caller hangs up.
 */
export function stallAfter(chunks: string[], n: number, opts: { reasoning?: boolean; timing?: Timing } = {}): Step {
  const sent = chunks.slice(0, n);
  return opts.reasoning
    ? { kind: 'stallAfter', text: [], reasoning: sent, ...(opts.timing ? { timing: opts.timing } : {}) }
    : { kind: 'stallAfter', text: sent, ...(opts.timing ? { timing: opts.timing } : {}) };
}

/**
 * The connection is reset (TCP RST: the client reads ECONNRESET) before any output: before the
 * status line, or with `afterHeaders` just after a 200's headers.
 */
export function reset(opts: { afterHeaders?: boolean } = {}): Step {
  return { kind: 'reset', afterHeaders: opts.afterHeaders ?? false };
}

/** HTTP 200 whose first (and only) event is the provider's error object. */
export function inBandError(message: string): Step {
  return { kind: 'inBandError', message };
}

/** Adds first-byte / between-chunk delays to any step except `stall`. */
export function delayed<S extends Step>(step: S, timing: Timing): S {
  return step.kind === 'stall' ? step : { ...step, timing: { ...step.timing, ...timing } };
}
