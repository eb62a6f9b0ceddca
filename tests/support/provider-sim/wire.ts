import type { ProviderErrorKind, ToolCallSpec, Usage } from './script';

/** Which real API a link imitates; decides routes, body shapes and error bodies. */
export type Flavor = 'mistral' | 'openai' | 'gemini';

/** What a reply step boils down to once the server has decided how much of it to send. */
export interface ReplyContent {
  text: string[];
  toolCalls: ToolCallSpec[];
  /** Reasoning deltas, sent before the text. */
  reasoning: string[];
  usage: Usage;
  /** False for a cut or stalled stream: no finish event (nor the usage it carries). */
  finished: boolean;
  /** Finish with the provider's content-filter reason instead of stop. */
  filtered: boolean;
}

export interface WireContext {
  model: string;
  /** Request sequence number, used to make response and tool-call ids unique but stable. */
  seq: number;
  created: number;
}

export interface ErrorResponse {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

export interface WireFormat {
  /** Payloads of the `data:` lines, already serialized. */
  streamPayloads(reply: ReplyContent, ctx: WireContext): string[];
  /** Last data line of a normally finished stream, if the protocol has one. */
  doneMarker?: string;
  /** Event separator the real server uses. */
  eventEnd: string;
  jsonBody(reply: ReplyContent, ctx: WireContext): object;
  inBandError(message: string): object;
  errorResponse(kind: ProviderErrorKind, message?: string, retryAfterSeconds?: number): ErrorResponse;
  /** A data line that cannot be parsed as JSON. */
  malformedPayload: string;
  /**
   * The provider declining the content: an HTTP error, or (Gemini) a 200 whose events say the
   * prompt was blocked (`events` when streamed, `body` otherwise).
   */
  refusal(ctx: WireContext): ErrorResponse | { events: string[]; body: object };
  /** The API's own refusal of a request it finds invalid (checked before any script step is taken). */
  rejectRequest?(body: unknown): ErrorResponse | undefined;
}

/** Splits a string into roughly `parts` pieces, so tool arguments arrive as real deltas. */
export function splitInto(value: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(value.length / parts));
  const pieces: string[] = [];
  for (let i = 0; i < value.length; i += size) pieces.push(value.slice(i, i + size));
  return pieces.length > 0 ? pieces : [''];
}

export function argsJson(args: unknown): string {
  return typeof args === 'string' ? args : JSON.stringify(args ?? {});
}
