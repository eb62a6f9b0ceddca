import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import { EmailClaims, Users, toPublicUser, type PublicUser } from './entity';
import { deleteExports, exportToObject } from './export-object';
import { deleteKeys, partitionItems } from './partition';
import { cancelAllTurns } from '../ai/agent/turn/cancel';
import { deleteAllSourceFiles } from '../notebook/sources/remove';

async function loadUser(ctx: Ctx, opts: { deleting?: boolean } = {}) {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data;
  // A valid token for a deleted account: the session is over, not a missing resource.
  if (!user || (user.deletedAt && !opts.deleting)) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  return user;
}

export async function getMe(ctx: Ctx): Promise<PublicUser> {
  return toPublicUser(await loadUser(ctx));
}

/**
 * Delete the account. First the tombstone: from that write on, every token of the account is
 * refused before it can write anything (D13: "tokens issued before it stop working at once,
 * writes included"), and its running turns are cancelled. Then the notebook's files in S3
 * (found through the source rows, so before those go) and the export documents (an export
 * still being written deletes its own: export-object.ts), then every item in the partition,
 * then profile + email claim together, then one more sweep for anything a request already
 * past its check wrote meanwhile. If the purge dies half-way the tombstoned account still
 * exists and DELETE /me (the one request it may still make) finishes it.
 */
export async function deleteMe(ctx: Ctx): Promise<void> {
  const user = await loadUser(ctx, { deleting: true });
  const { db } = ctx.deps;
  if (!user.deletedAt) await Users(db).patch({ userId: user.userId }).set({ deletedAt: ctx.deps.clock.now().toISOString() }).go({ response: 'none' });
  await cancelAllTurns(ctx);
  await deleteAllSourceFiles(ctx);
  await deleteExports(ctx);
  await purge(ctx, (i) => i.sk !== 'PROFILE');
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: EmailClaims(db).delete({ email: user.email }).params() },
        { Delete: Users(db).delete({ userId: user.userId }).params() },
      ],
    }),
  );
  await purge(ctx, () => true);
  ctx.deps.log.info('account deleted', { userId: user.userId });
}

async function purge(ctx: Ctx, which: (item: { sk: string }) => boolean): Promise<void> {
  for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId)) {
    await deleteKeys(ctx.deps.db, page.filter(which).map(({ pk, sk }) => ({ pk, sk })));
  }
}

/** Everything the person owns, as one JSON document in S3 behind a short-lived link (D13); see export-object.ts. */
export async function exportMe(ctx: Ctx): Promise<{ url: string }> {
  await loadUser(ctx);
  return exportToObject(ctx);
}
