/** Types of chunk-pages.mjs (plain JavaScript so that the passages thread can run it as it is). */
import type { Chunk, SourcePage } from './chunk';

export declare const TARGET_CHARS: 1000;
export declare const LONG_PARAGRAPH: 1600;

/** The chunker's work, counted when a caller passes a meter (tests show it is linear). */
export interface ChunkMeter {
  /** Characters the search for a space to cut at looked at. */
  examined: number;
  /** Characters given to the sentence segmenter, in all, and at most in one call. */
  segmented: number;
  widest: number;
}

export declare function chunkPagesUpTo(pages: SourcePage[], max: number, meter?: ChunkMeter): Chunk[];
