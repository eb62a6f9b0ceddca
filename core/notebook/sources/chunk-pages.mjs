// The chunker itself (chunk.ts gives it its types and the passage cap). Plain JavaScript so
// that the passages thread (passages-thread.mjs) runs it as it is, locally and inside a
// Lambda bundle (pdf-thread.mjs says why a thread cannot load TypeScript).

/** DOMAIN-FACTS: ~1000 characters following paragraphs; paragraphs over 1600 are split at sentence ends. */
export const TARGET_CHARS = 1000;
export const LONG_PARAGRAPH = 1600;
/** A cut goes at the last space after this much of the target, or hard at the target. */
const NEAREST_CUT = TARGET_CHARS / 2;

const sentences = new Intl.Segmenter('und', { granularity: 'sentence' });
const SPACE = 32;
/**
 * Sentences are found a window of text at a time. V8's segmenter costs, for each sentence it
 * hands out, time in proportion to the whole string it was given, and past 128 K characters
 * ~1 ms a sentence: one 228 KB paragraph of short sentences took 14 s (issue 47). A window
 * starts at a sentence boundary; a sentence ending within MARGIN of the window's end is left
 * to the next window, since where it ends may depend on what follows (closing punctuation,
 * spaces, a lowercase word after "e.g.").
 */
const WINDOW = 4096;
const MARGIN = 256;

/** Trim a span's surrounding whitespace (sentence segments carry their trailing space). */
function trimmed(text, [s, e]) {
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  return [s, e];
}

/**
 * The last space in (`after`, `at`], or -1. Bounded on purpose: `lastIndexOf(' ', at)` searched
 * back to the start of the text, so a text without spaces cost the whole text per cut (4 M
 * characters took 5.6 s, issue 47). `meter` counts the characters looked at (tests).
 */
function lastSpace(text, after, at, meter) {
  for (let i = at; i > after; i--) {
    if (text.charCodeAt(i) === SPACE) {
      if (meter) meter.examined += at - i + 1;
      return i;
    }
  }
  if (meter) meter.examined += at - after;
  return -1;
}

/** The sentences of text[start, end) as spans, in order (see WINDOW). `meter` counts what the segmenter was given (tests). */
function* sentenceSpans(text, start, end, meter) {
  let from = start;
  let width = WINDOW;
  while (from < end) {
    const to = Math.min(end, from + width);
    if (meter) {
      meter.segmented += to - from;
      meter.widest = Math.max(meter.widest, to - from);
    }
    let next = from;
    for (const seg of sentences.segment(text.slice(from, to))) {
      const e = from + seg.index + seg.segment.length;
      if (to < end && e > to - MARGIN) break;
      yield [from + seg.index, e];
      next = e;
      // A window widened for one long sentence goes back to its usual width after it.
      if (width > WINDOW) break;
    }
    if (next === end) return;
    // No sentence ends inside the window: look twice as far (linear: the widths add up to under four times the sentence).
    if (next === from) width *= 2;
    else [from, width] = [next, WINDOW];
  }
}

/** A sentence longer than a paragraph may be is cut at a space before the target (or hard, inside one long word). */
function* cut(text, [s, e], meter) {
  while (e - s > LONG_PARAGRAPH) {
    const space = lastSpace(text, s + NEAREST_CUT, s + TARGET_CHARS, meter);
    const at = space === -1 ? s + TARGET_CHARS : space;
    yield [s, at];
    s = text.charCodeAt(at) === SPACE ? at + 1 : at;
  }
  if (e > s) yield [s, e];
}

/** Spans to pack, in order: each paragraph whole, or a long one in sentences (long sentences cut). */
function* pieces(text, meter) {
  let at = 0;
  for (const para of text.split('\n\n')) {
    const span = [at, at + para.length];
    at = span[1] + 2;
    if (!para) continue;
    if (para.length <= LONG_PARAGRAPH) {
      yield span;
      continue;
    }
    for (const found of sentenceSpans(text, span[0], span[1], meter)) {
      const sentence = trimmed(text, found);
      if (sentence[1] > sentence[0]) yield* cut(text, sentence, meter);
    }
  }
}

/**
 * Chunks in reading order, no overlap, never across a PDF page (each knows its page). Pieces
 * are packed while a chunk stays within ~1000 characters; a piece that would overflow starts
 * the next, so a chunk is at most one long paragraph's piece (≤ 1600). A chunk's text is
 * exactly the normalised text at its offset. Deterministic — the same text always gives the
 * same chunks, which is what lets a re-read replace chunks instead of adding to them. Stops
 * after `max` + 1, so the caller can say "too large" without building a million chunks (the
 * pieces are made as they are packed: none past that point is ever cut). Linear in the text.
 */
export function chunkPagesUpTo(pages, max, meter) {
  const chunks = [];
  let base = 0;
  for (const { page, text } of pages) {
    let current;
    const flush = () => {
      if (current) chunks.push({ index: chunks.length, text: text.slice(current[0], current[1]), offset: base + current[0], ...(page !== undefined ? { page } : {}) });
      current = undefined;
    };
    for (const piece of pieces(text, meter)) {
      if (current && piece[1] - current[0] <= TARGET_CHARS) current = [current[0], piece[1]];
      else {
        flush();
        if (chunks.length > max) return chunks;
        current = piece;
      }
    }
    flush();
    base += text.length + 2;
  }
  return chunks;
}
