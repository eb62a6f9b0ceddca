import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { AppError } from '../../errors';
import { deleteObjects, deletePrefix } from '../../storage/s3';
import { command } from '../../util/fn';
import { CONSISTENT, transact } from '../../util/tx';
import { PageSources, Sources, type SourceRow } from './entity';
import { keptKey, pageOfSource, uploadKey } from './ids';
import { bumpSources, pageSourceRows } from './rows';
import { SourceIdInput } from './schema';
import { deleteSourceData } from './store';
import { sourcePrefix } from './vector-store';

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
  await deletePrefix(ctx.deps, sourcePrefix(ctx.actor.userId, row.sourceId));
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
 * Account deletion (core/users/purge.ts): every file of the person's sources — uploads, kept
 * PDFs, vector segments — found by their key prefixes, not through the rows (which may already
 * be gone on a resumed purge), a listing page at a time. False when `stopAt` (ms) came first:
 * call again, what is left is still listed. Uploads landing after this are swept by the
 * bucket's lifecycle rule for `uploads/`.
 */
export async function deleteAllSourceFiles(ctx: Ctx, stopAt?: number): Promise<boolean> {
  for (const prefix of [`uploads/${ctx.actor.userId}/`, `sources/${ctx.actor.userId}/`]) {
    if (!(await deletePrefix(ctx.deps, prefix, stopAt))) return false;
  }
  return true;
}
