import { z } from 'zod';
import { cursorToId } from '../../../util/page';

export const CHAT_TITLE_MAX = 100;
export const NEW_CHAT_TITLE = 'New chat';

export const CreateChatInput = z.object({
  title: z.string().trim().min(1).max(CHAT_TITLE_MAX).optional().describe('Optional title; by default the first message names the chat'),
});

export const RenameChatInput = z.object({
  title: z.string().trim().min(1, 'Required').max(CHAT_TITLE_MAX).describe('The new title'),
});

/**
 * The chat list's cursor: the last chat's id and activity time (its place in the newest-first
 * order), never a table key; the start key is rebuilt from the actor's own partition, so a
 * cursor cannot reach another person's chats, and a tampered one is a 400.
 */
const CHAT_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(cht_[0-9A-Z]{26})$/;

export function chatCursor(chat: { chatId: string; lastActivityAt: string }): string {
  return Buffer.from(`${chat.lastActivityAt}|${chat.chatId}`, 'utf8').toString('base64url');
}

export function decodeChatCursor(cursor: string): { lastActivityAt: string; chatId: string } | undefined {
  const m = CHAT_CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? { lastActivityAt: m[1]!, chatId: m[2]! } : undefined;
}

export const ListInput = z.object({
  cursor: z
    .string()
    .max(200)
    .refine((c) => decodeChatCursor(c) !== undefined, 'Not a cursor from this list')
    .optional()
    .describe('The nextCursor of the previous page'),
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

/** How many messages a chat view shows at once; older ones page in with `?before=`. */
export const CHAT_PAGE = 50;

export const ChatViewInput = z.object({
  before: z
    .string()
    .max(200)
    .refine((c) => cursorToId(c, 'msg') !== undefined, 'Not a cursor from this chat')
    .optional()
    .describe('The olderCursor of the page shown: the messages before it'),
});
