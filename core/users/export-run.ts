import type { Ctx } from '../context';
import { ObjectWriter } from '../storage/object-writer';
import { copyKeyIn, deleteKeysIn, s3 } from '../storage/s3';
import { Users } from './entity';
import { exportPieces, startCursor, type ExportCursor } from './export';
import { dropExportJob, LostExport, loadExportJob, saveExportJob, type ExportJob } from './export-job';

/** Every export lives under its owner's prefix, so deleting the account can list and delete them. */
export const exportPrefix = (userId: string) => `exports/${userId}/`;
/** Where a job's document is written while it is under way, and where the finished one is. */
const partialKey = (userId: string, jobId: string) => `${exportPrefix(userId)}${jobId}.partial.json`;
export const finishedKey = (userId: string, jobId: string) => `${exportPrefix(userId)}${jobId}.json`;

/** done: the document is finished (READY); more: time ran out, queue the rest; gone: nothing to do (replaced, fetched, account deleted). */
export type ExportOutcome = 'done' | 'more' | 'gone';

/** Plain JSON for the item (DynamoDB refuses `undefined` inside a map). */
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const isGone = async (ctx: Ctx) => {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data;
  return !user || Boolean(user.deletedAt);
};

/**
 * Write (more of) the export job's document to S3 until `stopAt` (ms, Date.now's clock). The
 * document is read as it is written (export.ts) into a multipart upload; after each part (5
 * MB) is sent, the read's cursor and the upload's parts are saved in one write, and only then
 * may the run stop. What it had read past the last part is dropped and read again by the next
 * run, from the saved cursor: no text reaches the object twice, and a run that dies anywhere
 * (a crash, the Lambda's timeout) leaves the job at its last save. Every run sends at least one
 * part before it may stop, so every message makes progress.
 *
 * Finished, a multipart document is copied to its final key: S3 dates a multipart object from
 * the upload's start, and the sweep (export-sweep.ts) counts an export's life from its date.
 */
export async function runExportJob(ctx: Ctx, jobId: string, stopAt: number): Promise<ExportOutcome> {
  let job = await loadExportJob(ctx);
  if (!job || job.jobId !== jobId || job.status !== 'RUNNING') return 'gone';
  const { userId } = ctx.actor;
  const Bucket = ctx.deps.config.storage.exportBucket;
  const out = new ObjectWriter(s3(ctx.deps), { Bucket, Key: partialKey(userId, jobId), ContentType: 'application/json' }, job.upload);
  if (await isGone(ctx)) return forget(ctx, job, out);

  const cursor: ExportCursor = job.cursor ?? startCursor();
  try {
    for await (const piece of exportPieces(ctx, cursor, job.startedAt)) {
      if (!(await out.write(piece))) continue;
      const step = await saveExportJob(ctx, job, { cursor: plain(cursor), upload: out.state });
      job = { ...job, step, cursor: plain(cursor), upload: out.state };
      if (Date.now() >= stopAt) return 'more';
    }
    const Key = finishedKey(userId, jobId);
    const multipart = out.state !== undefined;
    await out.close(Key);
    if (multipart) {
      await copyKeyIn(ctx.deps, Bucket, partialKey(userId, jobId), Key);
      await deleteKeysIn(ctx.deps, Bucket, [partialKey(userId, jobId)]);
    }
    // A document finished after DELETE /me listed this prefix would outlive the account:
    // whichever of the two comes second sees the other (S3 lists what was written, at once).
    if (await isGone(ctx)) {
      await deleteKeysIn(ctx.deps, Bucket, [Key]);
      return forget(ctx, job, out);
    }
    await saveExportJob(ctx, job, { status: 'READY', key: Key, readyAt: ctx.deps.clock.now().getTime() });
    return 'done';
  } catch (err) {
    // Another runner has the job: its upload is theirs now, leave it be.
    if (err instanceof LostExport) return 'gone';
    throw err;
  }
}

/** The account is going: its upload aborted (no parts left billed) and the job forgotten. */
async function forget(ctx: Ctx, job: ExportJob, out: ObjectWriter): Promise<ExportOutcome> {
  await out.abort();
  await dropExportJob(ctx, job.jobId);
  return 'gone';
}

/** The job's upload under way, aborted (account deletion: the parts are the person's data too). */
export async function abortExportUpload(ctx: Ctx, job: ExportJob): Promise<void> {
  if (!job.upload) return;
  const out = new ObjectWriter(s3(ctx.deps), { Bucket: ctx.deps.config.storage.exportBucket, Key: partialKey(ctx.actor.userId, job.jobId), ContentType: 'application/json' }, job.upload);
  await out.abort();
}
