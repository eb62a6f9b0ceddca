import { z } from 'zod';
import { Users } from '../../../users/entity';
import { parse } from '../../../util/fn';
import { Chats } from '../chat/entities';
import { withCards } from './card';
import { memoryCards } from './cards/memory';
import { defineTool, type DataPolicy } from './registry';
import { line, quoted, SUMMARY_MAX } from './summary-text';
import { summaryWords, type NoteKind } from './summary-words';

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

/**
 * Whether a note's write asks first: only in a turn whose tool results carried text written
 * from a notebook source (a source's own words, or the tutor's flashcards and roadmap sections
 * written from them; `sourceText` in registry.ts), or an item the assistant itself wrote in
 * such a turn, in any earlier chat (issue 47: an Ideas note, a task; ai/agent/provenance/).
 * Decided (issue 30): such a write ASKS; in any other turn a note is written unasked, as before.
 * Why: the notes are the one thing the agent writes that it reads back as part of its own
 * system prompt, in every later turn (the global note in every chat). A source is anyone's
 * text (a web page, a PDF), so a note written after reading one may carry its instructions
 * into every later conversation, long after the turn that read it; showing the write
 * afterwards would leave it to the person to notice and delete it. Turns that both read
 * study material and update a note are few, so the yes costs little, and the rule is in code,
 * not in the prompt (A7). After the yes the write's event and segment carry the note as it now
 * reads (`memory`), since the card holds only its first words.
 */
const afterSources = (note: NoteKind): DataPolicy<{ context: string }> => ({
  ask: async (ctx, { context }) => {
    if (!ctx.turn?.sourceText) return null;
    const head = (await summaryWords(ctx)).replaceNote(note);
    return line(`${head}${quoted(context, SUMMARY_MAX - head.length - 2)}`);
  },
});

const globalContextTool = defineTool({
  name: 'updateGlobalContext',
  kind: 'write',
  domains: [],
  description: 'Replace the global memory note about the person. Send the full merged summary, never a fragment.',
  schema: GlobalContextInput,
  // It replaces the agent's OWN note, which the person can read and delete in-app: nothing of
  // theirs is lost, so it asks only after source text (afterSources above).
  approval: afterSources('global'),
  memoryNote: 'global',
  async run(ctx, raw) {
    const { context } = parse(GlobalContextInput, raw);
    await Users(ctx.deps.db).patch({ userId: ctx.actor.userId }).set({ globalContext: context }).go({ response: 'none' });
    return { saved: true, used: context.length, max: GLOBAL_CONTEXT_MAX };
  },
});

const chatContextTool = defineTool({
  name: 'updateChatContext',
  kind: 'write',
  domains: [],
  description: 'Replace this conversation’s memory note. Send the full merged summary, never a fragment.',
  schema: ChatContextInput,
  // Like updateGlobalContext: the agent's own note on this chat, readable and deletable by the person.
  approval: afterSources('chat'),
  memoryNote: 'chat',
  async run(ctx, raw) {
    const { context } = parse(ChatContextInput, raw);
    await Chats(ctx.deps.db).patch({ userId: ctx.actor.userId, chatId: ctx.chatId }).set({ context }).go({ response: 'none' });
    return { saved: true, used: context.length, max: CHAT_CONTEXT_MAX };
  },
});

// Their cards attached (card.ts `withCards`: a tool without one fails at import), in this order.
const memoryTools = withCards(memoryCards, [globalContextTool, chatContextTool]);
export const updateGlobalContext = memoryTools[0] as typeof globalContextTool;
export const updateChatContext = memoryTools[1] as typeof chatContextTool;
