import { createParser } from 'eventsource-parser';
import { AgentEvent } from '../../core/ai/agent/protocol/events';

export interface ParsedStream {
  events: AgentEvent[];
  comments: string[];
  /** Each event's SSE `id:` (its sequence number in the turn), in order. */
  ids: (number | undefined)[];
}

/** Parse an SSE body with a real parser, validating every event against the contract schema. */
export async function readSse(body: ReadableStream<Uint8Array> | null): Promise<ParsedStream> {
  const events: AgentEvent[] = [];
  const comments: string[] = [];
  const ids: (number | undefined)[] = [];
  const parser = createParser({
    onEvent: (e) => {
      events.push(AgentEvent.parse({ event: e.event, data: JSON.parse(e.data) }));
      ids.push(e.id === undefined ? undefined : Number(e.id));
    },
    onComment: (c) => comments.push(c),
  });
  if (!body) return { events, comments, ids };
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return { events, comments, ids };
}

/** The events about the answer itself: without the turn's `turn` and `model` announcements. */
export const contentEvents = (events: AgentEvent[]) => events.filter((e) => e.event !== 'turn' && e.event !== 'model');

export const textOf = (events: AgentEvent[]) =>
  events.flatMap((e) => (e.event === 'token' ? [e.data.text] : [])).join('');
