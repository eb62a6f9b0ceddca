import { z } from 'zod';
import { idField } from '../util/fields';
import { pageFields } from '../util/page';
import { BOARD, COLOURS, DEFAULT_COLOUR } from './board';

/** At most a task name's length (task max 255), so any note can become a task unchanged. */
export const NOTE_TEXT_MAX = 255;

const Text = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(NOTE_TEXT_MAX)
  .describe(`The note, in the person's own words (not a paraphrase), 1–${NOTE_TEXT_MAX} characters`);

/** Any letter case in, the palette's lowercase spelling stored; a refusal lists the palette. */
const Colour = z
  .string()
  .trim()
  .toLowerCase()
  .refine((c) => (COLOURS as readonly string[]).includes(c), { message: `Unknown colour; choose one of: ${COLOURS.join(', ')}` })
  .describe(`Note colour, one of ${COLOURS.join(', ')} (any letter case)`);

export const NoteId = idField('quick note', 'qnt_');

export const CreateQuickNoteInput = z.object({
  text: Text,
  colour: Colour.optional().describe(`Note colour, one of ${COLOURS.join(', ')} (any letter case); default ${DEFAULT_COLOUR}`),
});

export const EditQuickNoteInput = z
  .object({ id: NoteId, text: Text.optional(), colour: Colour.optional() })
  .refine((v) => v.text !== undefined || v.colour !== undefined, { message: 'Send text, colour or both', path: ['text'] });

export const MoveQuickNoteInput = z.object({
  id: NoteId,
  row: z.number().int().min(0).max(BOARD.rows - 1).describe(`Target row, 0 (top) … ${BOARD.rows - 1}`),
  col: z.number().int().min(0).max(BOARD.cols - 1).describe(`Target column, 0 (left) … ${BOARD.cols - 1}`),
});

export const QuickNoteIdInput = z.object({ id: NoteId });

export const ListQuickNotesInput = z.object({
  archived: z
    .stringbool()
    .optional()
    .describe('"true" lists the archive (newest first, paged); otherwise the notes on the board, back to front'),
  ...pageFields('qnt'),
});
