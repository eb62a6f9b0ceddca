import type { LookupFunction } from 'node:net';
import type { Ctx, Deps } from '../../context';
import { sendSourceJob, type SourceJob } from '../../queue/source-queue';
import { copyObject, deleteObjects, deletePrefix } from '../../storage/s3';
import { isConditionFailed } from '../../db/entity';
import { CONSISTENT } from '../../util/tx';
import { claimRead, handBack, LostClaim, recordProgress, release, settle, writeHeld, type Claim } from './claim';
import { EmbeddingError, type Embedder } from './embed';
import { embedPiece } from './embed-piece';
import { Sources, type SourceRow } from './entity';
import { takeTurn } from './fair-turn';
import { keptKey, pageOfSource, uploadKey } from './ids';
import { EMBED_GIVE_UP_MS, EMBED_RETRY_DELAY_S, MAX_CHUNKS, PARSE_NEEDS_MS, PARTITION_WRITE_UNITS_PER_S, PIECE_MARGIN_MS, QUEUED_DEADLINE_MS, REASONS, SOURCE_WORKER_TIMEOUT_S } from './limits';
import { realPaceClock, transactWriteUnits, writePacer, type PaceClock } from './pace';
import type { PdfBudget } from './pdf';
import { passagesOf } from './passages';
import { readSource } from './read';
import { deleteSourceData, trimChunks, writeChunks } from './store';
import { segmentCount, sourcePrefix } from './vector-store';

export interface WorkerPorts {
  /** Embeddings, or undefined when they are off (no key). */
  embedder?: Embedder;
  /** The resolver links are fetched with (tests inject one). */
  lookup?: LookupFunction;
  /**
   * Time left in this invocation (Lambda's `getRemainingTimeInMillis`); by default the worker's
   * timeout counted from when the message was taken (the local poller).
   */
  remainingMs?: () => number;
  /** The clock the stop is measured on and pacing waits with (the embedder's own clock). */
  clock?: PaceClock;
  /** Write units a second into the person's partition (pace.ts). */
  writeUnitsPerSecond?: number;
  /** Queues a message for the source: its next piece, or its turn at the back (default: the source queue). */
  continueLater?: (job: SourceJob, delaySeconds?: number) => Promise<void>;
  /** What one PDF may cost to read (pdf.ts PDF_BUDGET); tests pass small ones. */
  pdfBudget?: PdfBudget;
}

/** Everything of the source but its row: its passages and its file, wherever it is. */
async function cleanUp(ctx: Ctx, row: SourceRow): Promise<void> {
  await deleteSourceData(ctx, row.sourceId);
  await deletePrefix(ctx.deps, sourcePrefix(ctx.actor.userId, row.sourceId));
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

/**
 * Read one source, in pieces (issue 33): claim it (READING under this attempt's id, with a
 * lease and a deadline); parse it once (read, normalise, chunk, store the chunks at fixed keys,
 * record it); then embed from where the last piece stopped until the invocation's time is
 * nearly out, recording each segment; then READY — or FAILED with the reason, or READY without
 * vectors with the reason when the embeddings would not come. A piece that runs out of time
 * hands the source back and queues the next piece as a message of its own. One read at a time: every write is conditioned on the claim, so a duplicate
 * delivery (or a second confirm's message) finds the source held and drops its message, and a
 * read whose lease ran out and was taken over stops at its next write. Idempotent: a READY or
 * FAILED source is left alone, and a redelivered message after a worker died rewrites the same
 * chunk items and finishes the source without duplicating anything.
 */
export async function ingest(deps: Deps, ports: WorkerPorts, job: SourceJob): Promise<void> {
  const pageId = pageOfSource(job.sourceId);
  if (!pageId) return;
  const ctx: Ctx = { deps, actor: { userId: job.userId } };
  const key = { userId: job.userId, pageId, sourceId: job.sourceId };
  const row = (await Sources(deps.db).get(key).go(CONSISTENT)).data as SourceRow | null;
  if (!row || row.status === 'DELETING') return deleteSourceData(ctx, job.sourceId);
  if (row.status !== 'PENDING' && row.status !== 'READING') return;
  // A duplicate of a message whose read is running: dropped before it costs its person a turn.
  if (row.status === 'READING' && row.claimedBy && (row.claimUntil ?? 0) > deps.clock.now().getTime()) return;
  if (!(await takeTurn(ctx, job.queuedAt))) return toTheBack(ctx, row, ports);
  const claim = await claimRead(ctx, key);
  if (!claim) {
    deps.log.info('source held by another read; message dropped', { sourceId: job.sourceId });
    return;
  }
  deps.log.info('source piece began', { sourceId: job.sourceId });
  try {
    // Read again under the claim: a piece that handed the source back just before may have moved it on.
    const held = ((await Sources(deps.db).get(key).go(CONSISTENT)).data as SourceRow | null) ?? row;
    await readHeld(ctx, claim, held, ports);
  } catch (err) {
    if (err instanceof LostClaim) return lost(ctx, claim, row);
    await release(ctx, claim);
    throw err;
  }
}

/**
 * Its person had a turn since this message was queued (fair-turn.ts): it is queued again, now,
 * behind every other person's message that waited meanwhile, and this one is done. A source
 * that waits its turn is still queued, so its give-up deadline moves with it.
 */
async function toTheBack(ctx: Ctx, row: SourceRow, ports: WorkerPorts): Promise<void> {
  const now = ctx.deps.clock.now().getTime();
  if (row.deadlineAt !== undefined && row.deadlineAt - now < QUEUED_DEADLINE_MS / 2) {
    await Sources(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, pageId: row.pageId, sourceId: row.sourceId })
      .set({ deadlineAt: now + QUEUED_DEADLINE_MS })
      .where((a, op) => `${op.eq(a.status, row.status)} AND ${op.notExists(a.claimedBy)}`)
      .go({ response: 'none' })
      .catch((err) => {
        if (!isConditionFailed(err)) throw err;
      });
  }
  const job = { userId: ctx.actor.userId, sourceId: row.sourceId };
  await (ports.continueLater ?? ((j: SourceJob) => sendSourceJob(ctx.deps, j)))(job);
  ctx.deps.log.info('source waits its turn behind other people', { sourceId: row.sourceId });
}

