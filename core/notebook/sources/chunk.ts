import { MAX_CHUNKS } from './limits';

/** What a reader yields: the text of a page of a PDF (`page` from 1), or the whole text. */
export interface SourcePage {
  page?: number;
  text: string;
}

export interface Chunk {
  index: number;
  text: string;
  /** Where it starts in the source's normalised text (its pages joined by "\n\n"). */
  offset: number;
  page?: number;
}

/** DOMAIN-FACTS: ~1000 characters following paragraphs; paragraphs over 1600 are split at sentence ends. */
export const TARGET_CHARS = 1000;
export const LONG_PARAGRAPH = 1600;

type Span = [start: number, end: number];
const sentences = new Intl.Segmenter('und', { granularity: 'sentence' });

/** Trim a span's surrounding whitespace (sentence segments carry their trailing space). */
function trimmed(text: string, [s, e]: Span): Span {
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return [s, e];
}

/** A sentence longer than a paragraph may be is cut at a space before the target (or hard, inside one long word). */
function cut(text: string, [s, e]: Span): Span[] {
  const out: Span[] = [];
  while (e - s > LONG_PARAGRAPH) {
    const space = text.lastIndexOf(' ', s + TARGET_CHARS);
    const at = space > s + TARGET_CHARS / 2 ? space : s + TARGET_CHARS;
    out.push([s, at]);
    s = text[at] === ' ' ? at + 1 : at;
  }
  if (e > s) out.push([s, e]);
  return out;
}

/** Spans to pack, in order: each paragraph whole, or a long one in sentences (long sentences cut). */
function pieces(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const para of text.split('\n\n')) {
    const span: Span = [at, at + para.length];
    at = span[1] + 2;
    if (!para) continue;
    if (para.length <= LONG_PARAGRAPH) {
      out.push(span);
      continue;
    }
    for (const seg of sentences.segment(para)) {
      const sentence = trimmed(text, [span[0] + seg.index, span[0] + seg.index + seg.segment.length]);
      if (sentence[1] > sentence[0]) out.push(...cut(text, sentence));
    }
  }
  return out;
}

/**
 * Chunks in reading order, no overlap, never across a PDF page (each knows its page). Pieces
 * are packed while a chunk stays within ~1000 characters; a piece that would overflow starts
 * the next, so a chunk is at most one long paragraph's piece (≤ 1600). A chunk's text is
 * exactly the normalised text at its offset. Deterministic — the same text always gives the
 * same chunks, which is what lets a re-read replace chunks instead of adding to them. Stops
 * after `max` + 1, so the caller can say "too large" without building a million chunks.
 */
export function chunkPages(pages: SourcePage[], max = MAX_CHUNKS): Chunk[] {
  const chunks: Chunk[] = [];
  let base = 0;
  for (const { page, text } of pages) {
    let current: Span | undefined;
    const flush = () => {
      if (current) chunks.push({ index: chunks.length, text: text.slice(...current), offset: base + current[0], ...(page !== undefined ? { page } : {}) });
      current = undefined;
    };
    for (const piece of pieces(text)) {
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
