import { HTML_THREAD_ROLE, htmlThreadUrl, type HtmlThreadAnswer, type HtmlThreadInput, type MainText } from './html-thread.mjs';
import { MAX_READABLE_DEPTH, MAX_READABLE_ELEMENTS, PAGE_HEAP_MB, PAGE_READ_TIMEOUT_MS, REASONS } from './limits';
import { inThread } from './thread';

/** The charset a page declares in a meta tag, when its Content-Type did not say. */
export function sniffCharset(head: Buffer): string | undefined {
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1];
}

export function decodeText(body: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** What reading one page may cost (limits.ts says why); tests pass small ones. */
export interface PageBudget {
  timeMs: number;
  heapMb: number;
  /** Past these the page is not given to Readability (html-thread.mjs). */
  readableElements: number;
  readableDepth: number;
}

export const PAGE_BUDGET: PageBudget = { timeMs: PAGE_READ_TIMEOUT_MS, heapMb: PAGE_HEAP_MB, readableElements: MAX_READABLE_ELEMENTS, readableDepth: MAX_READABLE_DEPTH };

/**
 * A page's main text and title (html-thread.mjs), taken in a thread of its own inside a
 * budget: linear for the pages people read, and ended with a reason for one built to be slow.
 */
export async function htmlMainText(html: string, budget: PageBudget = PAGE_BUDGET): Promise<MainText | { reason: string }> {
  const input: HtmlThreadInput = { role: HTML_THREAD_ROLE, html, readable: { elements: budget.readableElements, depth: budget.readableDepth } };
  const outcome = await inThread<HtmlThreadAnswer>(htmlThreadUrl, input, budget);
  if ('over' in outcome) return { reason: REASONS.pageTooComplex(outcome.over === 'time' ? `reading it took more than ${budget.timeMs / 1000} s` : `reading it needed more than ${budget.heapMb} MB of memory`) };
  if ('failed' in outcome.answer) return { reason: REASONS.noText };
  return outcome.answer;
}
