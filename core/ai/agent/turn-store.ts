import type { Ctx } from '../../context';
import { newId } from '../../util/ids';
import { Chats, Messages } from './entities';
import { titleFromMessage } from './chat-schema';
import { NEW_CHAT_TITLE } from './chat-service';
import type { Segment } from './segments';

/**
 * The user's message is stored the moment the turn starts: whatever the model does next,
 * what the person wrote is never lost. The first message names a chat still called "New chat".
 */
export async function storeUserMessage(ctx: Ctx, chat: { chatId: string; title: string }, text: string): Promise<string> {
  const now = ctx.deps.clock.now().toISOString();
  const messageId = newId('msg');
  await Messages(ctx.deps.db)
    .create({ userId: ctx.actor.userId, chatId: chat.chatId, messageId, role: 'user', segments: [{ type: 'text', text }], createdAt: now })
    .go({ response: 'none' });
  await Chats(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, chatId: chat.chatId })
    .set({ lastActivityAt: now, ...(chat.title === NEW_CHAT_TITLE ? { title: titleFromMessage(text) } : {}) })
    .go({ response: 'none' });
  return messageId;
}

export interface AssistantTurn {
  segments: Segment[];
  status: 'complete' | 'interrupted';
  servedBy?: string;
  tokensIn?: number;
  tokensOut?: number;
}

export async function storeAssistantMessage(ctx: Ctx, chatId: string, turn: AssistantTurn): Promise<string> {
  const now = ctx.deps.clock.now().toISOString();
  const messageId = newId('msg');
  await Messages(ctx.deps.db)
    .create({ userId: ctx.actor.userId, chatId, messageId, role: 'assistant', createdAt: now, ...turn })
    .go({ response: 'none' });
  await Chats(ctx.deps.db).patch({ userId: ctx.actor.userId, chatId }).set({ lastActivityAt: now }).go({ response: 'none' });
  return messageId;
}
