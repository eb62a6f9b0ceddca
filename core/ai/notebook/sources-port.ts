import type { Ctx } from '../../context';
import type { Retrieval, RetrieveOptions } from '../../notebook/sources/retrieve';

/**
 * The tutor's view of a page's sources (built in core/notebook/sources/). The
 * tutor takes retrieval as a dependency from its composition (functions/compose-root.ts), so
 * the sources module can change how it finds chunks (vectors, keywords, a source's opening)
 * without the tutor knowing, and tests hand it plain chunk objects.
 *
 * Contract of the real `retrieve` (core/notebook/sources/retrieve.ts): over the READY sources
 * of the page AND its ancestors, at most `k` chunks, in a deterministic order (best first).
 */
export type { RetrievedChunk, Retrieval, RetrieveOptions } from '../../notebook/sources/retrieve';

export type RetrieveSources = (ctx: Ctx, pageRef: string, query: string, k?: number, opts?: RetrieveOptions) => Promise<Retrieval>;

/**
 * No sources at all: for a tutor whose work reads page titles only (roadmap drafts are
 * PLANNING); the tutor then works from the notes alone.
 */
export const noSources: RetrieveSources = async () => ({ mode: 'opening', chunks: [] });
