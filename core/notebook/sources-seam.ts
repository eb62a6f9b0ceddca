import type { Ctx } from '../context';

/**
 * Where a page's sources plug in (issue 19 adds core/notebook/sources/). Today a page has
 * none; the page view already carries the list, and deleting pages already calls the hook,
 * so sources arrive without reshaping either.
 */
export interface SourceSummary {
  id: string;
  kind: string;
  title: string;
  status: string;
  reason?: string;
  chunkCount: number;
}

export async function pageSources(_ctx: Ctx, _pageId: string): Promise<SourceSummary[]> {
  return [];
}

/**
 * Called while pages are being deleted, before their rows go (delete.ts): sources will drop
 * their chunks, vectors and uploaded files here. Must be safe to call twice (a retried delete).
 */
export async function deletePageSources(_ctx: Ctx, _pageIds: string[]): Promise<void> {}
