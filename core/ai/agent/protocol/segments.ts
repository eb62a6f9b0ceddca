import { z } from 'zod';

/** Client domains a write reports so open screens refresh (DOMAIN-FACTS "Names"). */
export const ClientDomain = z.enum([
  'habits',
  'categories',
  'tasks',
  'goals',
  'routines',
  'focus',
  'mood',
  'notebook',
  'quickNotes',
  'studyCycles',
  'profile',
]);
export type ClientDomain = z.infer<typeof ClientDomain>;

export const TextSegment = z.object({ type: z.literal('text'), text: z.string() });
/**
 * One of the agent's memory notes as a write left it, shown when the turn had read text from a
 * notebook source (issue 30): `global` is read in every chat, `chat` in this one.
 */
export const MemoryChange = z.object({ note: z.enum(['global', 'chat']), text: z.string() });
export type MemoryChange = z.infer<typeof MemoryChange>;
export const ToolSegment = z.object({
  type: z.literal('tool'),
  callId: z.string(),
  name: z.string(),
  kind: z.enum(['read', 'write']),
  ok: z.boolean(),
  domains: z.array(ClientDomain),
  memory: MemoryChange.optional(),
  /** The write's line, as on its `tool_finished` event (protocol/events.ts). */
  reason: z.string().optional().describe("What the write changed, in the server's words, then the model's stated purpose when given"),
});
/** A Mermaid diagram drawn in the chat by `showDiagram` (saved nowhere else). */
export const DiagramSegment = z.object({ type: z.literal('diagram'), text: z.string() });
export const Segment = z.discriminatedUnion('type', [TextSegment, ToolSegment, DiagramSegment]);
export type Segment = z.infer<typeof Segment>;
export type ToolSegment = z.infer<typeof ToolSegment>;
export type DiagramSegment = z.infer<typeof DiagramSegment>;
