import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/** The account's profile row, in the user's own partition. */
export const Users = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          email: { type: 'string', required: true },
          displayName: { type: 'string', required: true },
          passwordHash: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** The assistant's global memory note (A6); written only by the model's tool. */
          globalContext: { type: 'string' },
          /**
           * Set the moment DELETE /me begins: from then on every token of the account is refused
           * (functions/http/auth-middleware.ts), while the purge runs and until the row is gone.
           */
          deletedAt: { type: 'string' },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/**
 * Email → user id, outside any user partition so sign-up can claim an address atomically
 * (transaction with the profile) and login can find the account. Emails are stored lowercased.
 */
export const EmailClaims = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'emailClaim', version: '1', service: SERVICE },
        attributes: {
          email: { type: 'string', required: true },
          userId: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['email'], template: 'EMAIL#${email}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'EMAIL', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/** Public view of a user: never the password hash (A8), never internal keys. */
export interface PublicUser {
  id: string;
  email: string;
  displayName: string;
  createdAt: string;
}

export function toPublicUser(u: { userId: string; email: string; displayName: string; createdAt: string }): PublicUser {
  return { id: u.userId, email: u.email, displayName: u.displayName, createdAt: u.createdAt };
}
