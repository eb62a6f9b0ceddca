import { z } from 'zod';

export const CHAT_TITLE_MAX = 100;

export const CreateChatInput = z.object({
  title: z.string().trim().min(1).max(CHAT_TITLE_MAX).optional().describe('Optional title; by default the first message names the chat'),
});

export const RenameChatInput = z.object({
  title: z.string().trim().min(1, 'Required').max(CHAT_TITLE_MAX).describe('The new title'),
});

export const ListInput = z.object({
  cursor: z.string().max(2048).optional().describe('The nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size, 1–100'),
});

/** A chat's title comes from its first message, never from a model call (CONTRACT). */
export function titleFromMessage(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= 60) return oneLine || 'New chat';
  const cut = oneLine.slice(0, 60);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 30 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
