import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { retryOnConflict, type TxItem } from '../util/tx';
import { MAX_NODES, nextCell, withoutNodes, type Board, type StoredNode } from './board';
import { AddNodeInput, BoardInput, EditNodeInput, NodeInput, NodeStatusInput } from './board-schema';
import { loadBoard, saveBoard } from './board-store';
import { findNode, toBoardView, toNode, type BoardView, type NodeView } from './board-view';
import type { PageRow, PageStatus } from './entity';
import { findPage, resolvePage } from './naming';
import { effectiveStatus } from './status';
import { bumpPage } from './store';
import type { ById } from './tree';

export interface Opened {
  page: PageRow;
  pages: ById<PageRow>;
  board: Board;
}

export async function openBoard(ctx: Ctx, ref: string): Promise<Opened> {
  const { page, pages } = await resolvePage(ctx, ref);
  return { page, pages, board: await loadBoard(ctx, page.pageId) };
}

/** What a board change did to its page: the status it shows now and any XP it paid. */
export interface Effect {
  pageStatus: PageStatus;
  xp: number;
}

export const getBoard = command(BoardInput, async (ctx: Ctx, { page }): Promise<BoardView> => {
  const o = await openBoard(ctx, page);
  return toBoardView(o.pages, o.page, o.board);
});

/** A new node takes the first free grid cell (three per row) with status TO_STUDY — a PAGE node its page's status. */
export const addNode = command(AddNodeInput, (ctx: Ctx, input): Promise<NodeView & Effect> =>
  retryOnConflict(async () => {
    const { page, pages, board } = await openBoard(ctx, input.page);
    if (board.nodes.length >= MAX_NODES) {
      throw new AppError('BOARD_FULL', `The board of "${page.title}" holds at most ${MAX_NODES} nodes; remove some first`);
    }
    const base = { id: newId('nbn'), ...nextCell(board.nodes) };
    const extra: TxItem[] = [];
    let node: StoredNode;
    if (input.kind === 'PAGE') {
      const linked = findPage(pages, input.pageId!, 'pageId');
      if (linked.pageId === page.pageId) {
        throw AppError.validation([{ path: 'pageId', message: 'A page cannot be placed on its own board' }], `"${page.title}" cannot be placed on its own board`);
      }
      const there = board.nodes.find((n) => n.pageId === linked.pageId);
      if (there) throw new AppError('CONFLICT', `"${linked.title}" is already on this board (node ${there.id})`, { data: { nodeId: there.id } });
      node = { ...base, kind: 'PAGE', pageId: linked.pageId, status: effectiveStatus(linked) };
      // The linked page is bumped: deleting it concurrently re-reads and takes this node off.
      extra.push(bumpPage(ctx, linked.pageId));
    } else {
      node = { ...base, kind: 'SECTION', title: input.title!, status: 'TO_STUDY' };
    }
    const saved = await saveBoard(ctx, page, board, { nodes: [...board.nodes, node], edges: board.edges }, extra);
    return { ...toNode(pages, node), pageStatus: effectiveStatus(saved.page), xp: saved.xp };
  }),
);

async function changeNode(ctx: Ctx, ref: string, nodeRef: string, change: { title?: string; status?: PageStatus }): Promise<NodeView & Effect> {
  return retryOnConflict(async () => {
    const { page, pages, board } = await openBoard(ctx, ref);
    const node = findNode(pages, board, nodeRef);
    if (change.title !== undefined && node.kind === 'PAGE') {
      throw AppError.validation([{ path: 'title', message: 'A PAGE node shows its page’s title: rename the page instead' }]);
    }
    const next: StoredNode = { ...node, ...(change.title !== undefined ? { title: change.title } : {}), ...(change.status ? { status: change.status } : {}) };
    const saved = await saveBoard(ctx, page, board, { nodes: board.nodes.map((n) => (n.id === node.id ? next : n)), edges: board.edges });
    return { ...toNode(pages, next), pageStatus: effectiveStatus(saved.page), xp: saved.xp };
  });
}

export const editNode = command(EditNodeInput, (ctx: Ctx, { page, node, title, status }) => changeNode(ctx, page, node, { title, status }));

export const setNodeStatus = command(NodeStatusInput, (ctx: Ctx, { page, node, status }) => changeNode(ctx, page, node, { status }));

/** Removing a node removes every edge touching it; the page's status rolls up again. */
export const removeNode = command(NodeInput, (ctx: Ctx, input): Promise<{ removed: string } & Effect> =>
  retryOnConflict(async () => {
    const { page, pages, board } = await openBoard(ctx, input.page);
    const node = findNode(pages, board, input.node);
    const saved = await saveBoard(ctx, page, board, withoutNodes(board, new Set([node.id])));
    return { removed: node.id, pageStatus: effectiveStatus(saved.page), xp: saved.xp };
  }),
);
