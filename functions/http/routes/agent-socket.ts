import type { EventSocket } from '../../../core/ai/agent/turn/sink';

/** A turn's socket and the response body it writes into. `end` closes the body once the turn is done. */
export interface SocketBody {
  body: ReadableStream<Uint8Array>;
  socket: EventSocket;
  end(): void;
}

/**
 * The turn's events as the response body, with one stream between the sink and the server
 * (issue 35). Hono's `stream()` helper puts a TransformStream and a second ReadableStream
 * between its writer and the server: three web-stream hops for every token, each a few
 * promise turns of CPU between the provider's chunk and the person's token. Here a write is
 * handed straight to the server's pending read.
 *
 * Backpressure is kept, because the sink relies on it: a write resolves only when the server
 * has taken the chunk (a pull), so a reader that is stuck (a Lambda response stream that failed
 * silently) leaves the write pending and the sink's deadline marks the client gone. A reader
 * that cancels (the node server when the socket closes, the Lambda pump when a write failed)
 * fails the writes waiting and closes the socket.
 */
export function socketBody(): SocketBody {
  const encoder = new TextEncoder();
  const waiting: { bytes: Uint8Array; taken: () => void; refused: (e: Error) => void }[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pulled: (() => void) | undefined;
  let open = true;

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        const next = waiting.shift();
        if (next) {
          controller.enqueue(next.bytes);
          next.taken();
          return;
        }
        // Nothing to send yet: the next write completes this pull.
        return new Promise<void>((resolve) => (pulled = resolve));
      },
      cancel() {
        open = false;
        for (const w of waiting.splice(0)) w.refused(new Error('client closed'));
        pulled?.();
      },
    },
    { highWaterMark: 0 },
  );

  return {
    body,
    socket: {
      isOpen: () => open,
      write(chunk) {
        if (!open) return Promise.reject(new Error('client closed'));
        const bytes = encoder.encode(chunk);
        if (pulled) {
          const done = pulled;
          pulled = undefined;
          controller.enqueue(bytes);
          done();
          return Promise.resolve();
        }
        return new Promise<void>((taken, refused) => waiting.push({ bytes, taken, refused }));
      },
    },
    end() {
      if (!open) return;
      open = false;
      for (const w of waiting.splice(0)) w.refused(new Error('stream ended'));
      pulled?.();
      try {
        controller.close();
      } catch {
        // Already cancelled by the reader.
      }
    },
  };
}
