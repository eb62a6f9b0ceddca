import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * A page's board (its roadmap): every node and edge in ONE item, written with a condition on
 * its version. The board's rules (a page once per board, unique edges, no cycles, a
 * permutation on reorder) span the whole board, and one item makes each change all or
 * nothing without a lock. Caps (board.ts) keep it far below DynamoDB's 400 KB.
 */
export const Boards = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookBoard', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          /** Validated on every read (board-store.ts): stored JSON is not trusted blindly. */
          nodes: { type: 'any', required: true },
          edges: { type: 'any', required: true },
          version: { type: 'number', required: true, default: 0 },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['pageId'], template: 'NBBOARD#${pageId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);
