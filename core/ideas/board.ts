/**
 * The Ideas board (D8): a fixed grid, defined here and nowhere else. A new (or restored) note
 * takes the first free cell in reading order — row by row, left to right — so a note typed on
 * the page and one the assistant creates land in the same place.
 */
export const BOARD = { rows: 4, cols: 6 } as const;
export const BOARD_CELLS = BOARD.rows * BOARD.cols;

/** The sticky-note palette the clients draw; input is accepted in any letter case. */
export const COLOURS = ['yellow', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
export const DEFAULT_COLOUR: Colour = 'yellow';

/** Zero-based: row 0 is the top, col 0 the left. */
export interface Cell {
  row: number;
  col: number;
}

export interface BoardSize {
  rows: number;
  cols: number;
}

/** A cell's place in reading order (0 = top-left). */
export function readingIndex(cell: Cell, size: BoardSize = BOARD): number {
  return cell.row * size.cols + cell.col;
}

export function isOnBoard(cell: Cell, size: BoardSize = BOARD): boolean {
  return Number.isInteger(cell.row) && Number.isInteger(cell.col) && cell.row >= 0 && cell.col >= 0 && cell.row < size.rows && cell.col < size.cols;
}

/** The first free cell in reading order, or null when the board is full. Cells off the board are ignored. */
export function firstFreeCell(taken: Iterable<Cell>, size: BoardSize = BOARD): Cell | null {
  const used = new Set<number>();
  for (const c of taken) if (isOnBoard(c, size)) used.add(readingIndex(c, size));
  for (let i = 0; i < size.rows * size.cols; i++) {
    if (!used.has(i)) return { row: Math.floor(i / size.cols), col: i % size.cols };
  }
  return null;
}
