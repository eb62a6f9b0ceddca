import { z } from 'zod';
import { Users } from '../../../users/entity';
import { parse } from '../../../util/fn';
import { Chats } from '../chat/entities';
import { defineTool } from './registry';

export const GLOBAL_CONTEXT_MAX = 2000;
export const CHAT_CONTEXT_MAX = 1000;

// Overwrite-only by design (A6): the model sends the whole merged note every time, and the
// size caps bound both prompt cost and how much an injected instruction could persist.
const GlobalContextInput = z.object({
  context: z
    .string()
    .max(GLOBAL_CONTEXT_MAX, `At most ${GLOBAL_CONTEXT_MAX} characters: shorten and merge`)
    .describe(`The COMPLETE new global note about the person (durable facts across chats), at most ${GLOBAL_CONTEXT_MAX} characters. It replaces the old note entirely: merge what was there.`),
});
const ChatContextInput = z.object({
  context: z
    .string()
    .max(CHAT_CONTEXT_MAX, `At most ${CHAT_CONTEXT_MAX} characters: shorten and merge`)
    .describe(`The COMPLETE new note for this conversation (its running situation), at most ${CHAT_CONTEXT_MAX} characters. It replaces the old note entirely.`),
});

export const updateGlobalContext = defineTool({
  name: 'updateGlobalContext',
  kind: 'write',
  domains: [],
  description: 'Replace the global memory note about the person. Send the full merged summary, never a fragment.',
  schema: GlobalContextInput,
  // It replaces the agent's OWN note, which the person can read and delete in-app: nothing of theirs is lost.
  approval: 'never',
  async run(ctx, raw) {
    const { context } = parse(GlobalContextInput, raw);
    await Users(ctx.deps.db).patch({ userId: ctx.actor.userId }).set({ globalContext: context }).go({ response: 'none' });
    return { saved: true, used: context.length, max: GLOBAL_CONTEXT_MAX };
  },
});

export const updateChatContext = defineTool({
  name: 'updateChatContext',
  kind: 'write',
  domains: [],
  description: 'Replace this conversation’s memory note. Send the full merged summary, never a fragment.',
  schema: ChatContextInput,
  // Like updateGlobalContext: the agent's own note on this chat, readable and deletable by the person.
  approval: 'never',
  async run(ctx, raw) {
    const { context } = parse(ChatContextInput, raw);
    await Chats(ctx.deps.db).patch({ userId: ctx.actor.userId, chatId: ctx.chatId }).set({ context }).go({ response: 'none' });
    return { saved: true, used: context.length, max: CHAT_CONTEXT_MAX };
  },
});
