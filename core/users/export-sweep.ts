import type { Deps } from '../context';
import { deleteKeysIn, listObjects } from '../storage/s3';
import { EXPORT_LINK_TTL_S, EXPORT_READY_FOR_S } from './export-object';

/**
 * How old an export may get: the time a finished one waits to be fetched, its link's life, and
 * a margin for clocks. A finished document is dated when it was finished (export-run.ts copies
 * a multipart one to its final key), so a long export is not swept before it is fetched. After
 * that no working link points at it: it is the person's journals sitting in a bucket for nothing.
 */
export const EXPORT_KEEP_S = EXPORT_READY_FOR_S + EXPORT_LINK_TTL_S + 60;
/**
 * How often the sweep runs (stacks/Exports.ts; the local runtime too). S3 lifecycle rules count
 * in whole days, so the bucket's own expiry (1 day) is only the backstop: with the sweep, an
 * export is gone at most EXPORT_KEEP_S + this + one run after it was finished (about 31 min).
 */
export const EXPORT_SWEEP_EVERY_MIN = 10;

/** Delete every export older than EXPORT_KEEP_S. The bucket holds only minutes of exports, so one listing is small. */
export async function sweepExports(deps: Deps): Promise<{ deleted: number; kept: number }> {
  const Bucket = deps.config.storage.exportBucket;
  const cutoff = deps.clock.now().getTime() - EXPORT_KEEP_S * 1000;
  let deleted = 0;
  let kept = 0;
  for await (const page of listObjects(deps, Bucket, 'exports/')) {
    const old = page.filter((o) => o.lastModified.getTime() <= cutoff).map((o) => o.key);
    await deleteKeysIn(deps, Bucket, old);
    deleted += old.length;
    kept += page.length - old.length;
  }
  return { deleted, kept };
}
