import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * A Focus Mode micro-task: unique per (user, day, entry, name) by its key (DOMAIN-FACTS), so
 * "add" is idempotent by name and the pinned-name materialisation can insert blindly.
 * Listed per (day, entry) with one Query.
 */
export const MicroTasks = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'microTask', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          entryId: { type: 'string', required: true },
          nameKey: { type: 'string', required: true },
          microTaskId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          order: { type: 'number', required: true },
          doneAt: { type: 'string' },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['day', 'entryId', 'nameKey'], template: 'MT#${day}#${entryId}#${nameKey}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/**
 * A pinned NAME (DOMAIN-FACTS: pinning is a property of the name). Rows never store a pinned
 * flag: a row is pinned while its name has one of these, so pinning anywhere pins it on every
 * entry, and deleting a pinned row (which deletes this) unpins it everywhere.
 */
export const PinnedNames = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'pinnedMicroTask', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          nameKey: { type: 'string', required: true },
          name: { type: 'string', required: true },
          pinnedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['nameKey'], template: 'PIN#${nameKey}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface MicroTaskRow {
  userId: string;
  day: string;
  entryId: string;
  nameKey: string;
  microTaskId: string;
  name: string;
  order: number;
  doneAt?: string;
  createdAt: string;
}

/** Names compare trimmed, in any case and Unicode form. */
export const microNameKey = (name: string) => name.trim().normalize('NFC').toLocaleLowerCase();
