import { createParser } from 'eventsource-parser';
import { AgentEvent } from '../../../core/ai/agent/protocol/events';

export interface AgentEventHandlers {
  /** `id`: the event's SSE id (its sequence number in the turn), when it carries one. */
  onEvent(event: AgentEvent, id?: number): void;
  /** An event that is not JSON or does not match the contract's schema: an error, never a crash. */
  onInvalid(reason: string): void;
  /** Heartbeats (`: hb`) and any other comment line. */
  onComment?(comment: string): void;
}

export interface AgentEventDecoder {
  /** Feed bytes exactly as the network delivered them: any split point is fine. */
  push(chunk: Uint8Array): void;
  /** The body ended; an event without its closing blank line is discarded (as SSE says). */
  end(): void;
}

/**
 * Bytes → validated agent events. The TextDecoder runs in stream mode so a multi-byte
 * character cut between two chunks is held until its last byte arrives; the SSE parser
 * buffers a line (or an event) cut between chunks the same way. The schema is the server's
 * own (`core/ai/agent/protocol/events.ts`), so client and server cannot disagree about an event.
 */
export function createAgentEventDecoder(handlers: AgentEventHandlers): AgentEventDecoder {
  const decoder = new TextDecoder('utf-8');
  const parser = createParser({
    onEvent(message) {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        handlers.onInvalid(`event "${message.event ?? 'message'}" carries data that is not JSON`);
        return;
      }
      const parsed = AgentEvent.safeParse({ event: message.event, data });
      const id = message.id !== undefined && /^\d+$/.test(message.id) ? Number(message.id) : undefined;
      if (parsed.success) handlers.onEvent(parsed.data, id);
      else handlers.onInvalid(`event "${message.event ?? 'message'}" does not match the contract: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    },
    onComment: (comment) => handlers.onComment?.(comment),
    // Unknown fields and bad `retry:` values are ignored, as the SSE spec says; a runaway
    // buffer means the stream is not SSE at all.
    onError: (err) => {
      if (err.type === 'max-buffer-size-exceeded') handlers.onInvalid(`unreadable stream: ${err.message}`);
    },
  });
  return {
    push: (chunk) => parser.feed(decoder.decode(chunk, { stream: true })),
    end: () => {
      const rest = decoder.decode();
      if (rest) parser.feed(rest);
    },
  };
}
