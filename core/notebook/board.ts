import { z } from 'zod';
import { PAGE_STATUSES } from './entity';

/**
 * A page's board (DOMAIN-FACTS "Study notebook"): PAGE and SECTION nodes on a grid three
 * cells wide, and edges forming a DAG (a roadmap has no loops). Pure rules; board-store.ts
 * reads and writes the one item that holds a board.
 */
export const BOARD_COLS = 3;
export const MAX_NODES = 100;
export const MAX_EDGES = 300;
export const NODE_KINDS = ['PAGE', 'SECTION'] as const;

export const StoredNode = z.object({
  id: z.string().min(1),
  kind: z.enum(NODE_KINDS),
  /** SECTION nodes only: a PAGE node shows its page's current title. */
  title: z.string().optional(),
  pageId: z.string().optional(),
  status: z.enum(PAGE_STATUSES),
  row: z.number().int().min(0),
  col: z.number().int().min(0).max(BOARD_COLS - 1),
});
export type StoredNode = z.infer<typeof StoredNode>;

export const StoredEdge = z.object({ id: z.string().min(1), from: z.string().min(1), to: z.string().min(1) });
export type StoredEdge = z.infer<typeof StoredEdge>;

export interface Board {
  nodes: StoredNode[];
  edges: StoredEdge[];
  /** null: the page has no board item yet. */
  version: number | null;
}

export interface Cell {
  row: number;
  col: number;
}

const index = (c: Cell) => c.row * BOARD_COLS + c.col;

/** Board order is reading order of the cells: row by row, left to right. */
export function inBoardOrder<T extends Cell>(nodes: T[]): T[] {
  return [...nodes].sort((a, b) => index(a) - index(b));
}

/** The first free cell in reading order: a new node fills the hole a removed one left. */
export function nextCell(nodes: Cell[]): Cell {
  const used = new Set(nodes.map(index));
  let i = 0;
  while (used.has(i)) i++;
  return { row: Math.floor(i / BOARD_COLS), col: i % BOARD_COLS };
}

/** Lay the nodes out again in the given order, packed from the top-left cell. */
export function relayout(nodes: StoredNode[], order: string[]): StoredNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return order.map((id, i) => ({ ...byId.get(id)!, row: Math.floor(i / BOARD_COLS), col: i % BOARD_COLS }));
}

/** Would an edge from → to close a loop? Only if `from` is already reachable from `to`. */
export function wouldCycle(edges: StoredEdge[], from: string, to: string): boolean {
  const out = new Map<string, string[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const seen = new Set<string>();
  const stack = [to];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === from) return true;
    if (seen.has(n)) continue;
    seen.add(n);
    stack.push(...(out.get(n) ?? []));
  }
  return false;
}

/** Remove nodes and every edge touching them. */
export function withoutNodes(board: Board, ids: Set<string>): Board {
  return {
    ...board,
    nodes: board.nodes.filter((n) => !ids.has(n.id)),
    edges: board.edges.filter((e) => !ids.has(e.from) && !ids.has(e.to)),
  };
}
