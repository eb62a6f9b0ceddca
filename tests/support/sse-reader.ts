import { createParser } from 'eventsource-parser';
import { AgentEvent } from '../../core/ai/agent/protocol/events';

export interface IdEvent {
  id: number | undefined;
  event: AgentEvent;
}

/**
 * Read an SSE body event by event (validating each against the contract) until `stop` says
 * so or the stream ends; `stop` lets a test hang up mid-turn like a dropped connection.
 */
export async function readEvents(body: ReadableStream<Uint8Array> | null, stop: (e: IdEvent, all: IdEvent[]) => boolean = () => false): Promise<IdEvent[]> {
  const out: IdEvent[] = [];
  if (!body) return out;
  let stopped = false;
  const parser = createParser({
    onEvent: (m) => {
      if (stopped) return;
      const e = { id: m.id === undefined ? undefined : Number(m.id), event: AgentEvent.parse({ event: m.event, data: JSON.parse(m.data) }) };
      out.push(e);
      if (stop(e, out)) stopped = true;
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  while (!stopped) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (stopped) await reader.cancel().catch(() => undefined);
  return out;
}
