import { z } from 'zod';

/** Body of POST /ai/agent/chats/{id}/stream (CONTRACT). */
export const StreamInput = z.object({
  message: z.string().trim().min(1, 'Required').max(4000).describe('What the person wrote'),
  page: z.string().max(200).optional().describe('The client page the person is on, e.g. "/habits"'),
  focusEntryId: z.string().max(100).optional().describe('The routine entry open in Focus Mode'),
});
export type StreamInput = z.infer<typeof StreamInput>;
