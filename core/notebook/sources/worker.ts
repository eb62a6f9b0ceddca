import type { LookupFunction } from 'node:net';
import type { Ctx, Deps } from '../../context';
import { isConditionFailed } from '../../db/entity';
import type { SourceJob } from '../../queue/source-queue';
import { copyObject, deleteObjects } from '../../storage/s3';
import { CONSISTENT, transact } from '../../util/tx';
import { chunkPages, type Chunk } from './chunk';
import { EmbeddingError, type Embedder } from './embed';
import { Sources, type SourceRow } from './entity';
import { keptKey, pageOfSource, uploadKey } from './ids';
import { MAX_CHUNKS, READING_DEADLINE_MS, REASONS, SOURCE_MAX_RECEIVES } from './limits';
import { readSource } from './read';
import { bumpSources } from './rows';
import { deleteSourceData, trimChunks, writeChunks } from './store';

export interface WorkerPorts {
  /** Embeddings, or undefined when they are off (no key). */
  embedder?: Embedder;
  /** The resolver links are fetched with (tests inject one). */
  lookup?: LookupFunction;
}

/** The message comes back later: SQS redelivers it (partial batch failure). */
export class RetryLater extends Error {
  override name = 'RetryLater';
}

type Key = { userId: string; pageId: string; sourceId: string };

/** The final write of a read: only while this worker's READING claim stands (a delete marks DELETING). */
async function settle(ctx: Ctx, key: Key, set: Partial<SourceRow>): Promise<boolean> {
  const patch = Sources(ctx.deps.db).patch(key).set({ ...set, updatedAt: ctx.deps.clock.now().toISOString() }).remove(['deadlineAt']);
  try {
    await transact(ctx.deps.db, [{ Update: patch.where((a, op) => op.eq(a.status, 'READING')).params() }, bumpSources(ctx, key.pageId)]);
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

async function fail(ctx: Ctx, key: Key, row: SourceRow, reason: string): Promise<void> {
  await settle(ctx, key, { status: 'FAILED', reason });
  // Nothing of a source that cannot be read is worth keeping: its words, partial chunks, its file.
  await deleteSourceData(ctx, key.sourceId);
  if (row.kind === 'PDF') await deleteObjects(ctx.deps, [uploadKey(key.userId, key.sourceId)]);
  ctx.deps.log.info('source failed', { sourceId: key.sourceId, kind: row.kind, reason });
}

async function vectorsFor(ctx: Ctx, sourceId: string, chunks: Chunk[], ports: WorkerPorts, lastTry: boolean) {
  if (!ports.embedder) return undefined;
  try {
    return { model: ports.embedder.model, values: await ports.embedder.embed(chunks.map((c) => c.text)) };
  } catch (err) {
    if (!(err instanceof EmbeddingError)) throw err;
    // The text is readable: on the last try keep it without vectors (keyword search still finds it).
    if (!lastTry) throw new RetryLater(err.message);
    ctx.deps.log.warn('source kept without vectors', { sourceId, error: err.message });
    return undefined;
  }
}

/**
 * Read one source: claim it (READING, with a deadline), read, normalise and chunk, embed, store
 * the chunks at fixed keys, then READY — or FAILED with the reason. Idempotent: a READY or
 * FAILED source is left alone, and a redelivered message after a worker died rewrites the same
 * chunk items and finishes the source without duplicating anything.
 */
export async function ingest(deps: Deps, ports: WorkerPorts, job: SourceJob, receiveCount = 1): Promise<void> {
  const pageId = pageOfSource(job.sourceId);
  if (!pageId) return;
  const ctx: Ctx = { deps, actor: { userId: job.userId } };
  const key: Key = { userId: job.userId, pageId, sourceId: job.sourceId };
  const row = (await Sources(deps.db).get(key).go(CONSISTENT)).data as SourceRow | null;
  if (!row || row.status === 'DELETING') return deleteSourceData(ctx, job.sourceId);
  if (row.status !== 'PENDING' && row.status !== 'READING') return;
  const now = deps.clock.now();
  try {
    await Sources(deps.db)
      .patch(key)
      .set({ status: 'READING', deadlineAt: now.getTime() + READING_DEADLINE_MS, updatedAt: now.toISOString() })
      .where((a, op) => `${op.eq(a.status, 'PENDING')} OR ${op.eq(a.status, 'READING')}`)
      .go({ response: 'none' });
  } catch (err) {
    if (isConditionFailed(err)) return;
    throw err;
  }

  const read = await readSource(ctx, row, ports.lookup);
  if ('reason' in read) return fail(ctx, key, row, read.reason);
  const chunks = chunkPages(read.pages);
  if (!chunks.length) return fail(ctx, key, row, row.kind === 'PDF' ? REASONS.noTextLayer : REASONS.noText);
  if (chunks.length > MAX_CHUNKS) return fail(ctx, key, row, `${REASONS.tooLarge} (more than ${MAX_CHUNKS.toLocaleString('en')} passages of text)`);
  const vectors = await vectorsFor(ctx, job.sourceId, chunks, ports, receiveCount >= SOURCE_MAX_RECEIVES);
  const wrote = await writeChunks(ctx, job.sourceId, chunks, vectors);
  const kept = row.kind === 'PDF' ? keptKey(job.userId, job.sourceId) : undefined;
  if (kept) await copyObject(deps, uploadKey(job.userId, job.sourceId), kept);

  const ready = await settle(ctx, key, {
    status: 'READY',
    chunkCount: chunks.length,
    ...wrote,
    ...(vectors ? { vectorModel: vectors.model } : {}),
    ...(read.title && row.kind === 'LINK' ? { title: read.title } : {}),
    ...(kept ? { objectKey: kept } : {}),
  });
  if (!ready) {
    // Deleted while it was being read: what this run wrote goes too.
    await deleteSourceData(ctx, job.sourceId);
    if (kept) await deleteObjects(deps, [kept, uploadKey(job.userId, job.sourceId)]);
    return;
  }
  await trimChunks(ctx, job.sourceId, wrote);
  if (kept) await deleteObjects(deps, [uploadKey(job.userId, job.sourceId)]);
  deps.log.info('source ready', { sourceId: job.sourceId, kind: row.kind, chunks: chunks.length, vectors: Boolean(vectors) });
}
