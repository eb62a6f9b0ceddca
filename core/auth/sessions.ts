import { z } from 'zod';
import type { Ctx, Deps } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { FAMILY_LIFETIME_S, revoke } from './refresh';
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

async function liveFamilies(deps: Deps, userId: string): Promise<Family[]> {
  const rows = await RefreshFamilies(deps.db).query.primary({ userId }).go({ pages: 'all' });
  return rows.data.filter((f) => isLive(deps, f));
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
 * End one of the caller's sign-ins: its refresh token stops working at once (its access
 * token lives out its 15 minutes). Another person's id and an ended one are the same 404:
 * nothing says whether it exists. A malformed id is a 400 on `id` (CONTRACT: path ids validated).
 */
export const endSession = command(z.object({ id: SessionId }), async (ctx: Ctx, { id }): Promise<void> => {
  const family = (await RefreshFamilies(ctx.deps.db).get({ userId: ctx.actor.userId, familyId: id }).go({ consistent: true })).data;
  if (!family || !isLive(ctx.deps, family)) throw new AppError('NOT_FOUND', 'No such session');
  await revoke(ctx.deps, ctx.actor.userId, id);
});

/** Revoke every live sign-in of `userId` except `keep`; answers how many ended. */
export async function revokeFamilies(deps: Deps, userId: string, keep?: string): Promise<number> {
  const ending = (await liveFamilies(deps, userId)).filter((f) => f.familyId !== keep);
  await Promise.all(ending.map((f) => revoke(deps, userId, f.familyId)));
  return ending.length;
}

/** "Sign out everywhere else": the sign-in making the request is the one kept. */
export async function endOtherSessions(ctx: Ctx): Promise<{ ended: number }> {
  return { ended: await revokeFamilies(ctx.deps, ctx.actor.userId, ctx.actor.sessionId) };
}
