import type { Ctx } from '../context';
import { AppError, isAppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { retryOnConflict } from '../util/tx';
import { MAX_EDGES, relayout, wouldCycle, type StoredEdge } from './board';
import { ConnectInput, DisconnectInput, ReorderInput } from './board-schema';
import { openBoard, type Opened } from './board-service';
import { saveBoard } from './board-store';
import { findNode, nodeTitle, toBoardView, type BoardView } from './board-view';

/** An edge is a "before → after" step of the roadmap: unique, never a loop (the board is a DAG). */
export const connectNodes = command(ConnectInput, (ctx: Ctx, input): Promise<{ id: string; from: string; to: string }> =>
  retryOnConflict(async () => {
    const { page, pages, board } = await openBoard(ctx, input.page);
    const from = findNode(pages, board, input.from, 'from');
    const to = findNode(pages, board, input.to, 'to');
    if (from.id === to.id) throw AppError.validation([{ path: 'to', message: 'An edge cannot start and end at the same node' }], 'An edge cannot start and end at the same node');
    const same = board.edges.find((e) => e.from === from.id && e.to === to.id);
    if (same) throw new AppError('CONFLICT', `"${nodeTitle(pages, from)}" → "${nodeTitle(pages, to)}" already exists (edge ${same.id})`, { data: { edgeId: same.id } });
    if (wouldCycle(board.edges, from.id, to.id)) {
      throw new AppError('CONFLICT', `"${nodeTitle(pages, to)}" already leads to "${nodeTitle(pages, from)}": this edge would close a loop, and a roadmap has none`);
    }
    if (board.edges.length >= MAX_EDGES) throw new AppError('BOARD_FULL', `A board holds at most ${MAX_EDGES} edges`);
    const edge = { id: newId('nbe'), from: from.id, to: to.id };
    await saveBoard(ctx, page, board, { nodes: board.nodes, edges: [...board.edges, edge] });
    return edge;
  }),
);

/** The edge a disconnect names, by its id or by from and to on the opened board (NOT_FOUND otherwise). */
export function findEdge({ page, pages, board }: Opened, input: { edge?: string | undefined; from?: string | undefined; to?: string | undefined }): StoredEdge {
  let edge = input.edge ? board.edges.find((e) => e.id === input.edge) : undefined;
  if (!input.edge) {
    const from = findNode(pages, board, input.from!, 'from');
    const to = findNode(pages, board, input.to!, 'to');
    edge = board.edges.find((e) => e.from === from.id && e.to === to.id);
  }
  if (!edge) throw AppError.notFound(`That edge on the board of "${page.title}"`);
  return edge;
}

export const disconnectNodes = command(DisconnectInput, (ctx: Ctx, input): Promise<{ removed: string }> =>
  retryOnConflict(async () => {
    const opened = await openBoard(ctx, input.page);
    const { page, board } = opened;
    const removed = findEdge(opened, input).id;
    await saveBoard(ctx, page, board, { nodes: board.nodes, edges: board.edges.filter((e) => e.id !== removed) });
    return { removed };
  }),
);

/** The new order must name every node exactly once (a permutation); nodes are then packed three to a row. */
export const reorderBoard = command(ReorderInput, (ctx: Ctx, input): Promise<BoardView> =>
  retryOnConflict(async () => {
    const { page, pages, board } = await openBoard(ctx, input.page);
    const fields: { path: string; message: string }[] = [];
    const ids = input.nodeIds.map((ref, i) => {
      try {
        return findNode(pages, board, ref).id;
      } catch (err) {
        if (!isAppError(err)) throw err;
        fields.push({ path: `nodeIds.${i}`, message: err.code === 'AMBIGUOUS_NAME' ? 'Matches more than one node: use its id' : 'Not a node on this board' });
        return '';
      }
    });
    const unique = new Set(ids.filter(Boolean));
    if (!fields.length && (unique.size !== ids.length || unique.size !== board.nodes.length)) {
      fields.push({ path: 'nodeIds', message: `Must list each of the board's ${board.nodes.length} nodes exactly once` });
    }
    if (fields.length) throw AppError.validation(fields, 'nodeIds must be a permutation of the board’s nodes');
    const saved = await saveBoard(ctx, page, board, { nodes: relayout(board.nodes, ids), edges: board.edges });
    return toBoardView(pages, saved.page, saved.board);
  }),
);
