import type { Cell, Colour } from './board';
import type { QuickNoteRow } from './entity';

export interface QuickNote {
  id: string;
  text: string;
  colour: Colour;
  /** null while archived. */
  cell: Cell | null;
  archivedAt: string | null;
  placedAt: string;
  createdAt: string;
  updatedAt: string;
}

export function cellOf(r: QuickNoteRow): Cell | null {
  return r.row === undefined || r.col === undefined ? null : { row: r.row, col: r.col };
}

export function toQuickNote(r: QuickNoteRow): QuickNote {
  return {
    id: r.noteId,
    text: r.text,
    colour: r.colour as Colour,
    cell: cellOf(r),
    archivedAt: r.archivedAt ?? null,
    placedAt: r.placedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Back to front: the note stuck on first is at the back; ties by id (creation order). */
export function backToFront(a: QuickNoteRow, b: QuickNoteRow): number {
  return a.placedAt === b.placedAt ? (a.noteId < b.noteId ? -1 : 1) : a.placedAt < b.placedAt ? -1 : 1;
}
