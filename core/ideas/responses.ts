import { z } from 'zod';
import { Task } from '../task/responses';

const Colour = z.enum(['yellow', 'pink', 'blue', 'green', 'orange', 'purple']);

/** A place on the board's grid. */
const Cell = z.object({
  row: z.number(),
  col: z.number(),
});

export const QuickNote = z.object({
  id: z.string(),
  text: z.string(),
  colour: Colour,
  cell: Cell.nullable().describe('Where the note sits on the board; null once archived'),
  archivedAt: z.string().nullable(),
  placedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'QuickNote' });

export const QuickNoteBoard = z.object({
  board: z.object({
    colours: z.tuple([z.literal('yellow'), z.literal('pink'), z.literal('blue'), z.literal('green'), z.literal('orange'), z.literal('purple')]),
    rows: z.literal(4),
    cols: z.literal(6),
  }),
  items: z.array(QuickNote),
  nextCursor: z.string().nullable(),
}).meta({ id: 'QuickNoteBoard' });

export const QuickNoteCreated = QuickNote.pick({ id: true, text: true, colour: true }).extend({
  cell: Cell,
}).meta({ id: 'QuickNoteCreated' });

export const QuickNoteConverted = z.object({
  task: Task,
  noteId: z.string(),
}).meta({ id: 'QuickNoteConverted' });
