// ROOM chat/: the person's chats and what they hold — entities.ts (chats, messages),
// schema.ts (one schema per command), messages.ts (pages and the model's window), history.ts
// (stored messages → model messages) and this service (create, list, view, rename, delete,
// the memory notes). The chat view settles a dead turn first (../record/settle.ts), so a
// chat never shows an answer as still streaming when its writer is gone.
import { createConversions } from 'electrodb';
import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { command } from '../../../util/fn';
import { newId } from '../../../util/ids';
import { Users } from '../../../users/entity';
import { Chats, Messages } from './entities';
import { CHAT_PAGE, NEW_CHAT_TITLE, chatCursor, ChatViewInput, CreateChatInput, decodeChatCursor, ListInput, RenameChatInput } from './schema';
import { deleteChatMessages, messagesPage, toMessageView } from './messages';
import { deleteChatChanges } from '../undo/store';
import { pendingApproval } from '../approval/store';
import { settleChat } from '../record/settle';
import { cursorToId, idToCursor } from '../../../util/page';
import { getRow } from '../../../util/direct';

export { NEW_CHAT_TITLE } from './schema';

export interface ChatSummary {
  id: string;
  title: string;
  createdAt: string;
  lastActivityAt: string;
}

type ChatRow = { chatId: string; title: string; createdAt: string; lastActivityAt: string; context?: string };
const summary = (c: ChatRow): ChatSummary => ({
  id: c.chatId,
  title: c.title,
  createdAt: c.createdAt,
  lastActivityAt: c.lastActivityAt,
});

/**
 * The chat or NOT_FOUND — for another user's id too, since the key is the actor's. Read
 * without ElectroDB (core/util/direct.ts): it is in every agent turn's first wave (issue 35).
 */
export async function loadChat(ctx: Ctx, chatId: string): Promise<ChatRow> {
  const chat = await getRow(ctx.deps.db, Chats(ctx.deps.db), { userId: ctx.actor.userId, chatId });
  if (!chat) throw AppError.notFound('Chat');
  return chat;
}

export const createChat = command(CreateChatInput, async (ctx: Ctx, input) => {
  const now = ctx.deps.clock.now().toISOString();
  const chat = { userId: ctx.actor.userId, chatId: newId('cht'), title: input.title ?? NEW_CHAT_TITLE, createdAt: now, lastActivityAt: now };
  await Chats(ctx.deps.db).create(chat).go({ response: 'none' });
  return { id: chat.chatId, title: chat.title, createdAt: chat.createdAt };
});

/** Newest activity first (CONTRACT), through gsi1: never a Scan. */
export const listChats = command(ListInput, async (ctx: Ctx, input) => {
  const { userId } = ctx.actor;
  const entity = Chats(ctx.deps.db);
  const after = input.cursor ? decodeChatCursor(input.cursor) : undefined;
  const start = after ? createConversions(entity).byAccessPattern.byActivity!.fromComposite.toCursor({ userId, ...after }) : null;
  const page = await entity.query.byActivity({ userId }).go({ order: 'desc', limit: input.limit, cursor: start });
  const last = page.data.at(-1);
  return { items: page.data.map(summary), nextCursor: page.cursor && last ? chatCursor(last) : null };
});

/** A chat with its latest page of messages (CONTRACT: `olderCursor` for the rest, `?before=`). */
export const getChat = command(ChatViewInput, async (ctx: Ctx & { chatId: string }, input) => {
  const chat = await loadChat(ctx, ctx.chatId);
  // A turn whose instance died reads INTERRUPTED with what it stored, here too (durable turns).
  const turns = input.before ? { running: [], awaiting: [] } : await settleChat(ctx, ctx.chatId);
  const [{ rows, more }, waiting] = await Promise.all([
    messagesPage(ctx, ctx.chatId, CHAT_PAGE, cursorToId(input.before, 'msg')),
    turns.awaiting[0] ? pendingApproval(ctx, turns.awaiting[0].turnId) : null,
  ]);
  const oldest = rows[0];
  const live = turns.running[0];
  return {
    ...summary(chat),
    context: chat.context ?? null,
    messages: rows.map(toMessageView),
    olderCursor: more && oldest ? idToCursor(oldest.messageId) : null,
    // A turn still being written (by any instance): the client can follow it (`…/turns/{id}/stream`).
    runningTurn: live ? { turnId: live.turnId, userMessageId: live.userMessageId } : null,
    // A turn paused for the person's yes (A7): the card to show again (its events replay it too).
    awaitingApproval: waiting,
  };
});

export const renameChat = command(RenameChatInput, async (ctx: Ctx & { chatId: string }, input) => {
  const chat = await loadChat(ctx, ctx.chatId);
  await Chats(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, chatId: ctx.chatId })
    .set({ title: input.title, lastActivityAt: chat.lastActivityAt })
    .go({ response: 'none' });
  return summary({ ...chat, title: input.title });
});

export async function deleteChat(ctx: Ctx, chatId: string): Promise<void> {
  await loadChat(ctx, chatId);
  await deleteChatMessages(ctx, chatId);
  // What its turns changed can no longer be undone from a chat that is gone (issue 39).
  await deleteChatChanges(ctx, chatId);
  await Chats(ctx.deps.db).delete({ userId: ctx.actor.userId, chatId }).go({ response: 'none' });
}

/** Both memory notes the model keeps (A6): what the person can read and delete in-app. */
export async function getMemory(ctx: Ctx) {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
  const chats = await allChats(ctx);
  return {
    global: user?.globalContext ?? null,
    chats: chats.filter((c) => c.context).map((c) => ({ id: c.chatId, title: c.title, context: c.context! })),
  };
}

/** Forget what the assistant noted: the global note and every chat's note. Chats stay. */
export async function deleteMemory(ctx: Ctx): Promise<void> {
  await clearGlobalContext(ctx);
  for (const c of await allChats(ctx)) {
    if (!c.context) continue;
    await Chats(ctx.deps.db).patch({ userId: ctx.actor.userId, chatId: c.chatId }).remove(['context']).go({ response: 'none' });
  }
}

/** "Reset the agent" (A6): every chat goes and the global context is nulled. */
export async function resetAgent(ctx: Ctx): Promise<void> {
  for (const c of await allChats(ctx)) await deleteChat(ctx, c.chatId);
  await clearGlobalContext(ctx);
}

async function clearGlobalContext(ctx: Ctx) {
  await Users(ctx.deps.db).patch({ userId: ctx.actor.userId }).remove(['globalContext']).go({ response: 'none' });
}

async function allChats(ctx: Ctx): Promise<ChatRow[]> {
  const res = await Chats(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' });
  return res.data;
}

export { Messages };
