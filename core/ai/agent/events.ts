import { z } from 'zod';
import { ClientDomain, Segment } from './segments';

/** The agent's SSE events (CONTRACT "The agent's event stream"), one schema each. */
export const AgentErrorCode = z.enum(['AI_UNAVAILABLE', 'TRANSCRIPT_PERSIST_FAILED', 'RATE_LIMITED', 'TOO_MANY_STREAMS', 'INTERRUPTED', 'CANCELLED']);
export type AgentErrorCode = z.infer<typeof AgentErrorCode>;

export const AgentEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('token'), data: z.object({ text: z.string() }) }),
  z.object({
    event: z.literal('tool_started'),
    data: z.object({ callId: z.string(), name: z.string(), kind: z.enum(['read', 'write']) }),
  }),
  z.object({
    event: z.literal('tool_finished'),
    data: z.object({ callId: z.string(), name: z.string(), ok: z.boolean(), domains: z.array(ClientDomain) }),
  }),
  z.object({ event: z.literal('done'), data: z.object({ messageId: z.string(), segments: z.array(Segment) }) }),
  z.object({ event: z.literal('error'), data: z.object({ code: AgentErrorCode, message: z.string() }) }),
]);
export type AgentEvent = z.infer<typeof AgentEvent>;

/** `event: <name>` + one `data:` line (JSON never contains a raw newline). */
export function formatSse(e: AgentEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

export const HEARTBEAT = ': hb\n\n';
