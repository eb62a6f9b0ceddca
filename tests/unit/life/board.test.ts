import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD, firstFreeCell, readingIndex, type BoardSize, type Cell } from '../../../core/ideas/board';

/** A random board size and a random subset of its cells (possibly empty, possibly full). */
const boards = fc
  .record({ rows: fc.integer({ min: 1, max: 6 }), cols: fc.integer({ min: 1, max: 8 }) })
  .chain((size: BoardSize) =>
    fc.tuple(
      fc.constant(size),
      fc.uniqueArray(fc.integer({ min: 0, max: size.rows * size.cols - 1 }), { maxLength: size.rows * size.cols }),
    ),
  );

const cellAt = (i: number, size: BoardSize): Cell => ({ row: Math.floor(i / size.cols), col: i % size.cols });

describe('first free cell (D8)', () => {
  it('is free, on the board, and every cell before it in reading order is taken', () => {
    fc.assert(
      fc.property(boards, ([size, taken]) => {
        const used = new Set(taken);
        const cell = firstFreeCell(taken.map((i) => cellAt(i, size)), size);
        if (used.size === size.rows * size.cols) return cell === null;
        expect(cell).not.toBeNull();
        const index = readingIndex(cell!, size);
        expect(cell!.row).toBeLessThan(size.rows);
        expect(cell!.col).toBeLessThan(size.cols);
        expect(used.has(index)).toBe(false);
        for (let i = 0; i < index; i++) expect(used.has(i)).toBe(true);
        return true;
      }),
    );
  });

  it('is null exactly when the board is full', () => {
    fc.assert(
      fc.property(boards, ([size, taken]) => {
        expect(firstFreeCell(taken.map((i) => cellAt(i, size)), size) === null).toBe(taken.length === size.rows * size.cols);
      }),
    );
  });

  it('does not depend on the order cells are listed in, and ignores cells off the board', () => {
    fc.assert(
      fc.property(boards, fc.integer(), ([size, taken], seed) => {
        const cells = taken.map((i) => cellAt(i, size));
        const shuffled = [...cells].sort((a, b) => ((readingIndex(a, size) * 7919 + seed) % 101) - ((readingIndex(b, size) * 7919 + seed) % 101));
        const strays = [{ row: size.rows, col: 0 }, { row: 0, col: size.cols }, { row: -1, col: -1 }];
        expect(firstFreeCell([...shuffled, ...strays], size)).toEqual(firstFreeCell(cells, size));
      }),
    );
  });

  it('fills the real board row by row, left to right', () => {
    const taken: Cell[] = [];
    for (let i = 0; i < BOARD.rows * BOARD.cols; i++) {
      const next = firstFreeCell(taken);
      expect(next).toEqual({ row: Math.floor(i / BOARD.cols), col: i % BOARD.cols });
      taken.push(next!);
    }
    expect(firstFreeCell(taken)).toBeNull();
  });

  it('a freed cell is the next one taken, before any later empty cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARD.rows * BOARD.cols - 1 }), (freed) => {
        const all = Array.from({ length: BOARD.rows * BOARD.cols }, (_, i) => cellAt(i, BOARD));
        expect(firstFreeCell(all.filter((_, i) => i !== freed))).toEqual(cellAt(freed, BOARD));
      }),
    );
  });
});
