import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { sendAccountJob } from '../queue/account-queue';
import { s3 } from '../storage/s3';
import { dropExportJob, EXPORT_STALE_MS, loadExportJob, startExportJob, type ExportJob } from './export-job';
import { abortExportUpload, runExportJob } from './export-run';

export { exportPrefix } from './export-run';

/** How long the link to a finished export works: long enough to download, short enough not to leak far. */
export const EXPORT_LINK_TTL_S = 300;
/**
 * How long a finished export waits to be fetched (the client polling, the person coming back
 * to the tab). A link is handed out only while it will outlive itself before the sweep
 * (export-sweep.ts keeps a document this long plus the link's life).
 */
export const EXPORT_READY_FOR_S = 15 * 60;

/** What `GET /me/export` answers: the link to the finished document, or the job still under way. */
export type ExportAnswer = { url: string } | { running: { id: string; status: 'RUNNING'; startedAt: string } };

const running = (job: ExportJob): ExportAnswer => ({ running: { id: job.jobId, status: 'RUNNING', startedAt: job.startedAt } });

/**
 * `GET /me/export`, queue-and-poll (issue 33). A finished export is handed out once, as a
 * short-lived presigned link (303), and forgotten: the next request starts a fresh one. A
 * running one is answered as such (202; the client asks again). Otherwise a new job starts and
 * this request writes it for as long as ACCOUNT_DELETE_INLINE_MS allows (export-run.ts): a
 * small account's document is finished in the request and the answer is the 303 the contract
 * always gave; a large one goes on in the account queue's worker, in pages with a deadline.
 * Without a queue (a deployment that has none) the request writes it to the end, as it always did.
 */
export async function exportToObject(ctx: Ctx): Promise<ExportAnswer> {
  const now = ctx.deps.clock.now().getTime();
  const current = await loadExportJob(ctx);
  if (current?.status === 'READY' && (current.readyAt ?? 0) + EXPORT_READY_FOR_S * 1000 > now) return deliver(ctx, current);
  if (current?.status === 'RUNNING' && current.updatedAt + EXPORT_STALE_MS > now) return running(current);

  // None yet, a finished one too old to hand out, or one lost on the way: a new one.
  const job = await startExportJob(ctx, current);
  if (!job) {
    const other = await loadExportJob(ctx);
    if (!other) throw new AppError('CONFLICT', 'Another export request just finished; ask again');
    return other.status === 'READY' ? deliver(ctx, other) : running(other);
  }
  if (current?.status === 'RUNNING') await abortExportUpload(ctx, current).catch(() => undefined);

  const { config } = ctx.deps;
  const queued = Boolean(config.queue.accountQueueUrl);
  const outcome = await runExportJob(ctx, job.jobId, queued ? Date.now() + config.accounts.deleteInlineMs : Infinity);
  if (outcome === 'gone') throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  if (outcome === 'more') {
    await sendAccountJob(ctx.deps, { userId: ctx.actor.userId, exportJob: job.jobId });
    ctx.deps.log.info('export queued', { userId: ctx.actor.userId });
    return running(job);
  }
  const done = await loadExportJob(ctx);
  if (!done || done.jobId !== job.jobId) throw new AppError('CONFLICT', 'The export was replaced by another; ask again');
  return deliver(ctx, done);
}

/** The finished document's link, handed out once: the job is forgotten (the sweep deletes the object). */
async function deliver(ctx: Ctx, job: ExportJob): Promise<ExportAnswer> {
  await dropExportJob(ctx, job.jobId);
  const url = await getSignedUrl(
    s3(ctx.deps),
    new GetObjectCommand({
      Bucket: ctx.deps.config.storage.exportBucket,
      Key: job.key!,
      ResponseContentType: 'application/json',
      ResponseContentDisposition: 'attachment; filename="beyou-export.json"',
    }),
    { expiresIn: EXPORT_LINK_TTL_S },
  );
  return { url };
}
