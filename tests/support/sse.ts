import { createParser } from 'eventsource-parser';
import { AgentEvent } from '../../core/ai/agent/events';

export interface ParsedStream {
  events: AgentEvent[];
  comments: string[];
}

/** Parse an SSE body with a real parser, validating every event against the contract schema. */
export async function readSse(body: ReadableStream<Uint8Array> | null): Promise<ParsedStream> {
  const events: AgentEvent[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (e) => events.push(AgentEvent.parse({ event: e.event, data: JSON.parse(e.data) })),
    onComment: (c) => comments.push(c),
  });
  if (!body) return { events, comments };
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return { events, comments };
}

export const textOf = (events: AgentEvent[]) =>
  events.flatMap((e) => (e.event === 'token' ? [e.data.text] : [])).join('');
