import type { LanguageModelV3, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { announcedServer } from '../../chain';
import type { PartRenamer } from './call-ids';

/**
 * The turn's model with a stream handed over at once, before any link has answered (issue 35).
 *
 * The chain resolves `doStream` only once a link has produced content (C4: before that it may
 * still fail over), and `streamText` builds a step's whole pipeline — its tool-running and
 * step transforms, a dozen web streams — only after `doStream` resolves. Built then, that
 * pipeline sat between the provider's first chunk and the person's first token. Here `doStream`
 * answers with a stream at once, so the pipeline is built while the provider is still thinking,
 * and the chain's answer (its stream, or its failure) comes through that stream: parts as the
 * committed link sends them; an exhausted or refused chain as the stream's error before any
 * part, which reaches the turn as the failure it always was (turn/converse.ts). Failover,
 * timeouts and cancellation stay the chain's: nothing here reads a part before the chain gives it.
 *
 * `rename`, for each call, maps the parts as they pass (call-ids.ts) — in this same pull, not in
 * a stream of its own: every web-stream hop is CPU between a chunk and its token.
 *
 * `onServer` takes the chain's announcement of who serves a call (its first part once a link
 * commits, asked for with `includeRawChunks`) out of the stream: as a raw part it went through
 * streamText's whole pipeline, one more part in front of the first token. The turn says it
 * with the step's start, which streamText emits with the step's first part (turn/converse.ts).
 */
export function streamsAtOnce(model: LanguageModelV3, rename?: (prompt: LanguageModelV3Prompt) => PartRenamer, onServer?: (server: { link: string; model: string }) => void): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      wrapStream: async ({ doStream, params }) => {
        const map = rename?.(params.prompt);
        const answer = Promise.resolve(doStream());
        // Read (and its failure thrown) by the first pull; this only keeps it from counting as unhandled meanwhile.
        answer.catch(() => undefined);
        let reader: Promise<ReadableStreamDefaultReader<LanguageModelV3StreamPart>> | undefined;
        const readerOf = () => (reader ??= answer.then((r) => r.stream.getReader()));
        const stream = new ReadableStream<LanguageModelV3StreamPart>({
          async pull(out) {
            const source = await readerOf();
            for (;;) {
              const { done, value } = await source.read();
              if (done) return out.close();
              const server = onServer && value.type === 'raw' ? announcedServer(value.rawValue) : undefined;
              if (server) onServer!(server);
              // A stream-start without warnings tells streamText nothing (it keeps only the
              // warnings, and drops the part): not passed, two hops less before the first token.
              else if (value.type !== 'stream-start' || value.warnings.length > 0) return out.enqueue(map ? map(value) : value);
            }
          },
          // Gone before the chain answered too: its stream, when it comes, is released unread.
          async cancel(reason) {
            await readerOf().then((r) => r.cancel(reason), () => undefined);
          },
        });
        return { stream };
      },
    },
  });
}
