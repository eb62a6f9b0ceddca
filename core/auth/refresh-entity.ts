import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * A refresh-token family: one login's chain of rotated tokens. Only hashes are stored.
 * `spentHashes` remembers recently rotated tokens so a replay of a spent one is recognised
 * as theft (the whole family is revoked) rather than as a typo.
 */
export const RefreshFamilies = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'refreshFamily', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          familyId: { type: 'string', required: true },
          currentHash: { type: 'string', required: true },
          /** The token the current one replaced, and when: a repeat of it within the grace window gets the same successor. */
          previousHash: { type: 'string' },
          rotatedAt: { type: 'number' },
          spentHashes: { type: 'list', items: { type: 'string' } },
          revokedAt: { type: 'string' },
          createdAt: { type: 'string', required: true },
          /** The last sign-in or refresh of this family (the sessions list shows it). */
          lastUsedAt: { type: 'string' },
          /** A short summary ("Firefox on Linux"), never the raw header: it is shown, not fingerprinted. */
          userAgent: { type: 'string' },
          /** Epoch seconds: the current token's expiry; DynamoDB TTL removes dead families. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['familyId'], template: 'RTFAM#${familyId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
