/**
 * XP bookkeeping in the table (the I/O half of core/xp; everything else here is pure).
 *
 * - `UserStats` (`USER#id / STATS`): the person's XP total. The profile row is left alone so
 *   that XP writes (hot, concurrent) never race profile edits; the level is derived from XP on
 *   read (levels.ts), so only one number is stored and it cannot disagree with itself.
 * - `XpLedger` (`USER#id / XPDAY#day#type#id`): one row per owner and day, DOMAIN-FACTS'
 *   per-day ledger (owner type, owner, day, delta) that feeds history. An atomic ADD keeps
 *   concurrent payouts on the same day exact.
 */
import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const XP_OWNER_TYPES = ['user', 'category', 'habit', 'task', 'routine', 'goal'] as const;
export type XpOwnerType = (typeof XP_OWNER_TYPES)[number];

export const UserStats = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'userStats', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          xp: { type: 'number' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'STATS', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export const XpLedger = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'xpLedger', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          ownerType: { type: XP_OWNER_TYPES, required: true },
          ownerId: { type: 'string', required: true },
          delta: { type: 'number' },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: {
              field: 'sk',
              composite: ['day', 'ownerType', 'ownerId'],
              template: 'XPDAY#${day}#${ownerType}#${ownerId}',
              casing: 'none',
            },
          },
        },
      },
      cfg,
    ),
);
