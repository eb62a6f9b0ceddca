import { z } from 'zod';
import { BOARD_CELLS } from '../../../ideas/board';
import { boardNotes, createQuickNote } from '../../../ideas/service';
import { withCards } from './card';
import { ideasCards } from './cards/ideas';
import { commandTool } from './define';
import { defineTool } from './registry';

/**
 * The Ideas board has one writer and one reader (A5). Moving, recolouring, archiving,
 * deleting and converting happen on the board itself (/ideas): the model links it.
 */
export const ideasTools = withCards(ideasCards, [
  commandTool(
    'createQuickNote',
    'write',
    ['quickNotes'],
    `Stick a note on the person's Ideas board, in their own words, optionally coloured. It goes into the first free cell, as if typed on the board. A raw thought to keep is a note; something they mean to do is a task (createUserTask). The board holds ${BOARD_CELLS} notes: on BOARD_FULL, suggest they archive a few on the board (/ideas) — you cannot archive, move or delete notes.`,
    createQuickNote,
    { approval: 'never' },
  ),
  defineTool({
    name: 'getQuickNotes',
    kind: 'read',
    domains: [],
    description: 'The notes on the person’s Ideas board (id, text, colour), back to front; archived notes are left out. To change notes, link the board: /ideas.',
    schema: z.object({}),
    run: async (ctx) => ({ items: (await boardNotes(ctx)).map((n) => ({ id: n.noteId, text: n.text, colour: n.colour })) }),
  }),
]);
