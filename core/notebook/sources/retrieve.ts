import type { Ctx } from '../../context';
import { command } from '../../util/fn';
import { resolvePage } from '../naming';
import { ancestorsOf } from '../tree';
import { allEmbedded, better, chunksOf, keywordScores, loadTexts, readySources, toCorpusChunk, TopK, vectorTopK, type CorpusChunk, type Scored } from './corpus';
import { embedderFor, unmetered, type Embedder } from './embed';
import type { SourceRow } from './entity';
import { SearchSourcesInput } from './schema';
import { chunksInRange } from './store';

export type RetrievalMode = 'vector' | 'keyword' | 'opening';

export interface RetrievedChunk {
  sourceId: string;
  chunkId: string;
  text: string;
  page?: number;
  /** The source's title (a citation shows it). */
  title: string;
}

export interface Retrieval {
  mode: RetrievalMode;
  chunks: RetrievedChunk[];
}

export interface RetrieveOptions {
  /**
   * When the answer must be back (ms, Date.now's clock): the request's own clock (the tutor
   * starts it when the request arrives). Default: RETRIEVAL_BUDGET_MS from now.
   */
  deadline?: number;
}

/** Retrieval's share of a tutor request (the model call gets the rest of its 25 s). */
export const RETRIEVAL_BUDGET_MS = 8_000;

const embedders = new WeakMap<object, Embedder | null>();
// A question is one request with its own time box: it waits on no local quota.
const embedderOf = (ctx: Ctx) => {
  if (!embedders.has(ctx.deps.config)) embedders.set(ctx.deps.config, embedderFor(ctx.deps.config, { quota: unmetered }) ?? null);
  return embedders.get(ctx.deps.config) ?? undefined;
};

const view = (c: CorpusChunk): RetrievedChunk => ({ sourceId: c.sourceId, chunkId: c.chunkId, text: c.text, ...(c.page !== undefined ? { page: c.page } : {}), title: c.title });

/** Each source's first chunks, taken in turns (source order), until k: one item read per source. */
async function opening(ctx: Ctx, rows: SourceRow[], k: number): Promise<RetrievedChunk[]> {
  const firsts = await Promise.all(rows.map(async (row) => (await chunksInRange(ctx, row.sourceId, row.itemStarts, 0, k, false)).map((c) => toCorpusChunk(row, c))));
  const out: RetrievedChunk[] = [];
  for (let round = 0; out.length < k && firsts.some((list) => list.length > round); round++) {
    for (const list of firsts) if (list[round] && out.length < k) out.push(view(list[round]!));
  }
  return out;
}

/** The question's vector, or undefined when it could not be had within its few seconds. */
async function queryVector(ctx: Ctx, embedder: Embedder, q: string, deadline: number): Promise<number[] | undefined> {
  const box = Math.max(1, Math.floor(Math.min(ctx.deps.config.embeddings.queryMs, deadline - Date.now())));
  try {
    const [vector] = await embedder.embed([q], { signal: AbortSignal.timeout(box), once: true });
    return vector;
  } catch (err) {
    ctx.deps.log.warn('query not embedded; keyword search instead', { errorName: (err as Error)?.name });
    return undefined;
  }
}

/**
 * THE retrieval interface (N5; the tutor's study context calls it, GET …/search exposes it).
 *
 * `retrieve(ctx, pageRef, query, k)` → `{ mode, chunks: [{ sourceId, chunkId, text, page?, title }] }`
 * over the READY sources of the page (id or exact title) and its ancestors, at most `k`:
 * - `vector`: cosine against the stored vectors of the CURRENT embedding model, when every
 *   source in scope has them and the query was embedded within NOTEBOOK_QUERY_EMBED_MS;
 * - else `keyword`: BM25 (minisearch) with accent and case folding, when any term matches;
 * - else `opening`: each source's first chunks in turn (also for an empty query).
 * Ties break by source (creation order) then position, so the same call answers the same.
 * Nothing is held per instance (with N warm instances a cache hit 1/N of the time): each
 * question streams the vectors from S3 into a top-k (corpus.ts caps the bytes) and reads the
 * text of the k it keeps. Another user's page: NOT_FOUND.
 */
export async function retrieve(ctx: Ctx, pageRef: string, query: string, k = 6, opts: RetrieveOptions = {}): Promise<Retrieval> {
  const deadline = opts.deadline ?? Date.now() + RETRIEVAL_BUDGET_MS;
  const { page, pages } = await resolvePage(ctx, pageRef);
  const rows = await readySources(ctx, [page.pageId, ...ancestorsOf(pages, page.pageId).map((p) => p.pageId)]);
  const q = query.trim();
  if (!q || !rows.length) return { mode: 'opening', chunks: await opening(ctx, rows, k) };
  const embedder = embedderOf(ctx);
  if (embedder && allEmbedded(rows, embedder.model)) {
    const vector = await queryVector(ctx, embedder, q, deadline);
    const scanned = vector ? await vectorTopK(ctx, rows, vector, k, deadline).catch(() => undefined) : undefined;
    if (scanned && !scanned.complete) ctx.deps.log.warn('vector scan stopped at its cap or deadline', { bytes: scanned.bytes });
    if (scanned?.top.length) return { mode: 'vector', chunks: (await chunksOf(ctx, rows, scanned.top)).map(view) };
  }
  const loaded = await loadTexts(ctx, rows);
  if (!loaded.complete) ctx.deps.log.warn('keyword search over the first sources only (text cap)', { chunks: loaded.chunks.length });
  const top = new TopK(k);
  for (const s of keywordScores(loaded, q)) top.offer(s);
  if (!top.items.length) return { mode: 'opening', chunks: await opening(ctx, rows, k) };
  const byKey = new Map(loaded.chunks.map((c, i) => [`${loaded.sources[i]}:${c.index}`, c]));
  return { mode: 'keyword', chunks: [...top.items].sort(better).map((s: Scored) => view(byKey.get(`${s.source}:${s.index}`)!)) };
}

/** GET /notebook/pages/{id}/search?q= (CONTRACT): the same retrieval, as `items`. */
export const searchSources = command(SearchSourcesInput, async (ctx: Ctx, { page, q, k }) => {
  const { mode, chunks } = await retrieve(ctx, page, q, k);
  return { mode, items: chunks };
});
