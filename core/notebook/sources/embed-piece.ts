import type { Ctx } from '../../context';
import { LostClaim, recordProgress, stillHolds, type Claim } from './claim';
import { EmbeddingError, type Embedder } from './embed';
import type { SourceRow } from './entity';
import { chunksInRange } from './store';
import { encodeSegment, readSegment, SEGMENT_CHUNKS, vectorKey, writeSegment } from './vector-store';

/** Less than this left before the stop: no new segment is begun. */
const MIN_SEGMENT_MS = 3_000;

export interface PieceClock {
  /** ms on the embedder's clock (Date.now in production). */
  now(): number;
}

/**
 * Embed what fits before `stopAt`, from where the source's row says the last piece stopped
 * (`chunksEmbedded`), a segment (vector-store.ts) at a time: its texts read from the chunk
 * items of its range, embedded (the embedder paces and stops in time), written to S3 together
 * with the vectors of the segment an earlier piece began, then the new count recorded under the
 * claim. So a piece that stops, or dies after a segment was recorded, costs the next piece
 * nothing already embedded. Answers whether every chunk now has its vector.
 */
export async function embedPiece(ctx: Ctx, claim: Claim, row: SourceRow, embedder: Embedder, stopAt: number, clock: PieceClock): Promise<{ done: boolean; chunksEmbedded: number; dims?: number }> {
  const { userId, sourceId } = claim.key;
  const total = row.chunkCount;
  let done = row.chunksEmbedded ?? 0;
  // 0: not known yet (a restart after a model change resets it).
  let dims = row.vectorDims || undefined;
  while (done < total) {
    if (clock.now() + MIN_SEGMENT_MS > stopAt) break;
    const segment = Math.floor(done / SEGMENT_CHUNKS);
    const first = segment * SEGMENT_CHUNKS;
    const end = Math.min(total, first + SEGMENT_CHUNKS);
    const key = vectorKey(userId, sourceId, segment);
    let prior: Float32Array[] = [];
    if (done > first) {
      const stored = await readSegment(ctx.deps, key);
      // A segment that is not exactly what the row counts (written by a read that lost its
      // claim, or never finished) is begun again: a few vectors twice beats a wrong one.
      if (stored && stored.model === embedder.model && stored.first === first && stored.count === done - first) {
        prior = Array.from({ length: stored.count }, (_, i) => stored.data.subarray(i * stored.dims, (i + 1) * stored.dims));
      } else done = first;
    }
    const texts = (await chunksInRange(ctx, sourceId, row.itemStarts, done, end)).map((c) => c.t);
    if (texts.length !== end - done) throw new Error(`source ${sourceId}: chunk items hold ${texts.length} of chunks ${done}..${end}`);
    const got = await embedder.embed(texts, { stopAt });
    if (!got.length) break;
    if (dims && got[0]!.length !== dims) throw new EmbeddingError('embeddings changed dimensions mid-source');
    dims = got[0]!.length;
    if (!(await stillHolds(ctx, claim))) throw new LostClaim();
    await writeSegment(ctx.deps, key, encodeSegment(embedder.model, first, [...prior, ...got], dims));
    done += got.length;
    await recordProgress(ctx, claim, { chunksEmbedded: done, vectorDims: dims });
    if (got.length < texts.length) break;
  }
  return { done: done >= total, chunksEmbedded: done, ...(dims ? { dims } : {}) };
}
