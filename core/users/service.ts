import { verifiedAddress } from '../auth/account';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import { sendAccountJob } from '../queue/account-queue';
import { Users, toPublicUser, type PublicUser } from './entity';
import { exportToObject, type ExportAnswer } from './export-object';
import { purgeAccount } from './purge';

async function loadUser(ctx: Ctx, opts: { deleting?: boolean } = {}) {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data;
  // A valid token for a deleted account: the session is over, not a missing resource.
  if (!user || (user.deletedAt && !opts.deleting)) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  return user;
}

/**
 * The signed-in account, with whether its current address is verified (issue 49: a reloaded
 * client could not show it; only the sign-in answer said). Both reads at once: one wait.
 */
export async function getMe(ctx: Ctx): Promise<PublicUser & { emailVerified: boolean }> {
  const [user, verified] = await Promise.all([loadUser(ctx), verifiedAddress(ctx.deps, ctx.actor.userId)]);
  return { ...toPublicUser(user), emailVerified: verified === user.email };
}

/**
 * Delete the account. First the tombstone: from that write on, every token of the account is
 * refused before it can write anything (D13: "tokens issued before it stop working at once,
 * writes included"). Then the purge (purge.ts) for as long as ACCOUNT_DELETE_INLINE_MS allows:
 * a small account is gone when this returns (`finished`); a large one (five textbooks are
 * tens of thousands of items and files) is handed to the account queue, whose worker goes on
 * in pages with a deadline, each message continuing where the last stopped. Without a queue
 * (a deployment that has none) the request purges to the end, as it always did. If anything
 * dies half-way the tombstoned account still exists and DELETE /me (the one request it may
 * still make) or the message's redelivery finishes it.
 */
export async function deleteMe(ctx: Ctx): Promise<{ finished: boolean }> {
  const user = await loadUser(ctx, { deleting: true });
  const { config } = ctx.deps;
  if (!user.deletedAt) await Users(ctx.deps.db).patch({ userId: user.userId }).set({ deletedAt: ctx.deps.clock.now().toISOString() }).go({ response: 'none' });
  const queued = Boolean(config.queue.accountQueueUrl);
  const finished = await purgeAccount(ctx, queued ? Date.now() + config.accounts.deleteInlineMs : Infinity);
  if (!finished) await sendAccountJob(ctx.deps, { userId: user.userId });
  ctx.deps.log.info(finished ? 'account deleted' : 'account deletion queued', { userId: user.userId });
  return { finished };
}

/** Everything the person owns, as one JSON document in S3 behind a short-lived link (D13), or the export still under way; see export-object.ts. */
export async function exportMe(ctx: Ctx): Promise<ExportAnswer> {
  await loadUser(ctx);
  return exportToObject(ctx);
}
