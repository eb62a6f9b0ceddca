import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { AppError } from '../../errors';
import { deleteObjects } from '../../storage/s3';
import { command } from '../../util/fn';
import { CONSISTENT, transact } from '../../util/tx';
import { PageSources, Sources, type SourceRow } from './entity';
import { keptKey, pageOfSource, uploadKey } from './ids';
import { bumpSources, pageSourceRows } from './rows';
import { SourceIdInput } from './schema';
import { deleteSourceData } from './store';

/** Every S3 key a PDF source may have used: the upload, and the kept copy once read. */
const objectKeys = (userId: string, row: Pick<SourceRow, 'kind' | 'sourceId'>) => (row.kind === 'PDF' ? [uploadKey(userId, row.sourceId), keptKey(userId, row.sourceId)] : []);

/**
 * Remove one source entirely: first marked DELETING (hidden, and a worker's final write —
 * conditioned on READING — fails and cleans up after itself), then its file, chunks and
 * vectors, then the row with its slot on the page. A delete that dies half-way is finished by
 * repeating it: a DELETING row is still found.
 */
async function removeSource(ctx: Ctx, row: SourceRow): Promise<void> {
  const key = { userId: ctx.actor.userId, pageId: row.pageId, sourceId: row.sourceId };
  if (row.status !== 'DELETING') {
    // Its version moves now: retrieval stops serving its chunks before they are gone.
    const mark = Sources(ctx.deps.db).patch(key).set({ status: 'DELETING', updatedAt: ctx.deps.clock.now().toISOString() }).remove(['deadlineAt']);
    try {
      await transact(ctx.deps.db, [{ Update: mark.params() }, bumpSources(ctx, row.pageId)]);
    } catch (err) {
      if (isConditionFailed(err)) return; // a concurrent delete removed the row first
      throw err;
    }
  }
  await deleteObjects(ctx.deps, objectKeys(ctx.actor.userId, row));
  await deleteSourceData(ctx, row.sourceId);
  try {
    await transact(ctx.deps.db, [{ Delete: Sources(ctx.deps.db).delete(key).where((a, op) => op.exists(a.status)).params() }, bumpSources(ctx, row.pageId, 1)]);
  } catch (err) {
    if (!isConditionFailed(err)) throw err; // a concurrent delete finished it
  }
}

/** DELETE /notebook/sources/{id} → 204; another user's id, or one never seen → 404. */
export const deleteSource = command(SourceIdInput, async (ctx: Ctx, { id }): Promise<void> => {
  const pageId = pageOfSource(id);
  const row = pageId ? ((await Sources(ctx.deps.db).get({ userId: ctx.actor.userId, pageId, sourceId: id }).go(CONSISTENT)).data as SourceRow | null) : null;
  if (!row) throw AppError.notFound(`Source ${id}`);
  await removeSource(ctx, row);
});

/** The page-delete hook (sources-seam): every source of these pages, and their counters. Safe to repeat. */
export async function removePageSources(ctx: Ctx, pageIds: string[]): Promise<void> {
  for (const pageId of pageIds) {
    for (const row of await pageSourceRows(ctx, pageId)) await removeSource(ctx, row);
    await PageSources(ctx.deps.db).delete({ userId: ctx.actor.userId, pageId }).go({ response: 'none' });
  }
}

/**
 * Account deletion (core/users/service.ts): the person's files in S3, before the partition's
 * rows go (the rows are how the keys are found). Uploads that land after this are swept by the
 * bucket's lifecycle rule for `uploads/`.
 */
export async function deleteAllSourceFiles(ctx: Ctx): Promise<void> {
  const rows = await Sources(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', attributes: ['sourceId', 'kind'], ...CONSISTENT });
  await deleteObjects(ctx.deps, rows.data.flatMap((r) => objectKeys(ctx.actor.userId, r as SourceRow)));
}
