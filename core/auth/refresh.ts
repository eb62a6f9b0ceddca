import { createHash, createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../errors';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { enforce, type RateRule } from '../limits/rate';
import { newId } from '../util/ids';
import { endAccessTokens } from './ended-sessions';
import { RefreshFamilies } from './refresh-entity';

export const REFRESH_TOKEN_TTL_S = 15 * 24 * 3600;
/** A family (one sign-in) ends after this however often it is refreshed. */
export const FAMILY_LIFETIME_S = 90 * 24 * 3600;
/**
 * A repeat of the token just rotated, this soon, is two tabs or a retried request, not theft:
 * it gets the same successor instead of revoking the family (which signed both tabs out).
 */
export const REUSE_GRACE_MS = 10_000;
/** Refresh is limited per family (CONTRACT): many people behind one address are never logged out. */
export const REFRESH_RATE: RateRule = { bucket: 'refresh', limit: 30, windowS: 15 * 60 };
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

/**
 * A token's successor is derived from it with the signing secret, not drawn at random: the
 * grace window can then hand a second tab the very successor the first one got, while the
 * table still holds only hashes (a leak of it gives nobody a token).
 */
function successorOf(deps: Deps, familyId: string, secret: string): string {
  return createHmac('sha256', deps.config.auth.secret).update(`${familyId}.${secret}`).digest('base64url');
}

function nowS(deps: Deps): number {
  return Math.floor(deps.clock.now().getTime() / 1000);
}

export async function startFamily(deps: Deps, userId: string, userAgent?: string): Promise<{ refreshToken: string; familyId: string }> {
  const familyId = newId('rtf');
  const secret = randomBytes(32).toString('base64url');
  const now = deps.clock.now().toISOString();
  await RefreshFamilies(deps.db)
    .create({
      userId,
      familyId,
      currentHash: sha256(secret),
      spentHashes: [],
      createdAt: now,
      lastUsedAt: now,
      ...(userAgent ? { userAgent } : {}),
      expiresAt: nowS(deps) + REFRESH_TOKEN_TTL_S,
    })
    .go({ response: 'none' });
  return { refreshToken: `${userId}.${familyId}.${secret}`, familyId };
}

/**
 * End sign-ins: their refresh tokens stop working, and so do the access tokens they were
 * issued (ended-sessions.ts), at once. Every way a sign-in ends comes here (logout, ending one
 * or all sessions, a password change or reset, a reused refresh token).
 */
export async function revokeAll(deps: Deps, userId: string, familyIds: readonly string[]): Promise<void> {
  await endAccessTokens(deps, userId, familyIds);
  const revokedAt = deps.clock.now().toISOString();
  await Promise.all(
    familyIds.map((familyId) =>
      RefreshFamilies(deps.db)
        .patch({ userId, familyId })
        .set({ revokedAt })
        .go({ response: 'none' })
        .catch((err) => {
          if (!isConditionFailed(err)) throw err; // already gone: nothing to revoke
        }),
    ),
  );
}

export const revoke = (deps: Deps, userId: string, familyId: string): Promise<void> => revokeAll(deps, userId, [familyId]);

/**
 * Rotate: the presented token is spent and its successor issued. The same token again within
 * REUSE_GRACE_MS (while its successor is still the current one) answers that same successor;
 * a spent token any other time means someone else holds it, and the family is revoked.
 */
export async function rotate(deps: Deps, token: string): Promise<{ userId: string; familyId: string; refreshToken: string }> {
  const parsed = parseToken(token);
  if (!parsed) throw invalid();
  const { userId, familyId, secret } = parsed;
  const family = (await RefreshFamilies(deps.db).get({ userId, familyId }).go({ consistent: true })).data;
  const now = deps.clock.now().getTime();
  const bornS = family ? Math.floor(Date.parse(family.createdAt) / 1000) : 0;
  if (!family || family.revokedAt || family.expiresAt <= nowS(deps) || bornS + FAMILY_LIFETIME_S <= nowS(deps)) throw invalid();

  const presented = sha256(secret);
  const next = successorOf(deps, familyId, secret);
  const issue = () => `${userId}.${familyId}.${next}`;
  if (presented !== family.currentHash) {
    const repeat = presented === family.previousHash && now - (family.rotatedAt ?? 0) <= REUSE_GRACE_MS && family.currentHash === sha256(next);
    if (repeat) {
      await enforce(deps, `USER#${userId}`, { ...REFRESH_RATE, bucket: `refresh#${familyId}` });
      return { userId, familyId, refreshToken: issue() };
    }
    if (presented === family.previousHash || family.spentHashes?.includes(presented)) {
      deps.log.warn('refresh token reuse: family revoked', { userId, familyId });
      await revoke(deps, userId, familyId);
    }
    throw invalid();
  }

  await enforce(deps, `USER#${userId}`, { ...REFRESH_RATE, bucket: `refresh#${familyId}` });
  const spent = [...(family.spentHashes ?? []), presented].slice(-SPENT_KEPT);
  try {
    await RefreshFamilies(deps.db)
      .patch({ userId, familyId })
      .set({
        currentHash: sha256(next),
        previousHash: presented,
        rotatedAt: now,
        lastUsedAt: new Date(now).toISOString(),
        spentHashes: spent,
        expiresAt: Math.min(nowS(deps) + REFRESH_TOKEN_TTL_S, bornS + FAMILY_LIFETIME_S),
      })
      .where((a, op) => `${op.eq(a.currentHash, presented)} AND ${op.notExists(a.revokedAt)}`)
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    // The same token rotated by a concurrent request a moment ago (two tabs at once): its
    // successor is this one's too. Anything else changed the family: read it again.
    return rotate(deps, token);
  }
  return { userId, familyId, refreshToken: issue() };
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
