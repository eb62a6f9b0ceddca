// ROOM prompt/: the system prompt — template.ts (the versioned text) and this builder (the
// person's name, the memory notes, the page and today's date filled in).
import { GLOBAL_CONTEXT_MAX, CHAT_CONTEXT_MAX } from '../tools/memory';
import { FIND_TOOLS_RULE, SYSTEM_TEMPLATE } from './template';

export interface PromptContext {
  displayName: string;
  globalContext: string | undefined;
  chatContext: string | undefined;
  /** The client's current page, for disambiguation only. */
  page?: string;
  /** The routine entry open in Focus Mode. */
  focusEntryId?: string;
  today: string;
  /** The turn's tools are routed: the model is told how to reach the others (findTools). */
  routed?: boolean;
}

// Client-supplied strings are data: strip anything that could break out of their line.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * The system prompt for one turn (A7, A8): rules, the person's display name, both memory
 * notes with their budget, and the page context. Never the email or anything else.
 */
export function buildSystemPrompt(p: PromptContext): string {
  const parts = [p.routed ? `${SYSTEM_TEMPLATE}\n${FIND_TOOLS_RULE}` : SYSTEM_TEMPLATE];
  parts.push(`The person's name: ${oneLine(p.displayName)}. Today is ${p.today}.`);
  parts.push(
    `Global note (${p.globalContext?.length ?? 0}/${GLOBAL_CONTEXT_MAX} chars):\n${p.globalContext ?? '(empty)'}`,
    `This chat's note (${p.chatContext?.length ?? 0}/${CHAT_CONTEXT_MAX} chars):\n${p.chatContext ?? '(empty)'}`,
  );
  if (p.page) {
    parts.push(
      `The person is on the page "${oneLine(p.page)}". Use it only to disambiguate ("create one" on the habits page means a habit); the message always wins over the page.`,
    );
  }
  if (p.focusEntryId) {
    parts.push(
      `Focus Mode is open on routine entry ${oneLine(p.focusEntryId)}. Use it only when the person says "here" (or "this one"); anything named by name goes through a read tool first.`,
    );
  }
  return parts.join('\n\n');
}
