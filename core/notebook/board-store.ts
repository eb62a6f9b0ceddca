import { z } from 'zod';
import type { Ctx } from '../context';
import { CONSISTENT, transact, type TxItem } from '../util/tx';
import { StoredEdge, StoredNode, type Board } from './board';
import { Boards } from './board-entity';
import type { PageRow } from './entity';
import { pageUpdate, rollUp } from './status';

const StoredBoard = z.object({ nodes: z.array(StoredNode), edges: z.array(StoredEdge), version: z.number().int() });

function parseBoard(pageId: string, raw: unknown): Board {
  const parsed = StoredBoard.safeParse(raw);
  // Stored data that breaks the board's shape is a bug or tampering, never something to guess around.
  if (!parsed.success) throw new Error(`stored board of page ${pageId} is malformed`);
  return parsed.data;
}

export async function loadBoard(ctx: Ctx, pageId: string): Promise<Board> {
  const row = (await Boards(ctx.deps.db).get({ userId: ctx.actor.userId, pageId }).go(CONSISTENT)).data;
  return row ? parseBoard(pageId, row) : { nodes: [], edges: [], version: null };
}

/** Every board of the person (a cheap prefix query: boards only). */
export async function allBoards(ctx: Ctx): Promise<(Board & { pageId: string })[]> {
  const rows = (await Boards(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT })).data;
  return rows.map((r) => ({ pageId: r.pageId, ...parseBoard(r.pageId, r) }));
}

/** The board write: created if the page had none, else only at the version read. */
export function boardItem(ctx: Ctx, pageId: string, read: Board, next: Pick<Board, 'nodes' | 'edges'>): TxItem {
  const row = { userId: ctx.actor.userId, pageId, nodes: next.nodes, edges: next.edges, updatedAt: ctx.deps.clock.now().toISOString() };
  const entity = Boards(ctx.deps.db);
  if (read.version === null) return { Put: entity.create({ ...row, version: 0 }).params() };
  const expected = read.version;
  return { Put: entity.put({ ...row, version: expected + 1 }).where((a, op) => op.eq(a.version, expected)).params() };
}

/**
 * Save a changed board together with its page: the page's board status is the roll-up of
 * the new nodes, in the same transaction, so the two never disagree (and the first DONE pays
 * its XP exactly once, status.ts). `extra` joins the transaction (e.g. a linked page's bump).
 */
export async function saveBoard(
  ctx: Ctx,
  page: PageRow,
  read: Board,
  next: Pick<Board, 'nodes' | 'edges'>,
  extra: TxItem[] = [],
): Promise<{ board: Board; page: PageRow; xp: number }> {
  const { items, next: pageNext, xp } = await pageUpdate(ctx, page, { boardStatus: rollUp(next.nodes) });
  await transact(ctx.deps.db, [boardItem(ctx, page.pageId, read, next), ...items, ...extra]);
  return { board: { ...next, version: (read.version ?? -1) + 1 }, page: pageNext, xp };
}
