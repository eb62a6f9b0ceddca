import type { Ctx } from '../context';
import { loadTree } from './store';
import { relationOf, type PageRelation } from './tree';

export type { PageRelation } from './tree';

export interface PageRelations {
  /** Is this one of the person's pages? (another user's id: no) */
  has(pageId: string): boolean;
  /** SAME, ANCESTOR (a is above b), DESCENDANT (a is below b) or UNRELATED. */
  relation(a: string, b: string): PageRelation;
  /** Do the two cover any of the same pages: the same page, or one inside the other. */
  overlaps(a: string, b: string): boolean;
}

/**
 * For study cycles (issue 21): subjects are pages that must exist, and two active cycles may
 * not share a subject — a page, or a page and one of its ancestors. One load of the tree
 * answers every pair.
 */
export async function pageRelations(ctx: Ctx): Promise<PageRelations> {
  const pages = await loadTree(ctx);
  const relation = (a: string, b: string) => relationOf(pages, a, b);
  return { has: (id) => pages.has(id), relation, overlaps: (a, b) => relation(a, b) !== 'UNRELATED' };
}
