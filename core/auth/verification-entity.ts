import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * That the person proved they read `email` (a verification link, or a password reset, which
 * is the same proof). Absent: the account works, marked unverified. Kept per address, so a
 * verification means nothing for an address the account no longer uses.
 */
export const EmailVerifications = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'emailVerification', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          email: { type: 'string', required: true },
          verifiedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: [], template: 'EMAILVERIFIED', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
