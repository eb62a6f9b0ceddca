import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Ctx } from '../context';
import { cancelAllTurns } from '../ai/agent/turn/cancel';
import { deleteAllSourceFiles } from '../notebook/sources/remove';
import { deletePrefix } from '../storage/s3';
import { EmailClaims, Users } from './entity';
import { loadExportJob } from './export-job';
import { abortExportUpload, exportPrefix } from './export-run';
import { deleteKeys, partitionItems } from './partition';
import type { TxItem } from '../util/tx';

/**
 * Delete a tombstoned account, in pages, until `stopAt` (ms, Date.now's clock): answers true
 * when nothing of it is left, false when time ran out first. Resumable and safe to run twice
 * at once: every step deletes what it lists, so a call after a crash (or the next message)
 * just lists what is left. The order is the one DELETE /me always had: the files in S3 (the
 * notebook's by key prefix, the exports), then every item of the partition but the profile,
 * then the profile and the email claim together, then one sweep more for anything a request
 * already past its check wrote meanwhile. An account without a tombstone is never touched: a
 * stray message cannot delete a live account.
 */
export async function purgeAccount(ctx: Ctx, stopAt: number): Promise<boolean> {
  const { db } = ctx.deps;
  const user = (await Users(db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data;
  if (user && !user.deletedAt) {
    ctx.deps.log.warn('account purge skipped: the account is not being deleted', { userId: ctx.actor.userId });
    return true;
  }
  if (user) {
    await cancelAllTurns(ctx);
    if (!(await deleteAllSourceFiles(ctx, stopAt))) return false;
    // An export under way: its parts are not listed as objects, so its upload is aborted by id.
    const exporting = await loadExportJob(ctx);
    if (exporting) await abortExportUpload(ctx, exporting);
    if (!(await deletePrefix(ctx.deps, exportPrefix(ctx.actor.userId), stopAt, ctx.deps.config.storage.exportBucket))) return false;
    if (!(await purgePartition(ctx, (i) => i.sk !== 'PROFILE', stopAt))) return false;
    // The address may already belong to a new account (reclaimed through the reset link,
    // core/auth/reclaim.ts): only a claim that still names this account is deleted with it.
    const claim = (await EmailClaims(db).get({ email: user.email }).go({ consistent: true })).data;
    const items: TxItem[] = [{ Delete: Users(db).delete({ userId: user.userId }).params() }];
    if (claim?.userId === user.userId) items.push({ Delete: EmailClaims(db).delete({ email: user.email }).where((a, op) => op.eq(a.userId, user.userId)).params() as TxItem['Delete'] });
    await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
  }
  return purgePartition(ctx, () => true, stopAt);
}

/** The partition's items, a Query page at a time (≤ 1 MB), deleted 25 to a batch; false at `stopAt`. */
async function purgePartition(ctx: Ctx, which: (item: { sk: string }) => boolean, stopAt: number): Promise<boolean> {
  for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId)) {
    const keys = page.filter(which).map(({ pk, sk }) => ({ pk, sk }));
    await deleteKeys(ctx.deps.db, keys);
    // Each call deletes at least one page before it may stop: every message makes progress.
    if (keys.length && Date.now() >= stopAt) return false;
  }
  return true;
}
