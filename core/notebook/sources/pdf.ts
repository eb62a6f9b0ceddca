import { extractText, getDocumentProxy } from 'unpdf';
import type { SourcePage } from './chunk';
import { REASONS } from './limits';
import { normaliseText } from './normalise';

/**
 * A PDF's text, page by page (unpdf, pure JS), normalised. No text on any page means a
 * scanned document — a FAILED source saying so, never an empty READY one (grimoire #71).
 */
export async function pdfPages(bytes: Uint8Array): Promise<{ pages: SourcePage[] } | { reason: string }> {
  let text: string[];
  try {
    // verbosity 0: pdf.js would otherwise print warnings about the file to the log.
    const doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    text = (await extractText(doc, { mergePages: false })).text;
    await doc.destroy();
  } catch {
    return { reason: REASONS.notPdf };
  }
  const pages = text.map((t, i) => ({ page: i + 1, text: normaliseText(t) }));
  if (!pages.some((p) => p.text)) return { reason: REASONS.noTextLayer };
  return { pages };
}
