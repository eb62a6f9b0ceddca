import type { Ctx } from '../../../context';
import { deleteKeys } from '../../../users/partition';
import { queryRows } from '../../../util/direct';
import { Messages } from './entities';
import type { Segment } from '../protocol/segments';

export interface MessageView {
  id: string;
  role: 'user' | 'assistant';
  segments: Segment[];
  createdAt: string;
  status?: 'interrupted';
  /** The turn that wrote it: what a client resumes or asks about. */
  turnId?: string;
  /** The link and model that wrote an answer (the client shows it, discreetly). */
  servedBy?: { link: string; model: string };
}

type MessageRow = {
  messageId: string;
  role: 'user' | 'assistant';
  segments: unknown;
  createdAt: string;
  status?: string;
  turnId?: string;
  servedLink?: string;
  servedModel?: string;
};

export const toMessageView = (m: MessageRow): MessageView => ({
  id: m.messageId,
  role: m.role,
  segments: m.segments as Segment[],
  createdAt: m.createdAt,
  ...(m.status === 'interrupted' ? { status: 'interrupted' as const } : {}),
  ...(m.turnId ? { turnId: m.turnId } : {}),
  ...(m.servedLink && m.servedModel ? { servedBy: { link: m.servedLink, model: m.servedModel } } : {}),
});

/**
 * A chat's latest `n` messages before `beforeId` (or the very latest), oldest first, and
 * whether older ones exist: a long chat is read a page at a time, never whole.
 */
export async function messagesPage(ctx: Ctx, chatId: string, n: number, beforeId?: string): Promise<{ rows: MessageRow[]; more: boolean }> {
  const query = Messages(ctx.deps.db).query.primary({ userId: ctx.actor.userId, chatId });
  const res = await (beforeId ? query.lt({ messageId: beforeId }) : query).go({ order: 'desc', limit: n + 1 });
  return { rows: res.data.slice(0, n).reverse(), more: res.data.length > n };
}

/**
 * The last `n` messages, oldest first: the agent's short-term window (A6). Strongly
 * consistent: the answer a turn stored a moment ago must be in the next turn's window. Read
 * without ElectroDB (core/util/direct.ts: the same one Query), as every turn's open reads it.
 */
export async function loadWindow(ctx: Ctx, chatId: string, n: number): Promise<MessageRow[]> {
  const res = await queryRows(ctx.deps.db, Messages(ctx.deps.db), { userId: ctx.actor.userId, chatId }, { order: 'desc', limit: n, consistent: true, firstPageOnly: true });
  return res.items.reverse();
}

export async function deleteChatMessages(ctx: Ctx, chatId: string): Promise<void> {
  const keys = [];
  const rows = await Messages(ctx.deps.db).query.primary({ userId: ctx.actor.userId, chatId }).go({ pages: 'all' });
  for (const m of rows.data) {
    keys.push(Messages(ctx.deps.db).delete({ userId: ctx.actor.userId, chatId, messageId: m.messageId }).params().Key as { pk: string; sk: string });
  }
  await deleteKeys(ctx.deps.db, keys);
}
