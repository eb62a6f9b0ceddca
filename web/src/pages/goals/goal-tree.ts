import type { Schema } from '../../client/rest';

type Goal = Schema<'Goal'>;

/** DOMAIN-FACTS: trees are at most 3 levels deep. */
export const MAX_DEPTH = 3;

export interface GoalNode {
  goal: Goal;
  depth: number;
  children: GoalNode[];
}

/** The goal's progress as the briefing computes it: min(100, round(current / target × 100)). */
export const percentOf = (g: Pick<Goal, 'currentValue' | 'targetValue'>) => (g.targetValue > 0 ? Math.min(100, Math.round((g.currentValue / g.targetValue) * 100)) : 0);

/**
 * Flat goals → trees, oldest first at every level. A goal whose parent is not in the list (it
 * is archived while the child is not, or on another page) is shown as a root, never dropped.
 */
export function buildTree(goals: Goal[]): GoalNode[] {
  const ids = new Set(goals.map((g) => g.id));
  const byParent = new Map<string | null, Goal[]>();
  for (const g of goals) {
    const parent = g.parentId && ids.has(g.parentId) ? g.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), g]);
  }
  const grow = (parent: string | null, depth: number, seen: Set<string>): GoalNode[] =>
    (byParent.get(parent) ?? [])
      .filter((g) => !seen.has(g.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((goal) => ({ goal, depth, children: grow(goal.id, depth + 1, new Set([...seen, goal.id])) }));
  return grow(null, 1, new Set());
}

/** Every node of the trees, depth first (for the "under" choice of a new goal). */
export const flatten = (nodes: GoalNode[]): GoalNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
