import type { Ctx } from '../context';
import { summariesOf } from './sources/list';
import { removePageSources } from './sources/remove';
import type { SourceSummary } from './sources/summary';

export type { SourceSummary } from './sources/summary';

/** Where a page's sources plug into the page view (core/notebook/sources/ holds them). */
export async function pageSources(ctx: Ctx, pageId: string): Promise<SourceSummary[]> {
  return summariesOf(ctx, pageId);
}

/**
 * Called while pages are being deleted, before their rows go (delete.ts): their sources go
 * with their chunks, vectors and files. Safe to call twice (a retried delete).
 */
export async function deletePageSources(ctx: Ctx, pageIds: string[]): Promise<void> {
  await removePageSources(ctx, pageIds);
}
