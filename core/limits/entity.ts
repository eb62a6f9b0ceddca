import { Entity } from 'electrodb';
import { bindEntity, SERVICE } from '../db/entity';

/**
 * One fixed-window counter. `scope` is the partition (a user's partition for per-user
 * buckets, so deleting the account removes them; `IP#…`/`EMAIL#…` for anonymous ones).
 */
export const RateWindows = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'rateWindow', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          bucket: { type: 'string', required: true },
          windowStart: { type: 'number', required: true },
          hits: { type: 'number' },
          expiresAt: { type: 'number' },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['scope'], template: '${scope}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['bucket', 'windowStart'],
              template: 'RATE#${bucket}#${windowStart}',
              casing: 'none',
            },
          },
        },
      },
      cfg,
    ),
);
