import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Ctx } from '../../context';
import { newId } from '../../util/ids';
import { Chats, Messages } from './entities';
import { titleFromMessage } from './chat-schema';
import { NEW_CHAT_TITLE } from './chat-service';
import type { Segment } from './segments';

/**
 * Every message is written in one transaction with a condition on its chat: a message never
 * lands in a chat that is gone (deleted, reset, or purged with the account while the turn was
 * still running), and each write is one round trip.
 *
 * The user's message is stored the moment the turn starts: whatever the model does next, what
 * the person wrote is never lost. It also moves the chat's activity time (the list's order)
 * and names a chat still called "New chat": the only chat update of a turn.
 */
export async function storeUserMessage(ctx: Ctx, chat: { chatId: string; title: string }, text: string): Promise<string> {
  const now = ctx.deps.clock.now().toISOString();
  const messageId = newId('msg');
  const { db } = ctx.deps;
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: Messages(db).create({ userId: ctx.actor.userId, chatId: chat.chatId, messageId, role: 'user', segments: [{ type: 'text', text }], createdAt: now }).params() },
        {
          Update: Chats(db)
            .patch({ userId: ctx.actor.userId, chatId: chat.chatId })
            .set({ lastActivityAt: now, ...(chat.title === NEW_CHAT_TITLE ? { title: titleFromMessage(text) } : {}) })
            .params(),
        },
      ],
    }),
  );
  return messageId;
}

export interface AssistantTurn {
  segments: Segment[];
  status: 'complete' | 'interrupted';
  servedBy?: string;
  tokensIn?: number;
  tokensOut?: number;
}

/** The answer, beside a check that its chat still exists (no second chat update per turn). */
export async function storeAssistantMessage(ctx: Ctx, chatId: string, turn: AssistantTurn): Promise<string> {
  const now = ctx.deps.clock.now().toISOString();
  const messageId = newId('msg');
  const { db } = ctx.deps;
  const chatKey = Chats(db).get({ userId: ctx.actor.userId, chatId }).params().Key;
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: Messages(db).create({ userId: ctx.actor.userId, chatId, messageId, role: 'assistant', createdAt: now, ...turn }).params() },
        { ConditionCheck: { TableName: db.tableName, Key: chatKey, ConditionExpression: 'attribute_exists(pk)' } },
      ],
    }),
  );
  return messageId;
}
