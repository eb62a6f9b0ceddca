import type { Ctx } from '../../context';

/**
 * The tutor's view of a page's sources (built in core/notebook/sources/). The
 * tutor takes retrieval as a dependency from its composition (functions/compose-root.ts), so
 * the sources module can change how it finds chunks (vectors, keywords, a source's opening)
 * without the tutor knowing, and tests hand it plain chunk objects.
 *
 * Contract of the real `retrieve` (core/notebook/sources/retrieve.ts): over the READY sources
 * of the page AND its ancestors, at most `k` chunks, in a deterministic order (best first).
 */
export interface RetrievedChunk {
  sourceId: string;
  chunkId: string;
  text: string;
  /** The PDF page the chunk starts on, when the source has pages. */
  page?: number;
  /** The source's title. */
  title: string;
}

export interface Retrieval {
  mode: 'vector' | 'keyword' | 'opening';
  chunks: RetrievedChunk[];
}

export type RetrieveSources = (ctx: Ctx, pageRef: string, query: string, k?: number) => Promise<Retrieval>;

/**
 * No sources at all: for a tutor whose work reads page titles only (roadmap drafts are
 * PLANNING); the tutor then works from the notes alone.
 */
export const noSources: RetrieveSources = async () => ({ mode: 'opening', chunks: [] });
