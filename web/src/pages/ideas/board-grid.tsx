import type { Schema } from '../../client/rest';
import { SHADES } from './colours';
import { t } from './messages';

type Note = Schema<'QuickNote'>;
export interface Cell {
  row: number;
  col: number;
}

/** People count from 1; the server's cells count from 0. */
export const place = (c: Cell) => ({ row: c.row + 1, col: c.col + 1 });

/**
 * The fixed grid (D8), its size from the server's answer: every cell drawn, each note in its own.
 * While a note is being moved, every free cell is a button ("Move here: row 2, column 3"), so a
 * move works by keyboard and screen reader; dragging a note onto a free cell does the same.
 */
export function BoardGrid(props: {
  rows: number;
  cols: number;
  notes: Note[];
  selectedId?: string | undefined;
  moving?: Note | undefined;
  busy: boolean;
  onSelect(note: Note): void;
  onMoveTo(note: Note, cell: Cell): void;
}) {
  const { rows, cols, notes } = props;
  const at = new Map(notes.flatMap((n) => (n.cell ? [[n.cell.row * cols + n.cell.col, n] as const] : [])));
  const cells: Cell[] = Array.from({ length: rows * cols }, (_, i) => ({ row: Math.floor(i / cols), col: i % cols }));
  const drop = (cell: Cell) => (e: DragEvent) => {
    e.preventDefault();
    const note = notes.find((n) => n.id === e.dataTransfer?.getData('text/plain'));
    if (note) props.onMoveTo(note, cell);
  };
  return (
    <div class="idea-board-wrap" role="region" aria-label={t('boardLabel', { rows, cols })} tabIndex={0}>
      <div class="idea-board" style={{ gridTemplateColumns: `repeat(${cols}, minmax(7.5rem, 1fr))` }} data-testid="idea-board">
        {cells.map((cell) => {
          const note = at.get(cell.row * cols + cell.col);
          const p = place(cell);
          if (note) {
            return (
              <div key={note.id} class="idea-cell" data-row={p.row} data-col={p.col}>
                <button
                  class="idea-note"
                  data-testid="idea-note"
                  data-note={note.text}
                  data-colour={note.colour}
                  aria-pressed={props.selectedId === note.id}
                  aria-label={t('noteLabel', { text: note.text, colour: t(note.colour), ...p })}
                  style={{ background: SHADES[note.colour] }}
                  draggable={!props.busy}
                  onDragStart={(e) => e.dataTransfer?.setData('text/plain', note.id)}
                  onClick={() => props.onSelect(note)}
                >
                  {note.text}
                </button>
              </div>
            );
          }
          return (
            <div key={`${cell.row}-${cell.col}`} class="idea-cell free" data-row={p.row} data-col={p.col} onDragOver={(e) => e.preventDefault()} onDrop={drop(cell)}>
              {props.moving ? (
                <button class="idea-drop" disabled={props.busy} aria-label={t('moveHere', p)} onClick={() => props.onMoveTo(props.moving!, cell)}>
                  {t('moveHereShort')}
                </button>
              ) : (
                <span class="idea-free" title={t('emptyCell', p)} aria-hidden="true" />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
