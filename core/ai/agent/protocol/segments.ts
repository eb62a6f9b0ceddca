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
export const ToolSegment = z.object({
  type: z.literal('tool'),
  callId: z.string(),
  name: z.string(),
  kind: z.enum(['read', 'write']),
  ok: z.boolean(),
  domains: z.array(ClientDomain),
});
/** A Mermaid diagram drawn in the chat by `showDiagram` (saved nowhere else). */
export const DiagramSegment = z.object({ type: z.literal('diagram'), text: z.string() });
export const Segment = z.discriminatedUnion('type', [TextSegment, ToolSegment, DiagramSegment]);
export type Segment = z.infer<typeof Segment>;
export type ToolSegment = z.infer<typeof ToolSegment>;
export type DiagramSegment = z.infer<typeof DiagramSegment>;
