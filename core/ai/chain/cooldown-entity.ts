import { Entity } from 'electrodb';
import { bindEntity, SERVICE } from '../../db/entity';

/**
 * C6: one item per cooling link, shared by every instance (ARCHITECTURE: cooldowns live in the
 * table, so a cold start cannot forget that a provider just said no). One fixed partition, so
 * a single Query reads the whole chain's state. `until` is epoch ms and is what the chain
 * trusts; `expiresAt` (epoch s, TTL) only tidies up, since TTL deletion can lag by hours.
 */
export const COOLDOWN_PARTITION = 'CHAIN#cooldown';

export const Cooldowns = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'llmCooldown', version: '1', service: SERVICE },
        attributes: {
          link: { type: 'string', required: true },
          until: { type: 'number', required: true },
          reason: { type: 'string' },
          expiresAt: { type: 'number' },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: [], template: COOLDOWN_PARTITION, casing: 'none' },
            sk: { field: 'sk', composite: ['link'], template: 'COOLDOWN#${link}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
