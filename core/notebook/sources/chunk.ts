import { chunkPagesUpTo, type ChunkMeter } from './chunk-pages.mjs';
import { MAX_CHUNKS } from './limits';

export { LONG_PARAGRAPH, TARGET_CHARS, type ChunkMeter } from './chunk-pages.mjs';

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

/**
 * A source's normalised pages in chunks (chunk-pages.mjs says how), stopping just past `max`.
 * Synchronous and linear: passages.ts runs it in a thread of its own for a large source.
 */
export function chunkPages(pages: SourcePage[], max = MAX_CHUNKS, meter?: ChunkMeter): Chunk[] {
  return chunkPagesUpTo(pages, max, meter);
}
