import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { newId } from '../util/ids';
import { RefreshFamilies } from './refresh-entity';

export const REFRESH_TOKEN_TTL_S = 15 * 24 * 3600;
const SPENT_KEPT = 20;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const invalid = () => new AppError('UNAUTHORIZED', 'Invalid or expired refresh token');

/**
 * The opaque token carries where its family lives (user, family) plus the secret; only the
 * secret's hash is stored, so a table leak yields no usable token.
 */
interface ParsedToken {
  userId: string;
  familyId: string;
  secret: string;
}

function parseToken(token: string): ParsedToken | undefined {
  const [userId, familyId, secret, ...rest] = token.split('.');
  if (rest.length || !userId?.startsWith('usr_') || !familyId?.startsWith('rtf_') || !secret) return undefined;
  return { userId, familyId, secret };
}

function expiry(deps: Deps): number {
  return Math.floor(deps.clock.now().getTime() / 1000) + REFRESH_TOKEN_TTL_S;
}

export async function startFamily(deps: Deps, userId: string): Promise<string> {
  const familyId = newId('rtf');
  const secret = randomBytes(32).toString('base64url');
  await RefreshFamilies(deps.db)
    .create({
      userId,
      familyId,
      currentHash: sha256(secret),
      spentHashes: [],
      createdAt: deps.clock.now().toISOString(),
      expiresAt: expiry(deps),
    })
    .go({ response: 'none' });
  return `${userId}.${familyId}.${secret}`;
}

async function revoke(deps: Deps, userId: string, familyId: string): Promise<void> {
  await RefreshFamilies(deps.db)
    .patch({ userId, familyId })
    .set({ revokedAt: deps.clock.now().toISOString() })
    .go({ response: 'none' })
    .catch((err) => {
      if (!isConditionFailed(err)) throw err; // already gone: nothing to revoke
    });
}

/**
 * Rotate: the presented token is spent and a new one issued. A spent token presented again
 * means someone else holds it; the family is revoked so both copies stop working.
 */
export async function rotate(deps: Deps, token: string): Promise<{ userId: string; refreshToken: string }> {
  const parsed = parseToken(token);
  if (!parsed) throw invalid();
  const { userId, familyId, secret } = parsed;
  const family = (await RefreshFamilies(deps.db).get({ userId, familyId }).go()).data;
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  if (!family || family.revokedAt || family.expiresAt <= nowS) throw invalid();

  const presented = sha256(secret);
  if (presented !== family.currentHash) {
    if (family.spentHashes?.includes(presented)) {
      deps.log.warn('refresh token reuse: family revoked', { userId, familyId });
      await revoke(deps, userId, familyId);
    }
    throw invalid();
  }

  const nextSecret = randomBytes(32).toString('base64url');
  const spent = [...(family.spentHashes ?? []), presented].slice(-SPENT_KEPT);
  try {
    await RefreshFamilies(deps.db)
      .patch({ userId, familyId })
      .set({ currentHash: sha256(nextSecret), spentHashes: spent, expiresAt: expiry(deps) })
      .where((a, op) => `${op.eq(a.currentHash, presented)} AND ${op.notExists(a.revokedAt)}`)
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    // Someone rotated this very token a moment ago: the same token used twice is reuse.
    deps.log.warn('refresh token raced: family revoked', { userId, familyId });
    await revoke(deps, userId, familyId);
    throw invalid();
  }
  return { userId, refreshToken: `${userId}.${familyId}.${nextSecret}` };
}

/**
 * Logout: end this login's family and return whose it was. Unknown or malformed tokens are
 * ignored (idempotent) and name nobody.
 */
export async function endFamily(deps: Deps, token: string): Promise<string | undefined> {
  const parsed = parseToken(token);
  if (!parsed) return undefined;
  const family = (await RefreshFamilies(deps.db).get({ userId: parsed.userId, familyId: parsed.familyId }).go()).data;
  // Only the holder of the current secret may log the family out.
  if (!family || family.currentHash !== sha256(parsed.secret)) return undefined;
  await revoke(deps, parsed.userId, parsed.familyId);
  return parsed.userId;
}
