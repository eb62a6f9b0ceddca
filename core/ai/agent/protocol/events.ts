// ROOM protocol/: what crosses the wire and what a message is made of — events.ts (the SSE
// events of CONTRACT, which the web client parses with these same schemas), segments.ts (a
// stored message's text, tool and diagram parts) and stream-input.ts (the stream POST's body).
import { z } from 'zod';
import { ClientDomain, DiagramSegment, MemoryChange, Segment } from './segments';

/** The agent's SSE events (CONTRACT "The agent's event stream"), one schema each. */
export const AgentErrorCode = z.enum(['AI_UNAVAILABLE', 'AI_REFUSED', 'TRANSCRIPT_PERSIST_FAILED', 'RATE_LIMITED', 'TOO_MANY_STREAMS', 'INTERRUPTED', 'CANCELLED']);
export type AgentErrorCode = z.infer<typeof AgentErrorCode>;

/** Which chain link and model answered (CONTRACT "Durable turns"). */
export const ServedBy = z.object({ link: z.string(), model: z.string() });
export type ServedBy = z.infer<typeof ServedBy>;

const Tokens = z.number().int().nonnegative();

/** One step's tokens and who served it: listed only when a turn's steps were served by more than one link. */
export const StepUsage = ServedBy.extend({ inputTokens: Tokens, outputTokens: Tokens });
export type StepUsage = z.infer<typeof StepUsage>;

/** A turn's tokens as its providers counted them, summed over its steps (issue 31, "usage shown"). */
export const TurnUsage = z.object({ inputTokens: Tokens, outputTokens: Tokens, steps: z.array(StepUsage).optional() });
export type TurnUsage = z.infer<typeof TurnUsage>;

export const AgentEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('turn'), data: z.object({ turnId: z.string(), userMessageId: z.string() }) }),
  z.object({ event: z.literal('model'), data: ServedBy }),
  z.object({ event: z.literal('token'), data: z.object({ text: z.string() }) }),
  z.object({
    event: z.literal('tool_started'),
    data: z.object({ callId: z.string(), name: z.string(), kind: z.enum(['read', 'write']) }),
  }),
  z.object({
    event: z.literal('tool_finished'),
    data: z.object({
      callId: z.string(),
      name: z.string(),
      ok: z.boolean(),
      domains: z.array(ClientDomain),
      /** A segment the tool adds to the answer (showDiagram's drawing), so a replay rebuilds it too. */
      segment: DiagramSegment.optional(),
      /** The memory note this write changed and what it now says, in a turn that read source text. */
      memory: MemoryChange.optional(),
      /**
       * What a write changed, in one line: the server's own summary ("Renamed the task 'Gym' to
       * 'Gym 7 am'"), then the model's stated purpose when it gave one. Absent for reads and for
       * a write that changed nothing. The call can be undone (`POST …/turns/{turnId}/calls/{callId}/undo`).
       */
      reason: z.string().optional().describe("What the write changed, in the server's words, then the model's stated purpose when given; absent for reads and writes that changed nothing"),
    }),
  }),
  /**
   * A call that needs the person's yes (A7): the tool has NOT run. `summary` is the server's
   * own wording of what would change. The stream ends here; the turn waits, stored, for
   * `POST …/turns/{turnId}/approvals/{approvalId}`.
   */
  z.object({
    event: z.literal('approval_required'),
    data: z.object({ callId: z.string(), approvalId: z.string(), name: z.string(), summary: z.string(), expiresAt: z.string() }),
  }),
  z.object({
    event: z.literal('done'),
    data: z.object({
      messageId: z.string(),
      segments: z.array(Segment),
      servedBy: ServedBy.nullable(),
      /** Absent only when no provider reported a count (and on turns stored before issue 31). */
      usage: TurnUsage.optional(),
    }),
  }),
  z.object({
    event: z.literal('error'),
    data: z.object({
      code: AgentErrorCode,
      message: z.string(),
      /** AI_UNAVAILABLE with every link cooling: when the soonest one is back. */
      retryAfterSeconds: z.number().int().positive().optional(),
    }),
  }),
]);
export type AgentEvent = z.infer<typeof AgentEvent>;

/** The events that end a stream: a turn's `done` or `error`, or its pause for an approval. */
export const isFinalEvent = (e: { event: string }) => e.event === 'done' || e.event === 'error' || e.event === 'approval_required';

/**
 * `id: <seq>` (the event's place in its turn: what `Last-Event-ID` names on a resume), then
 * `event: <name>` and one `data:` line (JSON never contains a raw newline).
 */
export function formatSse(e: AgentEvent, seq?: number): string {
  return `${seq === undefined ? '' : `id: ${seq}\n`}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

export const HEARTBEAT = ': hb\n\n';
