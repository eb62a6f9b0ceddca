import type { ModelMessage } from 'ai';

/** What the router reads of a turn: no table read of its own, only what the model is given. */
export interface RouteContext {
  /** The person's message of this turn. */
  message: string;
  /** The person's earlier messages in the window, newest first (at most two). */
  earlier: string[];
  /** The assistant's last answer before the message ("shall I delete it?" gives "yes" its meaning). */
  assistant: string;
  /** Tools the chat used lately: this turn's steps so far (an answered approval), then the last answers'. */
  recent: string[];
}

/** How many of the assistant's last answers lend their tools to this turn ("ok, delete it"). */
const RECENT_ANSWERS = 2;

/**
 * The turn's context from its model messages (chat/history.ts): the window ends with the
 * person's message, or, for an answered approval, with the turn's own steps after it. Earlier
 * tool use is stored as `[toolName: done]` lines in the assistant's messages; this turn's as
 * tool-call parts.
 */
export function routeContext(messages: readonly ModelMessage[], known: ReadonlySet<string>): RouteContext {
  const last = messages.findLastIndex((m) => m.role === 'user');
  const recent: string[] = [];
  for (const m of messages.slice(last + 1)) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    for (const part of m.content) if (part.type === 'tool-call' && known.has(part.toolName)) recent.push(part.toolName);
  }
  const earlier: string[] = [];
  let assistant = '';
  let answers = 0;
  for (let i = last - 1; i >= 0 && (earlier.length < 2 || answers < RECENT_ANSWERS); i--) {
    const m = messages[i]!;
    if (m.role === 'user' && earlier.length < 2) earlier.push(textOf(m));
    if (m.role === 'assistant' && answers < RECENT_ANSWERS) {
      const text = textOf(m);
      if (answers === 0) assistant = text.replace(TOOL_LINE, ' ');
      for (const [, name] of text.matchAll(TOOL_LINE)) if (known.has(name!)) recent.push(name!);
      answers += 1;
    }
  }
  return { message: last >= 0 ? textOf(messages[last]!) : '', earlier, assistant, recent: [...new Set(recent)] };
}

const TOOL_LINE = /\[([A-Za-z]+): (?:done|failed)\]/g;

function textOf(m: ModelMessage): string {
  if (typeof m.content === 'string') return m.content;
  return m.content.map((p) => (p.type === 'text' ? p.text : '')).join(' ');
}
