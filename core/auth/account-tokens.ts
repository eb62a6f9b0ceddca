import { createHash, randomBytes } from 'node:crypto';
import { Entity } from 'electrodb';
import type { Deps } from '../context';
import { bindEntity, isConditionFailed, SERVICE } from '../db/entity';
import { emailHash } from '../email/undeliverable';

/**
 * Single-use tokens sent by email: a password reset (30 minutes) or an address verification
 * (7 days). 32 random bytes (256 bits) go in the link; only their SHA-256 is stored, as the
 * item's key, so a table leak yields no usable link. Using a token deletes it under a
 * condition, so two clicks at once cannot both succeed. The expiry is checked against the
 * injected clock; DynamoDB's TTL only tidies up later.
 */
const AccountTokens = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'accountToken', version: '1', service: SERVICE },
        attributes: {
          tokenHash: { type: 'string', required: true },
          purpose: { type: ['reset', 'verify'] as const, required: true },
          userId: { type: 'string', required: true },
          /**
           * A hash of the address the link was sent to (a verification proves that one, and no
           * other). Not the address: an account deleted meanwhile leaves no address behind here.
           */
          emailHash: { type: 'string', required: true },
          /** Epoch seconds (also the TTL attribute). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['tokenHash'], template: 'ACCTOKEN#${tokenHash}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'TOKEN', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export type TokenPurpose = 'reset' | 'verify';

export const TOKEN_LIFETIME_S: Record<TokenPurpose, number> = { reset: 30 * 60, verify: 7 * 24 * 3600 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issue a token for `userId`; answers the value to put in the link (never stored). */
export async function issueToken(deps: Deps, purpose: TokenPurpose, userId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(deps.clock.now().getTime() / 1000) + TOKEN_LIFETIME_S[purpose];
  await AccountTokens(deps.db).create({ tokenHash: hashOf(token), purpose, userId, emailHash: emailHash(email), expiresAt }).go({ response: 'none' });
  return token;
}

/**
 * Spend a token: answers whose it was, or undefined when it is unknown, already used, of the
 * other purpose, or expired (an expired one is deleted too). Exactly one caller ever gets it.
 */
export async function consumeToken(deps: Deps, purpose: TokenPurpose, token: string): Promise<{ userId: string; sentTo: (email: string) => boolean } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  let row;
  try {
    row = (
      await AccountTokens(deps.db)
        .delete({ tokenHash: hashOf(token) })
        .where((a, op) => `${op.exists(a.tokenHash)} AND ${op.eq(a.purpose, purpose)}`)
        .go({ response: 'all_old' })
    ).data;
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
  if (!row || row.expiresAt <= Math.floor(deps.clock.now().getTime() / 1000)) return undefined;
  const sentHash = row.emailHash;
  return { userId: row.userId, sentTo: (email) => emailHash(email) === sentHash };
}
