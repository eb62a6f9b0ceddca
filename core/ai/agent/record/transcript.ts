import type { AgentEvent } from '../protocol/events';
import type { Segment, ToolSegment } from '../protocol/segments';

/**
 * The assistant's side of a turn, rebuilt from the very events the client receives (A2):
 * what is stored is exactly what was streamed, whether or not the client was still there —
 * and a turn whose instance died is rebuilt the same way from its stored events.
 */
export class TurnRecord {
  readonly segments: Segment[] = [];
  private readonly started = new Map<string, Omit<ToolSegment, 'ok' | 'domains'>>();

  /** True once any content reached the record: from then on failover is over (C4). */
  get hasOutput(): boolean {
    return this.segments.length > 0 || this.started.size > 0;
  }

  apply(e: AgentEvent): void {
    switch (e.event) {
      case 'token': {
        const last = this.segments.at(-1);
        if (last?.type === 'text') last.text += e.data.text;
        else this.segments.push({ type: 'text', text: e.data.text });
        break;
      }
      case 'tool_started':
        this.started.set(e.data.callId, { type: 'tool', ...e.data });
        break;
      case 'tool_finished': {
        const start = this.started.get(e.data.callId);
        this.segments.push({
          type: 'tool',
          callId: e.data.callId,
          name: e.data.name,
          kind: start?.kind ?? 'read',
          ok: e.data.ok,
          domains: e.data.domains,
          ...(e.data.memory ? { memory: e.data.memory } : {}),
          ...(e.data.reason ? { reason: e.data.reason } : {}),
        });
        if (e.data.segment) this.segments.push(e.data.segment);
        break;
      }
      default:
        break; // done/error end the stream; they are not part of the message
    }
  }

  /** Calls that started and never finished (a call held for the person's yes that got none). */
  unfinishedCalls(): { callId: string; name: string }[] {
    const finished = new Set(this.segments.flatMap((s) => (s.type === 'tool' ? [s.callId] : [])));
    return [...this.started.values()].filter((c) => !finished.has(c.callId)).map((c) => ({ callId: c.callId, name: c.name }));
  }

  /** Segments to store: blank text dropped (a model may emit whitespace between steps). */
  finalSegments(): Segment[] {
    return this.segments.filter((s) => s.type !== 'text' || s.text.trim().length > 0);
  }
}
