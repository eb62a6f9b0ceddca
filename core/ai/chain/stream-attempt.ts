import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { EmptyStreamError, FirstByteTimeoutError } from './errors';
import { linkGuard, type LinkGuard } from './link-guard';
import { rememberServed, servedAnnouncement, withServed, type ServedRecord } from './served';

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** What the chain learns about a stream once it has been handed to the caller. */
export interface StreamHooks {
  firstToken(ms: number): void;
  /** The stream ended; `clean` is false when an error part passed through after output. */
  ended(usage: LanguageModelV3Usage | undefined, clean: boolean): void;
  /** The stream threw after output began (a cut): passed through, never failed over (C4). */
  interrupted(error: unknown): void;
  /** The caller stopped reading (went away) before the end. */
  cancelled(): void;
}

/**
 * C4, the line between "nothing yet" and "output began". These parts only announce or frame
 * output, so they are held back and replayed if the link commits, dropped if it fails:
 * stream-start (warnings), response-metadata, raw chunks, text/reasoning start and end, and
 * empty text/reasoning deltas. Anything else commits the link: a non-empty text or reasoning
 * delta, tool-input-start/delta, tool-call, tool-result, file, source, approval requests, and
 * `finish` (a complete reply with no content is still the link's answer). An `error` part
 * before that point is the link failing, exactly like an HTTP error.
 */
const HELD = new Set(['stream-start', 'response-metadata', 'raw', 'text-start', 'text-end', 'reasoning-start', 'reasoning-end']);

function commits(p: LanguageModelV3StreamPart): boolean {
  if (p.type === 'text-delta' || p.type === 'reasoning-delta') return p.delta.length > 0;
  return !HELD.has(p.type);
}

export async function attemptStream(
  link: { name: string; model: LanguageModelV3 },
  options: LanguageModelV3CallOptions,
  timeoutMs: number,
  served: ServedRecord,
  hooks: StreamHooks,
): Promise<Attempt<LanguageModelV3StreamResult>> {
  const guard = linkGuard(link.name, options.abortSignal, timeoutMs);
  const started = performance.now();
  let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart> | undefined;
  const fail = (error: unknown): Attempt<LanguageModelV3StreamResult> => {
    guard.abandon();
    guard.release();
    reader?.cancel().catch(() => undefined);
    return { ok: false, error: guard.timedOut ? new FirstByteTimeoutError(link.name, timeoutMs) : error };
  };
  try {
    // The links' own raw chunks are never asked for: the only raw part the chain emits is its
    // announcement of who serves (below), for callers that ask for raw parts.
    const pending = link.model.doStream({ ...options, includeRawChunks: false, abortSignal: guard.signal });
    const result = await guard.race(pending);
    reader = result.stream.getReader();
    const held: LanguageModelV3StreamPart[] = [];
    for (;;) {
      const { done, value } = await guard.race(reader.read());
      if (done) return fail(new EmptyStreamError(`LLM link ${link.name} ended without output`));
      if (value.type === 'error') return fail(value.error);
      held.push(value);
      if (commits(value)) break;
    }
    guard.committed();
    hooks.firstToken(performance.now() - started);
    if (options.includeRawChunks) held.unshift(servedAnnouncement(served));
    return { ok: true, value: { ...result, stream: passThrough(held, reader, guard, served, hooks) } };
  } catch (error) {
    return fail(error);
  }
}

/** The committed link's stream: held parts first, then the rest as it comes, untouched. */
function passThrough(
  held: LanguageModelV3StreamPart[],
  reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>,
  guard: LinkGuard,
  served: ServedRecord,
  hooks: StreamHooks,
): ReadableStream<LanguageModelV3StreamPart> {
  let usage: LanguageModelV3Usage | undefined;
  let clean = true;
  let over = false;
  const end = (report: () => void) => {
    if (over) return;
    over = true;
    guard.release();
    report();
  };
  const tap = (p: LanguageModelV3StreamPart): LanguageModelV3StreamPart => {
    if (p.type === 'error') clean = false;
    if (p.type !== 'finish') return p;
    usage = p.usage;
    return { ...p, providerMetadata: withServed(p.providerMetadata, served) };
  };
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(c) {
      for (const p of held) c.enqueue(tap(p));
    },
    async pull(c) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          end(() => hooks.ended(usage, clean && usage !== undefined));
          c.close();
          return;
        }
        c.enqueue(tap(value));
      } catch (error) {
        rememberServed(error, served);
        end(() => hooks.interrupted(error));
        c.error(error);
      }
    },
    async cancel(reason) {
      end(() => hooks.cancelled());
      guard.abandon();
      await reader.cancel(reason).catch(() => undefined);
    },
  });
}
