// Scripted responses. Steps are protocol-neutral: each link's wire format
// renders them, so one script works for a Mistral, OpenAI-style or Gemini link.

export interface Timing {
  /** Wait before the status line and headers are sent. */
  firstByteMs?: number;
  /** Wait between streamed events (stream requests only). */
  betweenChunksMs?: number;
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

export type ProviderErrorKind = 'quota' | 'server' | 'auth' | 'unscripted';

export type Step =
  | { kind: 'reply'; text: string[]; toolCalls: ToolCallSpec[]; usage?: Usage; timing?: Timing }
  | { kind: 'cut'; text: string[]; timing?: Timing }
  | { kind: 'malformed'; text: string[]; timing?: Timing }
  | { kind: 'inBandError'; message: string; timing?: Timing }
  | { kind: 'status'; code: number; body: string | object; headers?: Record<string, string>; timing?: Timing }
  | { kind: 'providerError'; error: ProviderErrorKind; message?: string; retryAfterSeconds?: number; timing?: Timing }
  | { kind: 'stall'; ms?: number };

export type ReplyStep = Extract<Step, { kind: 'reply' }>;
export type StatusStep = Extract<Step, { kind: 'status' }>;
export type ProviderErrorStep = Extract<Step, { kind: 'providerError' }>;
export type StallStep = Extract<Step, { kind: 'stall' }>;
/** Steps an embeddings request can consume; anything else gets the default vectors. */
export type EmbeddingStep = StatusStep | ProviderErrorStep | StallStep;

export interface ReplyOptions {
  usage?: Usage;
  timing?: Timing;
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

export function serverError(message?: string): ProviderErrorStep {
  return { kind: 'providerError', error: 'server', ...(message ? { message } : {}) };
}

export function unauthorized(message?: string): ProviderErrorStep {
  return { kind: 'providerError', error: 'auth', ...(message ? { message } : {}) };
}

/** Streams the first `n` chunks, then destroys the socket: no finish event, no [DONE]. */
export function cutAfter(chunks: string[], n: number, opts: { timing?: Timing } = {}): Step {
  return { kind: 'cut', text: chunks.slice(0, n), ...opts };
}

/** Never answers. With `ms`, the socket is destroyed after that long (an upstream timeout). */
export function stall(ms?: number): StallStep {
  return ms === undefined ? { kind: 'stall' } : { kind: 'stall', ms };
}

/** First data line is not JSON; `then` chunks and a normal ending follow it. */
export function malformedChunk(then: string[] = []): Step {
  return { kind: 'malformed', text: then };
}

/** HTTP 200 whose first (and only) event is the provider's error object. */
export function inBandError(message: string): Step {
  return { kind: 'inBandError', message };
}

/** Adds first-byte / between-chunk delays to any step except `stall`. */
export function delayed<S extends Step>(step: S, timing: Timing): S {
  return step.kind === 'stall' ? step : { ...step, timing: { ...step.timing, ...timing } };
}