async function readHeld(ctx: Ctx, claim: Claim, row: SourceRow, ports: WorkerPorts): Promise<void> {
  const clock = ports.clock ?? realPaceClock;
  const taken = clock.now();
  const remaining = ports.remainingMs ?? (() => SOURCE_WORKER_TIMEOUT_S * 1000 - (clock.now() - taken));
  // Every piece ends this far before its invocation does: the progress it made is written and
  // the next piece queued, never cut off by Lambda's timeout (which would replay the message).
  const stopAt = clock.now() + remaining() - PIECE_MARGIN_MS;
  let current = row;
  if (!row.parsedAt) {
    if (remaining() < PARSE_NEEDS_MS) return continueLater(ctx, claim, ports);
    const parsed = await parse(ctx, claim, row, ports, clock);
    if (!parsed) return;
    current = parsed;
  }
  if (!ports.embedder) return finish(ctx, claim, current, undefined);
  if (current.vectorModel !== ports.embedder.model) {
    // The embedding model changed between pieces: its vectors so far are another space.
    const restart = { vectorModel: ports.embedder.model, chunksEmbedded: 0, vectorDims: 0 };
    await recordProgress(ctx, claim, restart);
    current = { ...current, ...restart };
  }
  if (current.embedSince !== undefined && ctx.deps.clock.now().getTime() - current.embedSince > EMBED_GIVE_UP_MS) {
    return finish(ctx, claim, current, undefined, 'embedding took longer than its limit');
  }
  let piece: Awaited<ReturnType<typeof embedPiece>>;
  try {
    piece = await embedPiece(ctx, claim, current, ports.embedder, stopAt, clock);
  } catch (err) {
    if (!(err instanceof EmbeddingError)) throw err;
    // The text is readable, so it is kept whatever the embeddings do (keyword search finds it):
    // without vectors at once when no retry changes the answer (a bad key, a passage over the
    // endpoint's limit); else the next piece tries again in a minute, from the last segment
    // recorded, until EMBED_GIVE_UP_MS. Never a failed message: its redelivery waits out the
    // queue's 12-minute visibility while the person reads READING (issue 47's silent stall).
    if (err.permanent) return finish(ctx, claim, current, undefined, err.message);
    ctx.deps.log.warn('source embeddings paused; the next piece tries again', { sourceId: claim.key.sourceId, why: err.message, inS: EMBED_RETRY_DELAY_S });
    return continueLater(ctx, claim, ports, EMBED_RETRY_DELAY_S);
  }
  if (piece.done) return finish(ctx, claim, current, { model: ports.embedder.model, dims: piece.dims! });
  ctx.deps.log.info('source piece stopped before its deadline', { sourceId: claim.key.sourceId, chunksEmbedded: piece.chunksEmbedded, chunkCount: current.chunkCount });
  return continueLater(ctx, claim, ports);
}

