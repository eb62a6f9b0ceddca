import { z } from 'zod';
import type { Ctx, Deps } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { ENDED_MARK_S } from './ended-sessions';
import { FAMILY_LIFETIME_S, revoke, revokeAll } from './refresh';
import { RefreshFamilies } from './refresh-entity';

/** One sign-in as the person sees it (GET /auth/sessions). */
export interface SessionView {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** "Firefox on Linux"; null when the device said nothing recognisable. */
  userAgent: string | null;
  /** The sign-in this request was made from. */
  current: boolean;
}

type Family = { familyId: string; createdAt: string; lastUsedAt?: string; userAgent?: string; revokedAt?: string; expiresAt: number };

/** A family that can still refresh: not revoked, its token not expired, the sign-in not too old. */
function isLive(deps: Deps, f: Family): boolean {
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const bornS = Math.floor(Date.parse(f.createdAt) / 1000);
  return !f.revokedAt && f.expiresAt > nowS && bornS + FAMILY_LIFETIME_S > nowS;
}

async function families(deps: Deps, userId: string): Promise<Family[]> {
  return (await RefreshFamilies(deps.db).query.primary({ userId }).go({ pages: 'all' })).data;
}

async function liveFamilies(deps: Deps, userId: string): Promise<Family[]> {
  return (await families(deps, userId)).filter((f) => isLive(deps, f));
}

/**
 * A family that can no longer refresh (its 90 days are up) may still hold the access token its
 * last refresh issued: it is ended with the others, though the person no longer sees it listed.
 */
function mayHoldAccessToken(deps: Deps, f: Family): boolean {
  const lastIssuedS = Math.floor(Date.parse(f.lastUsedAt ?? f.createdAt) / 1000);
  return !f.revokedAt && lastIssuedS + ENDED_MARK_S > Math.floor(deps.clock.now().getTime() / 1000);
}

export const SessionId = z
  .string()
  .regex(/^rtf_[0-9A-Za-z]{1,64}$/, 'Must be a session id')
  .describe('A session id from GET /auth/sessions');

export async function listSessions(ctx: Ctx): Promise<{ items: SessionView[] }> {
  const families = await liveFamilies(ctx.deps, ctx.actor.userId);
  const items = families
    .map((f) => ({
      id: f.familyId,
      createdAt: f.createdAt,
      lastUsedAt: f.lastUsedAt ?? f.createdAt,
      userAgent: f.userAgent ?? null,
      current: f.familyId === ctx.actor.sessionId,
    }))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
  return { items };
}

/**
 * End one of the caller's sign-ins: its refresh token and its access tokens stop working at
 * once (the very next request with them is a 401). Another person's id and an ended one are
 * the same 404: nothing says whether it exists. A malformed id is a 400 on `id` (CONTRACT:
 * path ids validated).
 */
export const endSession = command(z.object({ id: SessionId }), async (ctx: Ctx, { id }): Promise<void> => {
  const family = (await RefreshFamilies(ctx.deps.db).get({ userId: ctx.actor.userId, familyId: id }).go({ consistent: true })).data;
  if (!family || !isLive(ctx.deps, family)) throw new AppError('NOT_FOUND', 'No such session');
  await revoke(ctx.deps, ctx.actor.userId, id);
});

/**
 * Revoke every sign-in of `userId` except `keep`, access tokens included; answers how many of
 * the ones the person could see (live) ended.
 */
export async function revokeFamilies(deps: Deps, userId: string, keep?: string): Promise<number> {
  const others = (await families(deps, userId)).filter((f) => f.familyId !== keep);
  const live = others.filter((f) => isLive(deps, f));
  const ending = others.filter((f) => isLive(deps, f) || mayHoldAccessToken(deps, f));
  await revokeAll(deps, userId, ending.map((f) => f.familyId));
  return live.length;
}

/** "Sign out everywhere else": the sign-in making the request is the one kept. */
export async function endOtherSessions(ctx: Ctx): Promise<{ ended: number }> {
  return { ended: await revokeFamilies(ctx.deps, ctx.actor.userId, ctx.actor.sessionId) };
}
