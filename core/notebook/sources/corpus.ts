import type { Ctx } from '../../context';
import { CONSISTENT } from '../../util/tx';
import { Chunks, PageSources, Vectors, type SourceRow } from './entity';
import { chunkId } from './ids';
import { keywordIndex } from './keyword';
import { pageSourceRows } from './rows';
import { decodeVectors } from './store';

export interface CorpusChunk {
  sourceId: string;
  chunkId: string;
  index: number;
  text: string;
  page?: number;
  title: string;
}

/** What retrieval scans: the READY chunks of a page and its ancestors, in source then chunk order. */
export interface Corpus {
  chunks: CorpusChunk[];
  /** One unit vector per chunk, when EVERY chunk has one from `model`; else none (keyword mode). */
  vectors?: Float32Array[];
  model?: string;
  bytes: number;
  search(query: string): { id: number; score: number }[];
}

interface StoredChunk {
  i: number;
  o: number;
  t: string;
  p?: number;
}

const unit = (v: Float32Array) => {
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
};

async function sourceChunks(ctx: Ctx, row: SourceRow, model: string | undefined) {
  const userId = ctx.actor.userId;
  const [items, vecItems] = await Promise.all([
    Chunks(ctx.deps.db).query.primary({ userId, sourceId: row.sourceId }).go({ pages: 'all' }),
    model && row.vectorModel === model ? Vectors(ctx.deps.db).query.primary({ userId, sourceId: row.sourceId }).go({ pages: 'all' }) : Promise.resolve({ data: [] }),
  ]);
  // Items beyond the READY count are a longer earlier read not yet trimmed: never read them.
  const stored = items.data.filter((c) => c.item < (row.chunkItems ?? Infinity)).flatMap((c) => c.chunks as StoredChunk[]).sort((a, b) => a.i - b.i);
  const chunks: CorpusChunk[] = stored.map((c) => ({ sourceId: row.sourceId, chunkId: chunkId(row.sourceId, c.i), index: c.i, text: c.t, ...(c.p !== undefined ? { page: c.p } : {}), title: row.title }));
  const vectors: Float32Array[] = [];
  for (const v of vecItems.data.filter((v) => v.model === model && v.item < (row.vectorItems ?? 0)).sort((a, b) => a.first - b.first)) {
    vectors.push(...decodeVectors(v.data as Uint8Array, v.dims).map(unit));
  }
  return { chunks, vectors: vectors.length === chunks.length ? vectors : undefined };
}

/** The scope's source versions: any change to any of its pages' sources gives a new key. */
export async function scopeVersion(ctx: Ctx, pageIds: string[]): Promise<string> {
  const rows = await Promise.all(pageIds.map((pageId) => PageSources(ctx.deps.db).get({ userId: ctx.actor.userId, pageId }).go(CONSISTENT)));
  return pageIds.map((id, i) => `${id}:${rows[i]!.data?.version ?? 0}`).join(',');
}

export async function loadCorpus(ctx: Ctx, pageIds: string[], model: string | undefined): Promise<Corpus> {
  const rows = (await Promise.all(pageIds.map((id) => pageSourceRows(ctx, id)))).flat().filter((r) => r.status === 'READY');
  rows.sort((a, b) => (a.sourceId < b.sourceId ? -1 : 1));
  const parts = await Promise.all(rows.map((r) => sourceChunks(ctx, r, model)));
  const chunks = parts.flatMap((p) => p.chunks);
  const withVectors = model !== undefined && chunks.length > 0 && parts.every((p) => p.vectors);
  const vectors = withVectors ? parts.flatMap((p) => p.vectors!) : undefined;
  let search: Corpus['search'] | undefined;
  return {
    chunks,
    ...(vectors ? { vectors, model } : {}),
    bytes: chunks.reduce((n, c) => n + c.text.length * 2 + 200, 0) + (vectors?.reduce((n, v) => n + v.byteLength, 0) ?? 0),
    // Built on first use: a page answered by vectors never pays for the keyword index.
    search: (query) => (search ??= keywordIndex(chunks.map((c, id) => ({ id, text: c.text }))))(query),
  };
}
