import type { Ctx } from '../context';
import { AppError } from '../errors';
import { CONSISTENT, type TxItem } from '../util/tx';
import { BOARD_CELLS, firstFreeCell, type Cell } from './board';
import { QuickNoteCells, QuickNotes, type QuickNoteRow } from './entity';

/** The note or NOT_FOUND — for another user's id too, since the key is the actor's. */
export async function loadNote(ctx: Ctx, id: string): Promise<QuickNoteRow> {
  const row = (await QuickNotes(ctx.deps.db).get({ userId: ctx.actor.userId, noteId: id }).go(CONSISTENT)).data;
  if (!row) throw AppError.notFound(`Quick note ${id}`);
  return row;
}

/** Every claimed cell (at most rows × cols items: one page). */
export async function takenCells(ctx: Ctx): Promise<(Cell & { noteId: string })[]> {
  const res = await QuickNoteCells(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ ...CONSISTENT, pages: 'all' });
  return res.data;
}

export function boardFull(): AppError {
  return new AppError(
    'BOARD_FULL',
    `The Ideas board is full (${BOARD_CELLS} notes). Archive or delete a few on the board (/ideas) to make room.`,
  );
}

/** The first free cell, or BOARD_FULL. */
export async function freeCell(ctx: Ctx): Promise<Cell> {
  const cell = firstFreeCell(await takenCells(ctx));
  if (!cell) throw boardFull();
  return cell;
}

/** Claim a cell: fails (a lost race, retried by the caller) if anything holds it already. */
export function claimCell(ctx: Ctx, cell: Cell, noteId: string): TxItem {
  return { Put: QuickNoteCells(ctx.deps.db).create({ userId: ctx.actor.userId, ...cell, noteId }).params() };
}

/** Free a cell, only if this note still holds it. */
export function releaseCell(ctx: Ctx, cell: Cell, noteId: string): TxItem {
  return {
    Delete: QuickNoteCells(ctx.deps.db)
      .delete({ userId: ctx.actor.userId, ...cell })
      .where((a, op) => op.eq(a.noteId, noteId))
      .params(),
  };
}

/** A patch of the note guarded by the version read (util/tx.ts's pattern). */
export function patchNote(ctx: Ctx, row: QuickNoteRow, set: Partial<QuickNoteRow>, remove: ('row' | 'col' | 'archivedAt')[] = []): TxItem {
  const patch = QuickNotes(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, noteId: row.noteId })
    .set({ ...set, updatedAt: ctx.deps.clock.now().toISOString() });
  const withRemove = remove.length ? patch.remove(remove) : patch;
  return { Update: withRemove.add({ version: 1 }).where((a, op) => op.eq(a.version, row.version)).params() };
}
