import type { SourcePage } from './chunk';
import { MAX_PDF_PAGES, MAX_PDF_TEXT_CHARS, PDF_BUFFER_MB, PDF_HEAP_MB, PDF_READ_TIMEOUT_MS, REASONS } from './limits';
import { normaliseText } from './normalise';
import { PDF_THREAD_ROLE, pdfThreadUrl, type PdfThreadAnswer, type PdfThreadInput } from './pdf-thread.mjs';
import { inThread } from './thread';

/** What one PDF may cost (limits.ts says why these numbers); tests pass small ones. */
export interface PdfBudget {
  pages: number;
  chars: number;
  timeMs: number;
  heapMb: number;
  bufferMb: number;
}

export const PDF_BUDGET: PdfBudget = { pages: MAX_PDF_PAGES, chars: MAX_PDF_TEXT_CHARS, timeMs: PDF_READ_TIMEOUT_MS, heapMb: PDF_HEAP_MB, bufferMb: PDF_BUFFER_MB };

const nf = (n: number) => n.toLocaleString('en');
export const overReason = (over: 'pages' | 'text' | 'decoded' | 'time' | 'memory', b: PdfBudget) =>
  REASONS.pdfTooComplex(
    {
      pages: `more than ${nf(b.pages)} pages`,
      text: `more than ${nf(b.chars)} characters of text`,
      time: `reading it took more than ${b.timeMs / 1000} s`,
      memory: `reading it needed more than ${b.heapMb} MB of memory`,
      decoded: `its contents unpack to more than ${b.bufferMb} MB`,
    }[over],
  );

/**
 * A PDF's text, page by page (unpdf, pure JS), normalised, read in a thread of its own inside
 * a budget (thread.ts): an 82 KB file once froze the backend and ran it out of memory. No text
 * on any page means a scanned document — a FAILED source saying so, never an empty READY one
 * (grimoire #71).
 */
export async function pdfPages(bytes: Uint8Array, budget: PdfBudget = PDF_BUDGET): Promise<{ pages: SourcePage[] } | { reason: string }> {
  const copy = new Uint8Array(bytes);
  const input: PdfThreadInput = { role: PDF_THREAD_ROLE, bytes: copy, maxPages: budget.pages, maxChars: budget.chars, maxBufferBytes: budget.bufferMb * 1024 * 1024 };
  const outcome = await inThread<PdfThreadAnswer>(pdfThreadUrl, input, budget, [copy.buffer]);
  if ('over' in outcome) return { reason: overReason(outcome.over, budget) };
  if ('unreadable' in outcome.answer) return { reason: REASONS.notPdf };
  if ('over' in outcome.answer) return { reason: overReason(outcome.answer.over, budget) };
  const pages = outcome.answer.pages.map((t, i) => ({ page: i + 1, text: normaliseText(t) }));
  if (!pages.some((p) => p.text)) return { reason: REASONS.noTextLayer };
  return { pages };
}
