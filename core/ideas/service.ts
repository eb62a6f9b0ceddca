import type { Ctx } from '../context';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, pageOptions, nextCursor } from '../util/page';
import { retryOnConflict, transact } from '../util/tx';
import { BOARD, BOARD_CELLS, COLOURS, DEFAULT_COLOUR, type Cell, type Colour } from './board';
import { QuickNotes, type QuickNoteRow } from './entity';
import { CreateQuickNoteInput, ListQuickNotesInput, QuickNoteIdInput } from './schema';
import { claimCell, freeCell, loadNote, takenCells } from './store';
import { backToFront, toQuickNote, type QuickNote } from './view';

/**
 * One command for the board page and the agent's `createQuickNote`: the first free cell in
 * reading order, claimed conditionally. Losing a cell to a concurrent create re-reads the
 * board and takes the next one, so a board can fill up through races alone.
 */
export const createQuickNote = command(
  CreateQuickNoteInput,
  (ctx: Ctx, input): Promise<{ id: string; text: string; colour: Colour; cell: Cell }> =>
    retryOnConflict(async () => {
      const cell = await freeCell(ctx);
      const now = ctx.deps.clock.now().toISOString();
      const row = {
        userId: ctx.actor.userId,
        noteId: newId('qnt'),
        text: input.text,
        colour: (input.colour ?? DEFAULT_COLOUR) as Colour,
        ...cell,
        placedAt: now,
        version: 0,
        createdAt: now,
        updatedAt: now,
      };
      await transact(ctx.deps.db, [claimCell(ctx, cell, row.noteId), { Put: QuickNotes(ctx.deps.db).create(row).params() }]);
      return { id: row.noteId, text: row.text, colour: row.colour, cell };
    }, BOARD_CELLS + 2),
);

/** The notes on the board, back to front (the archive is left out). */
export async function boardNotes(ctx: Ctx): Promise<QuickNoteRow[]> {
  const cells = await takenCells(ctx);
  if (!cells.length) return [];
  const res = await QuickNotes(ctx.deps.db)
    .get(cells.map((c) => ({ userId: ctx.actor.userId, noteId: c.noteId })))
    .go({ consistent: true });
  // A throttled BatchGet hands keys back instead of failing: read those one by one.
  const late = await Promise.all(res.unprocessed.map(({ noteId }) => loadNote(ctx, noteId)));
  return ([...res.data, ...late] as QuickNoteRow[]).filter((n) => !n.archivedAt).sort(backToFront);
}

async function archivedNotes(ctx: Ctx, input: { cursor?: string; limit?: number }) {
  const userId = ctx.actor.userId;
  const entity = QuickNotes(ctx.deps.db);
  const after = cursorToId(input.cursor, 'qnt');
  const res = await entity
    .query.primary({ userId })
    .where((a, op) => op.exists(a.archivedAt))
    .go({
      order: 'desc',
      ...pageOptions(entity, after ? { userId, noteId: after } : undefined, input.limit),
    });
  return { items: res.data.map(toQuickNote), nextCursor: nextCursor(res, res.data.at(-1)?.noteId) };
}

/** REST: the board (with its size and palette, so clients draw it from one definition) or the archive. */
export const listQuickNotes = command(ListQuickNotesInput, async (ctx: Ctx, input) => {
  const board = { ...BOARD, colours: COLOURS };
  if (input.archived) return { ...(await archivedNotes(ctx, input)), board };
  return { items: (await boardNotes(ctx)).map(toQuickNote), nextCursor: null, board };
});

export const getQuickNote = command(QuickNoteIdInput, async (ctx: Ctx, { id }): Promise<QuickNote> => toQuickNote(await loadNote(ctx, id)));
