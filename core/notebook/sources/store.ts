import type { Ctx } from '../../context';
import { deleteKeys } from '../../users/partition';
import { CONSISTENT, type TxItem } from '../../util/tx';
import type { Chunk } from './chunk';
import { Chunks, SourceTexts, Vectors } from './entity';

type Key = { pk: string; sk: string };
/** Well under DynamoDB's 400 KB per item, counting attribute names and the list's overhead. */
const ITEM_BYTES = 300_000;

/** Chunks grouped into items by size, in order. */
export function packChunks(chunks: Chunk[]): Chunk[][] {
  const items: Chunk[][] = [];
  let size = ITEM_BYTES;
  for (const c of chunks) {
    const bytes = Buffer.byteLength(c.text) + 40;
    if (size + bytes > ITEM_BYTES) {
      items.push([]);
      size = 0;
    }
    items.at(-1)!.push(c);
    size += bytes;
  }
  return items;
}

export const vectorsPerItem = (dims: number) => Math.max(1, Math.floor(ITEM_BYTES / (dims * 4)));

/** float32, little-endian, one vector after another: 4 bytes a number instead of a dozen as text. */
export function encodeVectors(vectors: number[][]): Uint8Array {
  const out = new Float32Array(vectors.reduce((n, v) => n + v.length, 0));
  let at = 0;
  for (const v of vectors) {
    out.set(v, at);
    at += v.length;
  }
  return new Uint8Array(out.buffer);
}

export function decodeVectors(data: Uint8Array, dims: number): Float32Array[] {
  // Copy: DynamoDB's buffer may not be 4-byte aligned for a Float32Array view.
  const floats = new Float32Array(new Uint8Array(data).buffer);
  const out: Float32Array[] = [];
  for (let at = 0; at + dims <= floats.length; at += dims) out.push(floats.subarray(at, at + dims));
  return out;
}

/**
 * Write a source's chunks (and vectors) at their fixed keys: a second run overwrites the first.
 * `write` puts each item; the worker's makes every one conditional on its claim (claim.ts).
 */
export async function writeChunks(
  ctx: Ctx,
  sourceId: string,
  chunks: Chunk[],
  vectors: { model: string; values: number[][] } | undefined,
  write: (put: TxItem) => Promise<void>,
): Promise<{ chunkItems: number; vectorItems: number }> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const packed = packChunks(chunks);
  for (let item = 0; item < packed.length; item++) {
    const data = packed[item]!.map((c) => ({ i: c.index, o: c.offset, t: c.text, ...(c.page !== undefined ? { p: c.page } : {}) }));
    await write({ Put: Chunks(db).put({ userId, sourceId, item, chunks: data }).params() });
  }
  let vectorItems = 0;
  if (vectors?.values.length) {
    const dims = vectors.values[0]!.length;
    const per = vectorsPerItem(dims);
    for (let first = 0; first < vectors.values.length; first += per, vectorItems++) {
      const data = encodeVectors(vectors.values.slice(first, first + per));
      await write({ Put: Vectors(db).put({ userId, sourceId, item: vectorItems, model: vectors.model, dims, first, data }).params() });
    }
  }
  return { chunkItems: packed.length, vectorItems };
}

interface Keep {
  chunkItems: number;
  vectorItems: number;
  keepText: boolean;
}

async function keysBeyond(ctx: Ctx, sourceId: string, keep: Keep): Promise<Key[]> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const opts = { pages: 'all', attributes: ['item'], ...CONSISTENT } as const;
  const [chunks, vectors, texts] = await Promise.all([
    Chunks(db).query.primary({ userId, sourceId }).go(opts),
    Vectors(db).query.primary({ userId, sourceId }).go(opts),
    keep.keepText ? { data: [] } : SourceTexts(db).query.primary({ userId, sourceId }).go({ pages: 'all', attributes: ['part'], ...CONSISTENT }),
  ]);
  return [
    ...chunks.data.filter((c) => c.item! >= keep.chunkItems).map((c) => Chunks(db).delete({ userId, sourceId, item: c.item! }).params().Key as Key),
    ...vectors.data.filter((v) => v.item! >= keep.vectorItems).map((v) => Vectors(db).delete({ userId, sourceId, item: v.item! }).params().Key as Key),
    ...texts.data.map((t) => SourceTexts(db).delete({ userId, sourceId, part: t.part! }).params().Key as Key),
  ];
}

/**
 * After a read is stored (its READY written under its claim, after which no read can write
 * again — READY is never claimed): items beyond what it wrote (a longer earlier read, vectors of a run
 * that had them) and the text it was read from go.
 */
export async function trimChunks(ctx: Ctx, sourceId: string, wrote: { chunkItems: number; vectorItems: number }): Promise<void> {
  await deleteKeys(ctx.deps.db, await keysBeyond(ctx, sourceId, { ...wrote, keepText: false }));
}

/** Everything stored for a source but its row: chunks, vectors, the text waiting to be read. */
export async function deleteSourceData(ctx: Ctx, sourceId: string): Promise<void> {
  await deleteKeys(ctx.deps.db, await keysBeyond(ctx, sourceId, { chunkItems: 0, vectorItems: 0, keepText: false }));
}

/** A TEXT source's words in parts that fit an item, by UTF-8 bytes (200,000 characters may be 800 KB). */
export function textParts(text: string, maxBytes = ITEM_BYTES): string[] {
  const parts: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lowSurrogate = code >= 0xdc00 && code <= 0xdfff;
    // A surrogate pair is 4 bytes in UTF-8: 2 per half. Never split between the halves.
    const b = code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
    if (bytes + b > maxBytes && !lowSurrogate) {
      parts.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += b;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}

export async function readText(ctx: Ctx, sourceId: string): Promise<string | undefined> {
  const res = await SourceTexts(ctx.deps.db).query.primary({ userId: ctx.actor.userId, sourceId }).go({ pages: 'all', ...CONSISTENT });
  if (!res.data.length) return undefined;
  return res.data.sort((a, b) => a.part - b.part).map((p) => p.text).join('');
}
