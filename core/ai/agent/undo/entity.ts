import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../../db/entity';

/** How long what a turn changed can be taken back (issue 39): then the record expires (table TTL). */
export const UNDO_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * What one tool call of a turn changed (issue 39), in the person's partition: each item with
 * its state before the call and a fingerprint of what the call left (`StoredChange`), the
 * server's line about it (`reason`) and, once taken back, when. A call whose before-states
 * outgrow one item is split in parts (`part` 0, 1, …), each carrying the call's fields.
 * Keyed chat → turn → call, so a chat's records go with the chat (one Query) and a turn's
 * are read together; the whole partition goes with the account, and the export carries them
 * (core/users/export.ts exports every entity it does not list as internal).
 */
export const Changes = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'agentChange', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          turnId: { type: 'string', required: true },
          callId: { type: 'string', required: true },
          part: { type: 'number', required: true },
          /** Parts of this call (on every part): a call is whole only when all are read. */
          parts: { type: 'number', required: true },
          tool: { type: 'string', required: true },
          reason: { type: 'string' },
          /** The order of the turn's calls, by when each finished (epoch ms, then a counter). */
          seq: { type: 'number', required: true },
          /** StoredChange[] in the order the writes finished. */
          changes: { type: 'any', required: true },
          /** A call undone by its domain's own inverse (undo/policies.ts), with what that needs. */
          inverse: { type: 'any' },
          undoneAt: { type: 'string' },
          /** Items an undo with `skipChanged` left as they were (their labels). */
          skipped: { type: 'list', items: { type: 'string' } },
          createdAt: { type: 'string', required: true },
          /** Table TTL (s): the end of the undo window. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['chatId', 'turnId', 'callId', 'part'], template: 'UNDO#${chatId}#${turnId}#${callId}#${part}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
