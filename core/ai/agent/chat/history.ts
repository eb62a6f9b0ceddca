import type { ModelMessage } from 'ai';
import type { Segment } from '../protocol/segments';

type StoredMessage = { role: 'user' | 'assistant'; segments: unknown; status?: string };

/**
 * Stored messages → model messages. Tool activity is summarised as text inside the assistant
 * message that made it, so the window can never hold a tool call without its result (A6).
 */
export function toModelMessages(rows: StoredMessage[]): ModelMessage[] {
  const out: ModelMessage[] = [];
  for (const row of rows) {
    const segments = row.segments as Segment[];
    if (row.role === 'user') {
      out.push({ role: 'user', content: segments.map((s) => (s.type === 'text' ? s.text : '')).join('') });
      continue;
    }
    // A diagram drawn in the chat goes back as its source, so "save that diagram" can follow.
    const text = segments
      .map((s) => (s.type === 'text' ? s.text : s.type === 'diagram' ? `\`\`\`mermaid\n${s.text}\n\`\`\`` : `[${s.name}: ${s.ok ? 'done' : 'failed'}]`))
      .join('\n')
      .concat(row.status === 'interrupted' ? '\n[this answer was cut off]' : '');
    if (text.trim()) out.push({ role: 'assistant', content: text });
  }
  // A window must start with the person speaking.
  while (out[0]?.role === 'assistant') out.shift();
  return out;
}
