import type { LanguageModelV3 } from '@ai-sdk/provider';
import { memoryNotebookMetrics, type NotebookEvent } from '../../core/ai/notebook/metrics';
import type { RetrieveSources } from '../../core/ai/notebook/sources-port';
import { createTutor, type Tutor } from '../../core/ai/notebook/tutor';
import { retrieve } from '../../core/notebook/sources/retrieve';

/** The study tutor over a test chain, its metrics in memory; the real source retrieval unless a test gives its own. */
export function testTutor(model: LanguageModelV3, opts: { retrieve?: RetrieveSources; now?: () => number } = {}): { tutor: Tutor; events: NotebookEvent[] } {
  const metrics = memoryNotebookMetrics();
  return { tutor: createTutor(model, { retrieve: opts.retrieve ?? retrieve, metrics, ...(opts.now ? { now: opts.now } : {}) }), events: metrics.events };
}

/** The user-role text of a recorded chat-completions request (Mistral / OpenAI-compatible wire). */
export function promptOf(body: unknown): string {
  const messages = (body as { messages: { role: string; content: unknown }[] }).messages;
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : (m.content as { text?: string }[]).map((p) => p.text ?? '').join('')))
    .join('\n');
}
