import { z } from 'zod';

/** Body of POST /ai/agent/chats/{id}/stream (CONTRACT). */
export const StreamInput = z.object({
  message: z.string().trim().min(1, 'Required').max(4000).describe('What the person wrote'),
  page: z.string().max(200).optional().describe('The client page the person is on, e.g. "/habits"'),
  focusEntryId: z.string().max(100).optional().describe('The routine entry open in Focus Mode'),
  clientMessageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '1–64 letters, digits, _ or -')
    .optional()
    .describe('The client’s own id for this message: the same id again answers the same turn, never a second one'),
});
export type StreamInput = z.infer<typeof StreamInput>;
