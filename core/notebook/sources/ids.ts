import { ulid } from '../../util/ids';

/**
 * A source id names its page: `nbs_<page ulid>_<source ulid>`. The routes that take only a
 * source id (`/notebook/sources/{id}`) then read one item, under the actor's partition, with
 * no index and no scan. The id stays opaque to clients (CONTRACT conventions).
 */
const SOURCE_ID = /^nbs_([0-9A-HJKMNP-TV-Z]{26})_([0-9A-HJKMNP-TV-Z]{26})$/;

export function newSourceId(pageId: string): string {
  return `nbs_${pageId.replace(/^nbp_/, '')}_${ulid()}`;
}

/** The page a source id belongs to, or undefined for anything that is not one of ours (→ 404). */
export function pageOfSource(sourceId: string): string | undefined {
  const m = SOURCE_ID.exec(sourceId);
  return m ? `nbp_${m[1]}` : undefined;
}

/** Stable across re-reads of the same source: its index in the source. */
export function chunkId(sourceId: string, index: number): string {
  return `${sourceId}.${index}`;
}

/** S3 keys: `uploads/` is where a presigned PUT lands (expired by lifecycle if never read);
 * `sources/` keeps the file of a source that was read. */
export const uploadKey = (userId: string, sourceId: string) => `uploads/${userId}/${sourceId}.pdf`;
export const keptKey = (userId: string, sourceId: string) => `sources/${userId}/${sourceId}.pdf`;
