import { z } from 'zod';

export const QuickNoteBoard = z.object({
  board: z.object({
    colours: z.tuple([z.literal("yellow"), z.literal("pink"), z.literal("blue"), z.literal("green"), z.literal("orange"), z.literal("purple")]),
    rows: z.literal(4),
    cols: z.literal(6),
  }),
  items: z.array(z.object({
    id: z.string(),
    text: z.string(),
    colour: z.enum(["yellow", "pink", "blue", "green", "orange", "purple"]),
    cell: z.object({
      row: z.number(),
      col: z.number(),
    }).nullable(),
    archivedAt: z.string().nullable(),
    placedAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
  nextCursor: z.string().nullable(),
}).meta({ id: 'QuickNoteBoard' });

export const QuickNoteCreated = z.object({
  id: z.string(),
  text: z.string(),
  colour: z.enum(["yellow", "pink", "blue", "green", "orange", "purple"]),
  cell: z.object({
    row: z.number(),
    col: z.number(),
  }),
}).meta({ id: 'QuickNoteCreated' });

export const QuickNote = z.object({
  id: z.string(),
  text: z.string(),
  colour: z.enum(["yellow", "pink", "blue", "green", "orange", "purple"]),
  cell: z.object({
    row: z.number(),
    col: z.number(),
  }).nullable(),
  archivedAt: z.string().nullable(),
  placedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'QuickNote' });

export const QuickNoteConverted = z.object({
  task: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    importance: z.number(),
    difficulty: z.number(),
    categoryIds: z.array(z.string()),
    oneTimeTask: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  noteId: z.string(),
}).meta({ id: 'QuickNoteConverted' });

