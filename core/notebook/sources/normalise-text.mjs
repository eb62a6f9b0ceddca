// Text normalisation itself (normalise.ts names it for the TypeScript side). Plain JavaScript
// so that the passages thread (passages-thread.mjs) runs it as it is.

/**
 * One form for every text a source yields, before chunking and embedding (an anchor's
 * embeddings were polluted by soft hyphens and zero-width characters, LISA #780): NFKC (so
 * ligatures, full-width letters and no-break spaces become plain ones), invisible characters
 * and the BOM stripped, control characters turned to spaces, whitespace collapsed. Paragraphs
 * (blank-line separated) survive as "\n\n"; a single line break inside one is a space, since
 * PDFs and hard-wrapped text break lines wherever the page ended. Idempotent: a text already
 * normalised (a PDF's pages, pdf.ts) comes back the same. Linear in the text.
 */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF\u180E]/g;
// C0 and C1 controls except tab and newline; they have no business in a passage.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const SPACES = /[^\S\n]+/g;

export function normaliseText(raw) {
  const text = raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u2029/g, '\n\n')
    .replace(/\u2028/g, '\n')
    .replace(CONTROL, ' ');
  return text
    .split(/\n[^\S\n]*\n\s*/)
    .map((para) =>
      para
        .split('\n')
        .map((line) => line.replace(SPACES, ' ').trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}
