/**
 * The page tree's rules, pure (DOMAIN-FACTS "Study notebook"): a topic is a page without a
 * parent; at most MAX_PAGE_DEPTH levels; re-parenting under itself or a descendant is refused.
 * Works over the person's pages, loaded once per command.
 */
export const MAX_PAGE_DEPTH = 5;

export interface TreeNode {
  pageId: string;
  parentId?: string;
}

export type ById<T extends TreeNode> = Map<string, T>;

export function byId<T extends TreeNode>(pages: T[]): ById<T> {
  return new Map(pages.map((p) => [p.pageId, p]));
}

/** Parent first, then its parent… Stops at a missing parent, and after a loop in bad data. */
export function ancestorsOf<T extends TreeNode>(pages: ById<T>, id: string): T[] {
  const out: T[] = [];
  const seen = new Set([id]);
  let next = pages.get(id)?.parentId;
  while (next && !seen.has(next)) {
    const parent = pages.get(next);
    if (!parent) break;
    out.push(parent);
    seen.add(next);
    next = parent.parentId;
  }
  return out;
}

/** The topic a page belongs to: its top ancestor, or itself for a topic. */
export function topicOf<T extends TreeNode>(pages: ById<T>, id: string): T | undefined {
  return ancestorsOf(pages, id).at(-1) ?? pages.get(id);
}

export function depthOf<T extends TreeNode>(pages: ById<T>, id: string): number {
  return ancestorsOf(pages, id).length + 1;
}

export function childrenOf<T extends TreeNode>(pages: ById<T>, id: string): T[] {
  return [...pages.values()].filter((p) => p.parentId === id);
}

/** The page itself first, then every descendant (breadth first). */
export function subtreeOf<T extends TreeNode>(pages: ById<T>, id: string): T[] {
  const children = new Map<string, T[]>();
  for (const p of pages.values()) if (p.parentId) children.set(p.parentId, [...(children.get(p.parentId) ?? []), p]);
  const root = pages.get(id);
  if (!root) return [];
  const out = [root];
  const seen = new Set([id]);
  for (let i = 0; i < out.length; i++) {
    for (const c of children.get(out[i]!.pageId) ?? []) {
      if (!seen.has(c.pageId)) {
        seen.add(c.pageId);
        out.push(c);
      }
    }
  }
  return out;
}

/** Levels in the subtree rooted at `id`: 1 for a leaf. */
export function heightOf<T extends TreeNode>(pages: ById<T>, id: string): number {
  const rootDepth = depthOf(pages, id);
  return Math.max(1, ...subtreeOf(pages, id).map((p) => depthOf(pages, p.pageId) - rootDepth + 1));
}

export type PlaceCheck = { ok: true } | { ok: false; reason: 'CYCLE' | 'TOO_DEEP' };

/** Can the subtree rooted at `id` hang under `parentId`? */
export function canPlaceUnder<T extends TreeNode>(pages: ById<T>, id: string, parentId: string): PlaceCheck {
  if (parentId === id || ancestorsOf(pages, parentId).some((a) => a.pageId === id)) return { ok: false, reason: 'CYCLE' };
  if (depthOf(pages, parentId) + heightOf(pages, id) > MAX_PAGE_DEPTH) return { ok: false, reason: 'TOO_DEEP' };
  return { ok: true };
}

export type PageRelation = 'SAME' | 'ANCESTOR' | 'DESCENDANT' | 'UNRELATED';

/** How page `a` stands to page `b`: the same page, an ancestor of b, a descendant of b, or neither. */
export function relationOf<T extends TreeNode>(pages: ById<T>, a: string, b: string): PageRelation {
  if (a === b) return 'SAME';
  if (ancestorsOf(pages, b).some((p) => p.pageId === a)) return 'ANCESTOR';
  if (ancestorsOf(pages, a).some((p) => p.pageId === b)) return 'DESCENDANT';
  return 'UNRELATED';
}
