import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * A quick note on the Ideas board (D8). `row`/`col` are absent while it is archived. A note the
 * assistant stuck on in a turn that had read source text also carries `fromSources`, written
 * by the agent's tool path and kept outside this model on purpose (ai/agent/provenance/mark.ts).
 */
export const QuickNotes = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'quickNote', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          noteId: { type: 'string', required: true },
          text: { type: 'string', required: true },
          colour: { type: 'string', required: true },
          row: { type: 'number' },
          col: { type: 'number' },
          /** When the note was last stuck on the board (create, move, restore): "back to front" order. */
          placedAt: { type: 'string', required: true },
          archivedAt: { type: 'string' },
          /** Bumped by every write: the optimistic-concurrency token (util/tx.ts). */
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['noteId'], template: 'QNOTE#${noteId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/**
 * A claim on one board cell, written with attribute_not_exists in the same transaction as the
 * note that takes it: two notes created at the same moment can never share a cell. Also the
 * cheap board read (at most rows × cols items). Bookkeeping: the note itself carries its cell.
 */
export const QuickNoteCells = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'quickNoteCell', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          row: { type: 'number', required: true },
          col: { type: 'number', required: true },
          noteId: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['row', 'col'], template: 'QCELL#${row}#${col}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export interface QuickNoteRow {
  noteId: string;
  text: string;
  colour: string;
  row?: number;
  col?: number;
  placedAt: string;
  archivedAt?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
