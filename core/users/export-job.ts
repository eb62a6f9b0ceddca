import { Entity } from 'electrodb';
import type { Ctx } from '../context';
import { bindEntity, isConditionFailed, SERVICE, userPk } from '../db/entity';
import type { UploadState } from '../storage/object-writer';
import { newId } from '../util/ids';
import type { ExportCursor } from './export';

/**
 * A RUNNING export that has not moved in this long was lost (its message went to the DLQ, or
 * was never sent): the next `GET /me/export` starts a new one. Far past one invocation (2 min)
 * and a redelivery (12 min), so a live one is never taken for dead.
 */
export const EXPORT_STALE_MS = 60 * 60_000;

/**
 * The person's export under way, or finished and waiting to be fetched: one per person (the
 * route starts one, or answers with the one running). It holds where the export stands — the
 * cursor of the read and the multipart upload's parts, saved together after each part — so
 * the next invocation goes on from there (export-run.ts). `step` moves with every save: a
 * second runner of the same job (a redelivered message) finds it moved and stops.
 */
export const ExportJobs = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'exportJob', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          status: { type: ['RUNNING', 'READY'] as const, required: true },
          /** ISO: the document's `exportedAt`. */
          startedAt: { type: 'string', required: true },
          /** ms: the last save (staleness, EXPORT_STALE_MS). */
          updatedAt: { type: 'number', required: true },
          step: { type: 'number', required: true },
          cursor: { type: 'any' },
          upload: { type: 'any' },
          /** READY: the finished document's key and when it was finished (ms). */
          key: { type: 'string' },
          readyAt: { type: 'number' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'EXPORTJOB', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface ExportJob {
  jobId: string;
  status: 'RUNNING' | 'READY';
  startedAt: string;
  updatedAt: number;
  step: number;
  cursor?: ExportCursor;
  upload?: UploadState;
  key?: string;
  readyAt?: number;
}

/** Another runner moved the job on (or it was replaced, or fetched): this one stops. */
export class LostExport extends Error {
  override name = 'LostExport';
}

export async function loadExportJob(ctx: Ctx): Promise<ExportJob | undefined> {
  return ((await ExportJobs(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data as ExportJob | null) ?? undefined;
}

/**
 * A new RUNNING job, only if the row is still what was read (none, or the job it replaces):
 * two requests racing to start one export start one. Undefined when the other won.
 */
export async function startExportJob(ctx: Ctx, replacing: ExportJob | undefined): Promise<ExportJob | undefined> {
  const now = ctx.deps.clock.now();
  const job: ExportJob = { jobId: newId('exp'), status: 'RUNNING', startedAt: now.toISOString(), updatedAt: now.getTime(), step: 0 };
  try {
    await ExportJobs(ctx.deps.db)
      .put({ userId: ctx.actor.userId, ...job })
      .where((a, op) => (replacing ? op.eq(a.jobId, replacing.jobId) : op.notExists(a.jobId)))
      .go({ response: 'none' });
    return job;
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/** Save where the job stands; answers the new step. Throws LostExport when the job moved under it. */
export async function saveExportJob(ctx: Ctx, job: ExportJob, set: Partial<Pick<ExportJob, 'cursor' | 'upload' | 'status' | 'key' | 'readyAt'>>): Promise<number> {
  const step = job.step + 1;
  try {
    await ExportJobs(ctx.deps.db)
      .patch({ userId: ctx.actor.userId })
      .set({ ...set, step, updatedAt: ctx.deps.clock.now().getTime() })
      .where((a, op) => `${op.eq(a.jobId, job.jobId)} AND ${op.eq(a.step, job.step)}`)
      .go({ response: 'none' });
    return step;
  } catch (err) {
    if (isConditionFailed(err)) throw new LostExport(`export ${job.jobId} moved on`);
    throw err;
  }
}

/** Forget the job (fetched, or its account is going): only that job, never a newer one. */
export async function dropExportJob(ctx: Ctx, jobId: string): Promise<void> {
  try {
    await ExportJobs(ctx.deps.db)
      .delete({ userId: ctx.actor.userId })
      .where((a, op) => op.eq(a.jobId, jobId))
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
