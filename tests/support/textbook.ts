import type { PdfPage } from './pdf';

const WORDS = ['cell', 'membrane', 'mitochondria', 'energy', 'protein', 'enzyme', 'nucleus', 'gene', 'photosynthesis', 'chlorophyll', 'função', 'equação', 'carbon', 'oxygen', 'water', 'sugar', 'light', 'division', 'mitosis', 'meiosis'];

/**
 * A textbook's pages as issue 47 met one: thousands of pages of ~`charsPerPage` characters of
 * study prose each (lines of ~83 characters, a full stop at each end). Deterministic, so a
 * test and the bench read the same book.
 */
export function textbookPages(pages: number, charsPerPage = 900): PdfPage[] {
  let s = 7;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31);
  const line = () => {
    let l = '';
    while (l.length < 82) l += `${WORDS[next() % WORDS.length]} `;
    return `${l.trim()}.`;
  };
  const lines = Math.max(1, Math.round(charsPerPage / 84));
  return Array.from({ length: pages }, () => ({ text: Array.from({ length: lines }, line) }));
}