/** The next piece gets its own message (and invocation), after `delaySeconds`; this one hands the source back. */
async function continueLater(ctx: Ctx, claim: Claim, ports: WorkerPorts, delaySeconds = 0): Promise<void> {
  if (!(await handBack(ctx, claim, ctx.deps.clock.now().getTime() + QUEUED_DEADLINE_MS))) throw new LostClaim();
  const job = { userId: claim.key.userId, sourceId: claim.key.sourceId };
  await (ports.continueLater ?? ((j: SourceJob, d?: number) => sendSourceJob(ctx.deps, j, d)))(job, delaySeconds);
}

/**
 * Parse once: read, normalise, chunk, store the chunks (paced) at fixed keys, keep the PDF, and
 * record it on the row — every later piece starts from the stored chunks, never the file. A
 * source that cannot be read ends FAILED here (undefined).
 */
async function parse(ctx: Ctx, claim: Claim, row: SourceRow, ports: WorkerPorts, clock: PaceClock): Promise<SourceRow | undefined> {
  const { deps } = ctx;
  const { userId, sourceId } = claim.key;
  const read = await readSource(ctx, row, ports.lookup, ports.pdfBudget);
  if ('reason' in read) return void (await fail(ctx, claim, row, read.reason));
  const cut = await passagesOf(read.pages);
  if ('reason' in cut) return void (await fail(ctx, claim, row, cut.reason));
  const { chunks } = cut;
  if (!chunks.length) return void (await fail(ctx, claim, row, row.kind === 'PDF' ? REASONS.noTextLayer : REASONS.noText));
  if (chunks.length > MAX_CHUNKS) return void (await fail(ctx, claim, row, `${REASONS.tooLarge} (more than ${MAX_CHUNKS.toLocaleString('en')} passages of text)`));
  const pacer = writePacer(ports.writeUnitsPerSecond ?? PARTITION_WRITE_UNITS_PER_S, clock);
  const wrote = await writeChunks(ctx, sourceId, chunks, (put) => writeHeld(ctx, claim, [put]), (bytes) => pacer.pace(transactWriteUnits(bytes)));
  const kept = row.kind === 'PDF' ? keptKey(userId, sourceId) : undefined;
  if (kept) await copyObject(deps, uploadKey(userId, sourceId), kept);
  const progress: Partial<SourceRow> = {
    parsedAt: deps.clock.now().toISOString(),
    pagesRead: read.pages.length,
    chunkCount: chunks.length,
    chunkItems: wrote.chunkItems,
    itemStarts: wrote.itemStarts,
    chunksEmbedded: 0,
    embedSince: deps.clock.now().getTime(),
    ...(ports.embedder ? { vectorModel: ports.embedder.model } : {}),
    ...(read.title && row.kind === 'LINK' ? { title: read.title } : {}),
    ...(kept ? { objectKey: kept } : {}),
  };
  await recordProgress(ctx, claim, progress);
  return { ...row, ...progress };
}

/**
 * READY, with its vectors or without them (embeddings off; or they failed, which `why` says and
 * the person reads as the reason). Then what no read needs any more goes: chunk items past its
 * count, the words it was read from, vector segments it does not
 * use, the upload the kept PDF was copied from.
 */
async function finish(ctx: Ctx, claim: Claim, row: SourceRow, vectors: { model: string; dims: number } | undefined, why?: string): Promise<void> {
  const { deps } = ctx;
  const { userId, sourceId } = claim.key;
  const ready = await settle(
    ctx,
    claim,
    {
      status: 'READY',
      ...(vectors ? { vectorModel: vectors.model, vectorDims: vectors.dims, vectorSegments: segmentCount(row.chunkCount), chunksEmbedded: row.chunkCount } : {}),
      ...(why ? { reason: REASONS.keptWithoutVectors } : {}),
    },
    vectors ? [] : ['vectorModel', 'vectorDims', 'vectorSegments'],
  );
  if (!ready) return lost(ctx, claim, row);
  // READY is never claimed again: what follows cannot race another read.
  await trimChunks(ctx, sourceId, { chunkItems: row.chunkItems ?? 0 });
  if (!vectors) await deletePrefix(deps, `${sourcePrefix(userId, sourceId)}vectors/`);
  if (row.kind === 'PDF') await deleteObjects(deps, [uploadKey(userId, sourceId)]);
  if (why) deps.log.warn('source kept without vectors', { sourceId, error: why });
  deps.log.info('source ready', { sourceId, kind: row.kind, chunks: row.chunkCount, vectors: Boolean(vectors) });
}
