import { TITLE_MAX } from '../../notebook/fields';
import type { NodesOutput } from './model-output';

/** DOMAIN-FACTS "Study AI": at most 5 node suggestions; a roadmap draft at most 12 nodes. */
export const SUGGESTIONS_MAX = 5;
export const ROADMAP_NODES_MAX = 12;
const WHY_MAX = 300;

/** A node the tutor proposes; nothing is on the board until the person adds it. */
export interface PlannedNode {
  /** 1-based position in the plan. */
  n: number;
  /** PAGE when the title is one of the page's sub-pages not yet on its board, else SECTION. */
  kind: 'PAGE' | 'SECTION';
  title: string;
  pageId?: string;
  why: string;
  /** Earlier nodes (their `n`) this one builds on: an edge from each, never a loop. */
  after: number[];
}

export interface PlanKnown {
  /** Titles already on the board: never proposed again. */
  onBoard: string[];
  /** Sub-pages not on the board yet: a proposal with one's title becomes a PAGE node. */
  pages: { id: string; title: string }[];
}

const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * The model's nodes, hostile until proven useful: titles trimmed and capped, blanks, repeats
 * and titles already on the board dropped, the list capped at `max`, and each `after` kept
 * only where it names an EARLIER kept node (so a draft's edges can never make a cycle).
 */
export function sanitizeNodes(out: NodesOutput, known: PlanKnown, max: number): PlannedNode[] {
  const seen = new Set(known.onBoard.map(key));
  const renumbered = new Map<number, number>(); // the model's 1-based position → ours
  const kept: PlannedNode[] = [];
  out.nodes.forEach((node, i) => {
    const title = node.title.replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX);
    if (!title || seen.has(key(title)) || kept.length >= max) return;
    seen.add(key(title));
    const n = kept.length + 1;
    renumbered.set(i + 1, n);
    const after = [...new Set((node.after ?? []).flatMap((a) => renumbered.get(a) ?? []))].filter((a) => a < n).sort((x, y) => x - y);
    const page = known.pages.find((p) => key(p.title) === key(title));
    kept.push({ n, kind: page ? 'PAGE' : 'SECTION', title: page?.title ?? title, ...(page ? { pageId: page.id } : {}), why: (node.why ?? '').replace(/\s+/g, ' ').trim().slice(0, WHY_MAX), after });
  });
  return kept;
}
