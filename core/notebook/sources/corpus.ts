import type { Ctx } from '../../context';
import type { SourceRow } from './entity';
import { chunkId } from './ids';
import { keywordIndex } from './keyword';
import { pageSourceRows } from './rows';
import { chunksInRange, type StoredChunk } from './store';
import { readSegment, segmentCount, vectorKey } from './vector-store';

/**
 * What one question may load (issue 33: the old per-instance corpus held every chunk and
 * vector of the page and its ancestors — ~240 MB of float32 at the limits — in a 512 MB
 * Lambda). Vectors are STREAMED, a segment at a time, into a top-k, up to this many bytes;
 * keyword search indexes chunk text up to its own cap. Past a cap the later sources (in source
 * order) are not read for this question, and the log says so.
 */
export const QUERY_VECTOR_BYTES = 64 * 1024 * 1024;
export const QUERY_TEXT_BYTES = 24 * 1024 * 1024;
/** Segments fetched at once while streaming (each ≤ 1 MB at 1,024 floats). */
const SEGMENTS_AHEAD = 3;

export interface CorpusChunk {
  sourceId: string;
  chunkId: string;
  index: number;
  text: string;
  page?: number;
  title: string;
}

/** The READY sources of a page and its ancestors, in source (creation) order. */
export async function readySources(ctx: Ctx, pageIds: string[]): Promise<SourceRow[]> {
  const rows = (await Promise.all(pageIds.map((id) => pageSourceRows(ctx, id)))).flat().filter((r) => r.status === 'READY');
  return rows.sort((a, b) => (a.sourceId < b.sourceId ? -1 : 1));
}

/** Every source in scope has vectors of `model`: the rule that keeps two vector spaces apart. */
export const allEmbedded = (rows: SourceRow[], model: string) => rows.length > 0 && rows.every((r) => r.vectorModel === model && r.vectorSegments !== undefined && r.vectorDims);

export const toCorpusChunk = (row: SourceRow, c: StoredChunk): CorpusChunk => ({
  sourceId: row.sourceId,
  chunkId: chunkId(row.sourceId, c.i),
  index: c.i,
  text: c.t,
  ...(c.p !== undefined ? { page: c.p } : {}),
  title: row.title,
});

export interface Scored {
  source: number;
  index: number;
  score: number;
}

/** Best first; equal scores by source (creation order), then position: the same answer every time. */
export const better = (a: Scored, b: Scored) => b.score - a.score || a.source - b.source || a.index - b.index;

/** The best `k` seen so far, kept sorted; everything else is dropped as it streams past. */
export class TopK {
  readonly items: Scored[] = [];
  constructor(private readonly k: number) {}
  offer(s: Scored): void {
    if (this.items.length === this.k && better(s, this.items[this.k - 1]!) >= 0) return;
    let at = this.items.length;
    while (at > 0 && better(s, this.items[at - 1]!) < 0) at--;
    this.items.splice(at, 0, s);
    if (this.items.length > this.k) this.items.pop();
  }
}

/**
 * Cosine of `query` against every vector of the sources, streamed segment by segment from S3
 * into a top-k: at most SEGMENTS_AHEAD segments in memory, QUERY_VECTOR_BYTES read in all,
 * nothing after `stopAt` (ms, Date.now). Answers undefined when a segment is missing or not
 * what its row says (vectors incomplete: the caller searches by keyword).
 */
export async function vectorTopK(ctx: Ctx, rows: SourceRow[], query: number[], k: number, stopAt: number, capBytes = QUERY_VECTOR_BYTES): Promise<{ top: Scored[]; bytes: number; complete: boolean } | undefined> {
  const norm = Math.hypot(...query) || 1;
  const top = new TopK(k);
  const jobs = rows.flatMap((row, source) => Array.from({ length: row.vectorSegments ?? segmentCount(row.chunkCount) }, (_, segment) => ({ row, source, segment })));
  let bytes = 0;
  let complete = true;
  const fetchAt = (i: number) => readSegment(ctx.deps, vectorKey(ctx.actor.userId, jobs[i]!.row.sourceId, jobs[i]!.segment));
  const ahead: Promise<Awaited<ReturnType<typeof fetchAt>>>[] = [];
  for (let i = 0; i < Math.min(SEGMENTS_AHEAD, jobs.length); i++) ahead.push(fetchAt(i));
  for (let i = 0; i < jobs.length; i++) {
    const seg = await ahead.shift()!;
    if (i + SEGMENTS_AHEAD < jobs.length) ahead.push(fetchAt(i + SEGMENTS_AHEAD));
    const { row, source } = jobs[i]!;
    if (!seg || seg.model !== row.vectorModel || seg.dims !== query.length) {
      await Promise.allSettled(ahead);
      return undefined;
    }
    const { dims, data } = seg;
    for (let v = 0; v < seg.count; v++) {
      let dot = 0;
      let sq = 0;
      const at = v * dims;
      for (let d = 0; d < dims; d++) {
        const x = data[at + d]!;
        dot += x * query[d]!;
        sq += x * x;
      }
      top.offer({ source, index: seg.first + v, score: dot / ((Math.sqrt(sq) || 1) * norm) });
    }
    bytes += data.byteLength;
    if (bytes >= capBytes || Date.now() >= stopAt) {
      complete = i === jobs.length - 1;
      await Promise.allSettled(ahead);
      break;
    }
  }
  return { top: top.items, bytes, complete };
}

/** The text of the chosen chunks only (a few items), in the order given. */
export async function chunksOf(ctx: Ctx, rows: SourceRow[], picked: Scored[]): Promise<CorpusChunk[]> {
  const bySource = new Map<number, number[]>();
  for (const p of picked) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p.index]);
  const found = new Map<string, CorpusChunk>();
  await Promise.all(
    [...bySource].map(async ([source, indexes]) => {
      const row = rows[source]!;
      for (const i of indexes) {
        for (const c of await chunksInRange(ctx, row.sourceId, row.itemStarts, i, i + 1, false)) found.set(`${source}:${c.i}`, toCorpusChunk(row, c));
      }
    }),
  );
  return picked.map((p) => found.get(`${p.source}:${p.index}`)).filter((c): c is CorpusChunk => c !== undefined);
}

/** Chunk text of the sources, in order, up to QUERY_TEXT_BYTES (the keyword index is built over it). */
export async function loadTexts(ctx: Ctx, rows: SourceRow[], capBytes = QUERY_TEXT_BYTES): Promise<{ chunks: CorpusChunk[]; sources: number[]; complete: boolean }> {
  const chunks: CorpusChunk[] = [];
  const sources: number[] = [];
  let bytes = 0;
  for (let source = 0; source < rows.length; source++) {
    const row = rows[source]!;
    // Items past the READY count are a longer earlier read not yet trimmed: never read them.
    const stored = await chunksInRange(ctx, row.sourceId, row.itemStarts, 0, row.chunkCount, false);
    for (const c of stored) {
      chunks.push(toCorpusChunk(row, c));
      sources.push(source);
      bytes += c.t.length * 2;
    }
    if (bytes >= capBytes) return { chunks, sources, complete: source === rows.length - 1 };
  }
  return { chunks, sources, complete: true };
}

/** BM25 over the loaded chunks, as scored entries (source, index). */
export function keywordScores(loaded: { chunks: CorpusChunk[]; sources: number[] }, query: string): Scored[] {
  const search = keywordIndex(loaded.chunks.map((c, id) => ({ id, text: c.text })));
  return search(query).map((r) => ({ source: loaded.sources[r.id]!, index: loaded.chunks[r.id]!.index, score: r.score }));
}
