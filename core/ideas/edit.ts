import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { BOARD_CELLS } from './board';
import { QuickNoteCells, QuickNotes } from './entity';
import { EditQuickNoteInput, MoveQuickNoteInput, QuickNoteIdInput } from './schema';
import { claimCell, freeCell, loadNote, patchNote, releaseCell } from './store';
import { cellOf, toQuickNote, type QuickNote } from './view';

/** Rewrite or recolour a note, on the board or in the archive. */
export const editQuickNote = command(EditQuickNoteInput, (ctx: Ctx, { id, ...given }): Promise<QuickNote> =>
  retryOnConflict(async () => {
    const row = await loadNote(ctx, id);
    const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    await transact(ctx.deps.db, [patchNote(ctx, row, set)]);
    return toQuickNote({ ...row, ...set, updatedAt: ctx.deps.clock.now().toISOString() });
  }),
);

/** Move to a chosen free cell; a taken cell is a CONFLICT naming the note that holds it. */
export const moveQuickNote = command(MoveQuickNoteInput, (ctx: Ctx, { id, row: r, col }): Promise<QuickNote> =>
  retryOnConflict(async () => {
    const row = await loadNote(ctx, id);
    const from = cellOf(row);
    if (!from) throw new AppError('CONFLICT', 'This note is archived; restore it before moving it');
    if (from.row === r && from.col === col) return toQuickNote(row);
    const holder = (await QuickNoteCells(ctx.deps.db).get({ userId: ctx.actor.userId, row: r, col }).go({ consistent: true })).data;
    if (holder) {
      throw new AppError('CONFLICT', `Cell (${r}, ${col}) is taken by another note`, { data: { noteId: holder.noteId } });
    }
    const now = ctx.deps.clock.now().toISOString();
    const to = { row: r, col };
    await transact(ctx.deps.db, [releaseCell(ctx, from, id), claimCell(ctx, to, id), patchNote(ctx, row, { ...to, placedAt: now })]);
    return toQuickNote({ ...row, ...to, placedAt: now, updatedAt: now });
  }),
);

/** Off the board, into the archive: the cell is free at once. Archiving twice is a no-op. */
export const archiveQuickNote = command(QuickNoteIdInput, (ctx: Ctx, { id }): Promise<QuickNote> =>
  retryOnConflict(async () => {
    const row = await loadNote(ctx, id);
    const cell = cellOf(row);
    if (row.archivedAt || !cell) return toQuickNote(row);
    const now = ctx.deps.clock.now().toISOString();
    await transact(ctx.deps.db, [releaseCell(ctx, cell, id), patchNote(ctx, row, { archivedAt: now }, ['row', 'col'])]);
    return toQuickNote({ ...row, row: undefined, col: undefined, archivedAt: now, updatedAt: now });
  }),
);

/** Back onto the board, in the first free cell (BOARD_FULL when there is none). */
export const restoreQuickNote = command(QuickNoteIdInput, (ctx: Ctx, { id }): Promise<QuickNote> =>
  retryOnConflict(async () => {
    const row = await loadNote(ctx, id);
    if (!row.archivedAt) return toQuickNote(row);
    const cell = await freeCell(ctx);
    const now = ctx.deps.clock.now().toISOString();
    await transact(ctx.deps.db, [claimCell(ctx, cell, id), patchNote(ctx, row, { ...cell, placedAt: now }, ['archivedAt'])]);
    return toQuickNote({ ...row, ...cell, archivedAt: undefined, placedAt: now, updatedAt: now });
  }, BOARD_CELLS + 2),
);

export const deleteQuickNote = command(QuickNoteIdInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const row = await loadNote(ctx, id);
    const cell = cellOf(row);
    await transact(ctx.deps.db, [
      {
        Delete: QuickNotes(ctx.deps.db)
          .delete({ userId: ctx.actor.userId, noteId: id })
          .where((a, op) => op.eq(a.version, row.version))
          .params(),
      },
      ...(cell ? [releaseCell(ctx, cell, id)] : []),
    ]);
  }),
);
