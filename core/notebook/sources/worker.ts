import type { LookupFunction } from 'node:net';
import type { Ctx, Deps } from '../../context';
import type { SourceJob } from '../../queue/source-queue';
import { copyObject, deleteObjects } from '../../storage/s3';
import { CONSISTENT } from '../../util/tx';
import { chunkPages, type Chunk } from './chunk';
import { claimRead, LostClaim, release, settle, writeHeld, type Claim } from './claim';
import { EmbeddingError, type Embedder } from './embed';
import { Sources, type SourceRow } from './entity';
import { keptKey, pageOfSource, uploadKey } from './ids';
import { MAX_CHUNKS, REASONS, SOURCE_MAX_RECEIVES } from './limits';
import { readSource } from './read';
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

/** Everything of the source but its row: its passages and its file, wherever it is. */
async function cleanUp(ctx: Ctx, row: SourceRow): Promise<void> {
  await deleteSourceData(ctx, row.sourceId);
  if (row.kind === 'PDF') await deleteObjects(ctx.deps, [uploadKey(ctx.actor.userId, row.sourceId), keptKey(ctx.actor.userId, row.sourceId)]);
}

/**
 * A write of this read was refused: it no longer holds the source. It stops, and deletes
 * nothing another read stored — the bug this replaced wiped the winner's passages and file.
 * It cleans up only when nobody else will: the source is being deleted or is gone (a file it
 * copied after the delete swept would stay), or it was given up while this read still held it.
 */
async function lost(ctx: Ctx, claim: Claim, row: SourceRow): Promise<void> {
  const now = (await Sources(ctx.deps.db).get(claim.key).go(CONSISTENT)).data as SourceRow | null;
  const ours = !now || now.status === 'DELETING' || (now.status === 'FAILED' && now.claimedBy === claim.owner);
  if (ours) await cleanUp(ctx, row);
  ctx.deps.log.info('source read lost its claim', { sourceId: row.sourceId, now: now?.status ?? 'GONE', cleanedUp: ours });
}

async function fail(ctx: Ctx, claim: Claim, row: SourceRow, reason: string): Promise<void> {
  if (!(await settle(ctx, claim, { status: 'FAILED', reason }))) return lost(ctx, claim, row);
  // Nothing of a source that cannot be read is worth keeping: its words, partial chunks, its file.
  await cleanUp(ctx, row);
  ctx.deps.log.info('source failed', { sourceId: row.sourceId, kind: row.kind, reason });
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
 * Read one source: claim it (READING under this attempt's id, with a lease and a deadline),
 * read, normalise and chunk, embed, store the chunks at fixed keys, then READY — or FAILED
 * with the reason. One read at a time: every write is conditioned on the claim, so a duplicate
 * delivery (or a second confirm's message) finds the source held and drops its message, and a
 * read whose lease ran out and was taken over stops at its next write. Idempotent: a READY or
 * FAILED source is left alone, and a redelivered message after a worker died rewrites the same
 * chunk items and finishes the source without duplicating anything.
 */
export async function ingest(deps: Deps, ports: WorkerPorts, job: SourceJob, receiveCount = 1): Promise<void> {
  const pageId = pageOfSource(job.sourceId);
  if (!pageId) return;
  const ctx: Ctx = { deps, actor: { userId: job.userId } };
  const key = { userId: job.userId, pageId, sourceId: job.sourceId };
  const row = (await Sources(deps.db).get(key).go(CONSISTENT)).data as SourceRow | null;
  if (!row || row.status === 'DELETING') return deleteSourceData(ctx, job.sourceId);
  if (row.status !== 'PENDING' && row.status !== 'READING') return;
  const claim = await claimRead(ctx, key);
  if (!claim) {
    deps.log.info('source held by another read; message dropped', { sourceId: job.sourceId });
    return;
  }
  try {
    await readHeld(ctx, claim, row, ports, receiveCount);
  } catch (err) {
    if (err instanceof LostClaim) return lost(ctx, claim, row);
    await release(ctx, claim);
    throw err;
  }
}

async function readHeld(ctx: Ctx, claim: Claim, row: SourceRow, ports: WorkerPorts, receiveCount: number): Promise<void> {
  const { deps } = ctx;
  const { userId, sourceId } = claim.key;
  const read = await readSource(ctx, row, ports.lookup);
  if ('reason' in read) return fail(ctx, claim, row, read.reason);
  const chunks = chunkPages(read.pages);
  if (!chunks.length) return fail(ctx, claim, row, row.kind === 'PDF' ? REASONS.noTextLayer : REASONS.noText);
  if (chunks.length > MAX_CHUNKS) return fail(ctx, claim, row, `${REASONS.tooLarge} (more than ${MAX_CHUNKS.toLocaleString('en')} passages of text)`);
  const vectors = await vectorsFor(ctx, sourceId, chunks, ports, receiveCount >= SOURCE_MAX_RECEIVES);
  const wrote = await writeChunks(ctx, sourceId, chunks, vectors, (put) => writeHeld(ctx, claim, [put]));
  const kept = row.kind === 'PDF' ? keptKey(userId, sourceId) : undefined;
  if (kept) await copyObject(deps, uploadKey(userId, sourceId), kept);

  const ready = await settle(ctx, claim, {
    status: 'READY',
    chunkCount: chunks.length,
    ...wrote,
    ...(vectors ? { vectorModel: vectors.model } : {}),
    ...(read.title && row.kind === 'LINK' ? { title: read.title } : {}),
    ...(kept ? { objectKey: kept } : {}),
  });
  if (!ready) return lost(ctx, claim, row);
  // READY is never claimed again: what follows cannot race another read.
  await trimChunks(ctx, sourceId, wrote);
  if (kept) await deleteObjects(deps, [uploadKey(userId, sourceId)]);
  deps.log.info('source ready', { sourceId, kind: row.kind, chunks: chunks.length, vectors: Boolean(vectors) });
}
