import {
  JSONParseError,
  TypeValidationError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
  type LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { ChainRefusedError, contentFiltered, EmptyStreamError, FirstByteTimeoutError } from './errors';
import { linkGuard, type LinkGuard } from './link-guard';
import { rememberServed, servedAnnouncement, withServed, type ServedRecord } from './served';

const TOOL_INPUT = ['tool-input-start', 'tool-input-delta', 'tool-input-end'];

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** What the chain learns about a stream once it has been handed to the caller. */
export interface StreamHooks {
  firstToken(ms: number): void;
  /** The stream ended; `clean` is false when an error part passed through after output. */
  ended(usage: LanguageModelV3Usage | undefined, clean: boolean): void;
  /** The stream threw after output began (a cut, the idle limit): passed through, never failed over (C4). */
  interrupted(error: unknown): void;
  /** The caller stopped reading (went away) before the end. */
  cancelled(): void;
  /** Unreadable chunks were skipped in a stream that then finished cleanly. */
  skipped(count: number): void;
  /** The stream's first tool call passed through: another call (the next step) is likely to follow. */
  toolCall?(): void;
}

/** One stream attempt's limits (C4): to the first content, and between parts once it began. */
export interface StreamLimits {
  firstByteMs: number;
  idleMs: number;
}

/**
 * C4, the line between "nothing yet" and "output began". These parts only announce or frame
 * output, so they are held back and replayed if the link commits, dropped if it fails:
 * stream-start (warnings), response-metadata, raw chunks, text/reasoning start and end, empty
 * text/reasoning deltas, and a tool call's streamed input (tool-input-start/delta/end: no
 * caller shows it, and a call cut inside its arguments has not run, so it fails over, issue
 * 31). Anything else commits the link: a non-empty text or reasoning delta, tool-call,
 * tool-result, file, source, approval requests, and `finish` (a complete reply with no content
 * is still the link's answer, except a refusal). An `error` part before that point is the link
 * failing, exactly like an HTTP error.
 */
const HELD = new Set(['stream-start', 'response-metadata', 'raw', 'text-start', 'text-end', 'reasoning-start', 'reasoning-end', ...TOOL_INPUT]);

function commits(p: LanguageModelV3StreamPart): boolean {
  if (p.type === 'text-delta' || p.type === 'reasoning-delta') return p.delta.length > 0;
  return !HELD.has(p.type);
}

export async function attemptStream(
  link: { name: string; model: LanguageModelV3 },
  options: LanguageModelV3CallOptions,
  limits: StreamLimits,
  served: ServedRecord,
  hooks: StreamHooks,
): Promise<Attempt<LanguageModelV3StreamResult>> {
  const guard = linkGuard(link.name, options.abortSignal, limits.firstByteMs);
  const started = performance.now();
  let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart> | undefined;
  const fail = (error: unknown): Attempt<LanguageModelV3StreamResult> => {
    guard.abandon();
    guard.release();
    reader?.cancel().catch(() => undefined);
    return { ok: false, error: guard.timedOut ? new FirstByteTimeoutError(link.name, limits.firstByteMs) : error };
  };
  try {
    // The links' own raw chunks are never asked for: the only raw part the chain emits is its
    // announcement of who serves (below), for callers that ask for raw parts.
    const pending = link.model.doStream({ ...options, includeRawChunks: false, abortSignal: guard.signal });
    // The caller's stream is built while the link has not answered: a web stream's constructor
    // is tens of microseconds of CPU, which at the commit sat in front of the first token (issue 35).
    const out = passThrough(guard, served, hooks);
    const result = await guard.race(pending);
    reader = result.stream.getReader();
    const held: LanguageModelV3StreamPart[] = [];
    for (;;) {
      const { done, value } = await guard.race(reader.read());
      if (done) return fail(new EmptyStreamError(`LLM link ${link.name} ended without output`));
      if (value.type === 'error') return fail(value.error);
      // A finish before any content that says the content was filtered is a refusal (Gemini's
      // promptFeedback.blockReason and finish reason SAFETY, OpenAI-style `content_filter`).
      if (value.type === 'finish' && contentFiltered(value.finishReason)) {
        return fail(new ChainRefusedError(link.name, link.model.modelId, served.failedOver));
      }
      held.push(value);
      if (commits(value)) break;
      // Streaming a tool call's input is the link at work: from here silence is judged by the
      // idle limit, so long arguments are not cut at the first-byte limit.
      if (value.type.startsWith('tool-input')) guard.producing(limits.idleMs);
      guard.touch();
    }
    guard.producing(limits.idleMs);
    hooks.firstToken(performance.now() - started);
    if (options.includeRawChunks) held.unshift(servedAnnouncement(served));
    return { ok: true, value: { ...result, stream: out.open(held, reader) } };
  } catch (error) {
    return fail(error);
  }
}

/** A chunk the SDK could not read (not JSON, or not the provider's chunk shape). */
function unreadable(error: unknown): boolean {
  return JSONParseError.isInstance(error) || TypeValidationError.isInstance(error);
}

/** The provider said it is done and what it cost: the answer is whole as far as it knows. */
function finishedCleanly(p: Extract<LanguageModelV3StreamPart, { type: 'finish' }>): boolean {
  const { unified } = p.finishReason;
  const counted = p.usage.inputTokens.total !== undefined || p.usage.outputTokens.total !== undefined;
  return unified !== 'error' && unified !== 'other' && counted;
}

/**
 * The committed link's stream: held parts first, then the rest as it comes. Two things are
 * not passed on as they come:
 * - an unreadable chunk's error part is held until the end: dropped (counted on the finish's
 *   ServedRecord and in a metric) when the stream then finishes cleanly, passed on before the
 *   finish (or the end) when it does not, so an unfinished stream still reads as failed;
 * - silence longer than the idle limit aborts the link and errors the stream with
 *   StreamIdleError (what arrived has already been passed on).
 */
function passThrough(
  guard: LinkGuard,
  served: ServedRecord,
  hooks: StreamHooks,
): { open(held: LanguageModelV3StreamPart[], reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>): ReadableStream<LanguageModelV3StreamPart> } {
  type Reader = ReadableStreamDefaultReader<LanguageModelV3StreamPart>;
  // The link's reader, from the commit on; its first pull (the stream asks for one part as it starts) waits for it.
  let reader: Reader | undefined;
  let opened!: (source: Reader) => void;
  const ready = new Promise<Reader>((resolve) => (opened = resolve));
  let controller!: ReadableStreamDefaultController<LanguageModelV3StreamPart>;
  let usage: LanguageModelV3Usage | undefined;
  let clean = true;
  let over = false;
  let unread: LanguageModelV3StreamPart[] = [];
  let calledTools = false;
  const end = (report: () => void) => {
    if (over) return;
    over = true;
    guard.release();
    report();
  };
  const flushUnread = (c: ReadableStreamDefaultController<LanguageModelV3StreamPart>) => {
    if (unread.length === 0) return;
    clean = false;
    for (const p of unread) c.enqueue(p);
    unread = [];
  };
  const forward = (p: LanguageModelV3StreamPart, c: ReadableStreamDefaultController<LanguageModelV3StreamPart>) => {
    if (p.type === 'error') {
      if (unreadable(p.error)) unread.push(p);
      else {
        clean = false;
        c.enqueue(p);
      }
      return;
    }
    if (p.type === 'tool-call' && !calledTools) {
      calledTools = true;
      hooks.toolCall?.();
    }
    if (p.type !== 'finish') return c.enqueue(p);
    usage = p.usage;
    const skipped = unread.length > 0 && finishedCleanly(p) ? unread.length : 0;
    if (skipped) {
      unread = [];
      hooks.skipped(skipped);
    } else flushUnread(c);
    c.enqueue({ ...p, providerMetadata: withServed(p.providerMetadata, skipped ? { ...served, skippedChunks: skipped } : served) });
  };
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    start(c) {
      controller = c;
    },
    async pull(c) {
      const source = reader ?? (await ready);
      try {
        const { done, value } = await guard.raceIdle(source.read());
        guard.touch();
        if (done) {
          flushUnread(c);
          end(() => hooks.ended(usage, clean && usage !== undefined));
          c.close();
          return;
        }
        forward(value, c);
      } catch (error) {
        const err = guard.idled ? (guard.signal.reason as unknown) : error;
        if (guard.idled) source.cancel().catch(() => undefined);
        rememberServed(err, served);
        end(() => hooks.interrupted(err));
        c.error(err);
      }
    },
    async cancel(reason) {
      end(() => hooks.cancelled());
      guard.abandon();
      await reader?.cancel(reason).catch(() => undefined);
    },
  });
  return {
    open(held, source) {
      reader = source;
      for (const p of held) forward(p, controller);
      opened(source);
      return stream;
    },
  };
}
