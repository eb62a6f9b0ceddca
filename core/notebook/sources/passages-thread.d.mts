/** Types of passages-thread.mjs (plain JavaScript so that a worker thread can run it as it is). */
import type { Chunk, SourcePage } from './chunk';

export declare const passagesThreadUrl: string;
export declare const PASSAGES_THREAD_ROLE: 'beyou-passage-cutter';

export interface PassagesThreadInput {
  role: typeof PASSAGES_THREAD_ROLE;
  pages: SourcePage[];
  max: number;
}

export type PassagesThreadAnswer = { chunks: Chunk[] } | { failed: string };

/** The work itself, in whatever thread calls it. */
export declare function cutPassages(pages: SourcePage[], max: number): Chunk[];
