import type { Chunk, SourcePage } from './chunk';
import { MAX_CHUNKS, PASSAGES_HEAP_MB, PASSAGES_INLINE_CHARS, PASSAGES_TIMEOUT_MS, REASONS } from './limits';
import { cutPassages, PASSAGES_THREAD_ROLE, passagesThreadUrl, type PassagesThreadAnswer, type PassagesThreadInput } from './passages-thread.mjs';
import { inThread, type ThreadLimits } from './thread';

/** What cutting one source's text may cost, and from what size it leaves the process; tests pass others. */
export interface PassagesBudget extends ThreadLimits {
  inlineChars: number;
  maxChunks: number;
}

export const PASSAGES_BUDGET: PassagesBudget = { inlineChars: PASSAGES_INLINE_CHARS, timeMs: PASSAGES_TIMEOUT_MS, heapMb: PASSAGES_HEAP_MB, maxChunks: MAX_CHUNKS };

/**
 * A source's pages, as its reader gave them, normalised and cut into chunks (at most
 * `maxChunks` + 1: the caller says "too large" past the cap). Small texts (every TEXT source)
 * are cut here, in a few milliseconds; a larger one — a 5 MB page of text, a PDF's 4 M
 * characters — in a thread of its own, so no other person's request waits behind it.
 */
export async function passagesOf(pages: SourcePage[], budget: PassagesBudget = PASSAGES_BUDGET): Promise<{ chunks: Chunk[] } | { reason: string }> {
  const chars = pages.reduce((n, p) => n + p.text.length, 0);
  if (chars <= budget.inlineChars) return { chunks: cutPassages(pages, budget.maxChunks) };
  const input: PassagesThreadInput = { role: PASSAGES_THREAD_ROLE, pages, max: budget.maxChunks };
  const outcome = await inThread<PassagesThreadAnswer>(passagesThreadUrl, input, budget);
  if ('over' in outcome) return { reason: REASONS.tooLarge };
  // Linear work on text that has already been read: a failure here is a bug, for the queue to retry and the log to show.
  if ('failed' in outcome.answer) throw new Error(`cutting a source into passages failed: ${outcome.answer.failed}`);
  return outcome.answer;
}
