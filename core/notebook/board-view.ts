import { AppError } from '../errors';
import { inBoardOrder, type Board, type Cell, type StoredNode } from './board';
import type { PageRow, PageStatus } from './entity';
import { effectiveStatus } from './status';
import type { ById } from './tree';

export interface NodeView {
  id: string;
  kind: StoredNode['kind'];
  title: string;
  pageId?: string;
  status: PageStatus;
  cell: Cell;
}

export interface BoardView {
  pageId: string;
  /** The page's status (its board's roll-up unless set by hand). */
  status: PageStatus;
  nodes: NodeView[];
  edges: { id: string; from: string; to: string }[];
}

export function nodeTitle(pages: ById<PageRow>, n: StoredNode): string {
  return n.kind === 'PAGE' ? (pages.get(n.pageId ?? '')?.title ?? '(deleted page)') : (n.title ?? '');
}

export function toNode(pages: ById<PageRow>, n: StoredNode): NodeView {
  return {
    id: n.id,
    kind: n.kind,
    title: nodeTitle(pages, n),
    ...(n.pageId ? { pageId: n.pageId } : {}),
    status: n.status,
    cell: { row: n.row, col: n.col },
  };
}

export function toBoardView(pages: ById<PageRow>, page: PageRow, board: Board): BoardView {
  return {
    pageId: page.pageId,
    status: effectiveStatus(page),
    nodes: inBoardOrder(board.nodes).map((n) => toNode(pages, n)),
    edges: board.edges.map(({ id, from, to }) => ({ id, from, to })),
  };
}

/**
 * A node named by id or exact title on THIS board (the same letters first, then any case).
 * A node id from another board or another person is simply not here: NOT_FOUND, listing
 * what is on the board so the caller can pick.
 */
export function findNode(pages: ById<PageRow>, board: Board, ref: string, field = 'node'): StoredNode {
  const wanted = ref.trim();
  const byId = board.nodes.find((n) => n.id === wanted);
  if (byId) return byId;
  let matches = board.nodes.filter((n) => nodeTitle(pages, n) === wanted);
  if (!matches.length) matches = board.nodes.filter((n) => nodeTitle(pages, n).toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (matches.length === 1) return matches[0]!;
  const listed = (ns: StoredNode[]) => ns.slice(0, 20).map((n) => ({ id: n.id, title: nodeTitle(pages, n) }));
  if (matches.length > 1) {
    const candidates = listed(matches);
    const names = candidates.map((c) => `"${c.title}" (${c.id})`).join(', ');
    throw new AppError('AMBIGUOUS_NAME', `${matches.length} nodes on this board are titled "${wanted}": ${names}. Name one by its id`, {
      data: { candidates },
      fields: [{ path: field, message: 'Matches more than one node' }],
    });
  }
  const nodes = listed(inBoardOrder(board.nodes));
  const hint = nodes.length ? `Nodes: ${nodes.map((c) => `"${c.title}" (${c.id})`).join(', ')}` : 'The board is empty';
  throw new AppError('NOT_FOUND', `No node "${wanted}" on this board. ${hint}`, { data: { nodes }, fields: [{ path: field, message: 'Not a node on this board' }] });
}
