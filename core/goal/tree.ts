/**
 * The goal tree's rules (DOMAIN-FACTS "Goal"): same owner, no cycles, at most 3 levels, no
 * child under an archived parent, deleting a parent makes its children top-level. Pure
 * functions over the person's goals, loaded once per command (a Query of their partition).
 *
 * Concurrency: a write that relies on the tree shape conditions on the `version` of every
 * goal whose shape it read (the parent and its ancestors), and every write bumps the version
 * of the goals it changes — including a parent gaining a child. Two moves that would close a
 * cycle, or a child added under a goal that is being moved deeper, archived or deleted,
 * cannot both commit; the loser re-reads and is refused by these rules.
 */
export const MAX_DEPTH = 3;

export interface Node {
  goalId: string;
  parentId?: string;
}

export type ById<T extends Node> = Map<string, T>;

export function byId<T extends Node>(goals: T[]): ById<T> {
  return new Map(goals.map((g) => [g.goalId, g]));
}

/** Parent first, then its parent… Stops at a missing parent, and after a loop in bad data. */
export function ancestorsOf<T extends Node>(goals: ById<T>, id: string): T[] {
  const out: T[] = [];
  const seen = new Set([id]);
  let next = goals.get(id)?.parentId;
  while (next && !seen.has(next)) {
    const parent = goals.get(next);
    if (!parent) break;
    out.push(parent);
    seen.add(next);
    next = parent.parentId;
  }
  return out;
}

/** 1 for a top-level goal. */
export function depthOf<T extends Node>(goals: ById<T>, id: string): number {
  return ancestorsOf(goals, id).length + 1;
}

/** The goal itself first, then every descendant (breadth first). */
export function subtreeOf<T extends Node>(goals: ById<T>, id: string): T[] {
  const children = new Map<string, T[]>();
  for (const g of goals.values()) if (g.parentId) children.set(g.parentId, [...(children.get(g.parentId) ?? []), g]);
  const root = goals.get(id);
  if (!root) return [];
  const out = [root];
  for (let i = 0; i < out.length; i++) {
    for (const c of children.get(out[i]!.goalId) ?? []) if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** Levels in the subtree rooted at `id`: 1 for a leaf. */
export function heightOf<T extends Node>(goals: ById<T>, id: string): number {
  const sub = subtreeOf(goals, id);
  const rootDepth = depthOf(goals, id);
  return Math.max(1, ...sub.map((g) => depthOf(goals, g.goalId) - rootDepth + 1));
}

export type PlaceCheck = { ok: true } | { ok: false; reason: 'CYCLE' | 'TOO_DEEP' };

/** Can the subtree rooted at `id` hang under `parentId`? */
export function canPlaceUnder<T extends Node>(goals: ById<T>, id: string, parentId: string): PlaceCheck {
  if (parentId === id || ancestorsOf(goals, parentId).some((a) => a.goalId === id)) return { ok: false, reason: 'CYCLE' };
  if (depthOf(goals, parentId) + heightOf(goals, id) > MAX_DEPTH) return { ok: false, reason: 'TOO_DEEP' };
  return { ok: true };
}
