import type { Ctx } from '../../context';
import { command } from '../../util/fn';
import { resolvePage } from '../naming';
import { ancestorsOf } from '../tree';
import { loadCorpus, scopeVersion, type Corpus, type CorpusChunk } from './corpus';
import { embedderFor, type Embedder } from './embed';
import { SearchSourcesInput } from './schema';

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

/** Per instance, bounded by bytes (a 3,000-chunk page with 1024-float vectors is ~15 MB). */
const CACHE_BYTES = 96 * 1024 * 1024;
const cache = new Map<string, Promise<Corpus>>();
const sizes = new Map<string, number>();

function remember(key: string, load: () => Promise<Corpus>): Promise<Corpus> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const loading = load().then(
    (corpus) => {
      sizes.set(key, corpus.bytes);
      let total = [...sizes.values()].reduce((a, b) => a + b, 0);
      for (const old of cache.keys()) {
        if (total <= CACHE_BYTES || old === key) break;
        total -= sizes.get(old) ?? 0;
        cache.delete(old);
        sizes.delete(old);
      }
      return corpus;
    },
    (err) => {
      cache.delete(key);
      throw err;
    },
  );
  cache.set(key, loading);
  return loading;
}

const embedders = new WeakMap<object, Embedder | null>();
const embedderOf = (ctx: Ctx) => {
  if (!embedders.has(ctx.deps.config)) embedders.set(ctx.deps.config, embedderFor(ctx.deps.config) ?? null);
  return embedders.get(ctx.deps.config) ?? undefined;
};

type Scored = { id: number; score: number };

/** Best first; equal scores by source (creation order), then position in the source: the same answer every time. */
function top(corpus: Corpus, scored: Scored[], k: number): RetrievedChunk[] {
  const chunks = corpus.chunks;
  return scored
    .sort((a, b) => b.score - a.score || (chunks[a.id]!.sourceId < chunks[b.id]!.sourceId ? -1 : chunks[a.id]!.sourceId > chunks[b.id]!.sourceId ? 1 : 0) || chunks[a.id]!.index - chunks[b.id]!.index)
    .slice(0, k)
    .map((s) => view(chunks[s.id]!));
}

const view = (c: CorpusChunk): RetrievedChunk => ({ sourceId: c.sourceId, chunkId: c.chunkId, text: c.text, ...(c.page !== undefined ? { page: c.page } : {}), title: c.title });

function cosine(corpus: Corpus, query: number[]): Scored[] {
  const norm = Math.hypot(...query) || 1;
  return corpus.vectors!.map((v, id) => {
    let dot = 0;
    for (let i = 0; i < v.length; i++) dot += v[i]! * query[i]!;
    return { id, score: dot / norm };
  });
}

/** Each source's first chunks, taken in turns (source order), until k. */
function opening(corpus: Corpus, k: number): RetrievedChunk[] {
  const bySource = new Map<string, CorpusChunk[]>();
  for (const c of corpus.chunks) bySource.set(c.sourceId, [...(bySource.get(c.sourceId) ?? []), c]);
  const out: RetrievedChunk[] = [];
  for (let round = 0; out.length < k && [...bySource.values()].some((list) => list.length > round); round++) {
    for (const list of bySource.values()) if (list[round] && out.length < k) out.push(view(list[round]!));
  }
  return out;
}

/**
 * THE retrieval interface (N5; the tutor's study context calls it, GET …/search exposes it).
 *
 * `retrieve(ctx, pageRef, query, k)` → `{ mode, chunks: [{ sourceId, chunkId, text, page?, title }] }`
 * over the READY sources of the page (id or exact title) and its ancestors, at most `k`:
 * - `vector`: cosine against the stored vectors of the CURRENT embedding model, when every
 *   chunk in scope has one and the query could be embedded;
 * - else `keyword`: BM25 (minisearch) with accent and case folding, when any term matches;
 * - else `opening`: each source's first chunks in turn (also for an empty query).
 * Ties break by source (creation order) then position, so the same call answers the same.
 * The scan runs in the app over a per-instance cache keyed by the scope's source versions
 * (any add, read, failure or delete changes the key); DynamoDB's own vector index is the
 * scale path behind this same signature. Another user's page: NOT_FOUND.
 */
export async function retrieve(ctx: Ctx, pageRef: string, query: string, k = 6): Promise<Retrieval> {
  const { page, pages } = await resolvePage(ctx, pageRef);
  const scope = [page.pageId, ...ancestorsOf(pages, page.pageId).map((p) => p.pageId)];
  const embedder = embedderOf(ctx);
  const model = embedder?.model;
  const key = `${ctx.actor.userId}|${model ?? '-'}|${await scopeVersion(ctx, scope)}`;
  const corpus = await remember(key, () => loadCorpus(ctx, scope, model));
  const q = query.trim();
  if (!q || !corpus.chunks.length) return { mode: 'opening', chunks: opening(corpus, k) };
  if (embedder && corpus.vectors) {
    try {
      const [vector] = await embedder.embed([q]);
      if (vector && vector.length === corpus.vectors[0]!.length) return { mode: 'vector', chunks: top(corpus, cosine(corpus, vector), k) };
    } catch (err) {
      ctx.deps.log.warn('query not embedded; keyword search instead', { errorName: (err as Error)?.name });
    }
  }
  const found = corpus.search(q);
  if (found.length) return { mode: 'keyword', chunks: top(corpus, found, k) };
  return { mode: 'opening', chunks: opening(corpus, k) };
}

/** GET /notebook/pages/{id}/search?q= (CONTRACT): the same retrieval, as `items`. */
export const searchSources = command(SearchSourcesInput, async (ctx: Ctx, { page, q, k }) => {
  const { mode, chunks } = await retrieve(ctx, page, q, k);
  return { mode, items: chunks };
});

/** For tests and the bench: forget every cached corpus. */
export function clearRetrievalCache(): void {
  cache.clear();
  sizes.clear();
}
