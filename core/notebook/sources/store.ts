import type { Ctx } from '../../context';
import { deleteKeys } from '../../users/partition';
import { CONSISTENT, type TxItem } from '../../util/tx';
import type { Chunk } from './chunk';
import { Chunks, SourceTexts } from './entity';

type Key = { pk: string; sk: string };
/** Well under DynamoDB's 400 KB per item, counting attribute names and the list's overhead. */
const ITEM_BYTES = 300_000;
/**
 * Chunk items are smaller (issue 33): each is one transactional write of ~2 units a KB into the
 * person's partition, and a 96 KB item (~190 units) spread at PARTITION_WRITE_UNITS_PER_S keeps
 * any one second to a few hundred units (a 300 KB item alone was ~590); a question reads the
 * item of each passage it keeps, so smaller items are also cheaper reads.
 */
const CHUNK_ITEM_BYTES = 96_000;

/** Chunks grouped into items by size, in order. */
export function packChunks(chunks: Chunk[]): Chunk[][] {
  const items: Chunk[][] = [];
  let size = CHUNK_ITEM_BYTES;
  for (const c of chunks) {
    const bytes = Buffer.byteLength(c.text) + 40;
    if (size + bytes > CHUNK_ITEM_BYTES) {
      items.push([]);
      size = 0;
    }
    items.at(-1)!.push(c);
    size += bytes;
  }
  return items;
}

/**
 * Write a source's chunks at their fixed keys: a second run overwrites the first. `write` puts
 * each item (the worker's makes every one conditional on its claim, claim.ts), `pace` spreads
 * them under the partition's write rate (pace.ts). Answers how many items, and the chunk index
 * each item starts at (so a range of chunks is read without reading the rest).
 */
export async function writeChunks(
  ctx: Ctx,
  sourceId: string,
  chunks: Chunk[],
  write: (put: TxItem) => Promise<void>,
  pace: (bytes: number) => Promise<void> = async () => undefined,
): Promise<{ chunkItems: number; itemStarts: number[] }> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const packed = packChunks(chunks);
  for (let item = 0; item < packed.length; item++) {
    const data = packed[item]!.map((c) => ({ i: c.index, o: c.offset, t: c.text, ...(c.page !== undefined ? { p: c.page } : {}) }));
    await pace(packed[item]!.reduce((n, c) => n + Buffer.byteLength(c.text) + 40, 0));
    await write({ Put: Chunks(db).put({ userId, sourceId, item, chunks: data }).params() });
  }
  return { chunkItems: packed.length, itemStarts: packed.map((p) => p[0]!.index) };
}

interface Keep {
  chunkItems: number;
  keepText: boolean;
}

async function keysBeyond(ctx: Ctx, sourceId: string, keep: Keep): Promise<Key[]> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const opts = { pages: 'all', attributes: ['item'], ...CONSISTENT } as const;
  const [chunks, texts] = await Promise.all([
    Chunks(db).query.primary({ userId, sourceId }).go(opts),
    keep.keepText ? { data: [] } : SourceTexts(db).query.primary({ userId, sourceId }).go({ pages: 'all', attributes: ['part'], ...CONSISTENT }),
  ]);
  return [
    ...chunks.data.filter((c) => c.item! >= keep.chunkItems).map((c) => Chunks(db).delete({ userId, sourceId, item: c.item! }).params().Key as Key),
    ...texts.data.map((t) => SourceTexts(db).delete({ userId, sourceId, part: t.part! }).params().Key as Key),
  ];
}

/**
 * After a read is stored (its READY written under its claim, after which no read can write
 * again — READY is never claimed): items beyond what it wrote (a longer earlier read), vector
 * and the text it was read from go.
 */
export async function trimChunks(ctx: Ctx, sourceId: string, wrote: { chunkItems: number }): Promise<void> {
  await deleteKeys(ctx.deps.db, await keysBeyond(ctx, sourceId, { chunkItems: wrote.chunkItems, keepText: false }));
}

/** Everything stored in the table for a source but its row: chunks, the text waiting to be read (its vectors are in S3). */
export async function deleteSourceData(ctx: Ctx, sourceId: string): Promise<void> {
  await deleteKeys(ctx.deps.db, await keysBeyond(ctx, sourceId, { chunkItems: 0, keepText: false }));
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

export interface StoredChunk {
  i: number;
  o: number;
  t: string;
  p?: number;
}

/** The chunk items holding chunks [from, to): by the items' start indexes when known, else all of them. */
export async function chunksInRange(ctx: Ctx, sourceId: string, itemStarts: number[] | undefined, from: number, to: number, consistent = true): Promise<StoredChunk[]> {
  const userId = ctx.actor.userId;
  const items: number[] = [];
  if (itemStarts?.length) {
    for (let item = 0; item < itemStarts.length; item++) {
      const start = itemStarts[item]!;
      const end = itemStarts[item + 1] ?? Infinity;
      if (start < to && end > from) items.push(item);
    }
  }
  const rows = itemStarts?.length
    ? await Promise.all(items.map(async (item) => (await Chunks(ctx.deps.db).get({ userId, sourceId, item }).go(consistent ? CONSISTENT : {})).data))
    : (await Chunks(ctx.deps.db).query.primary({ userId, sourceId }).go({ pages: 'all', ...(consistent ? CONSISTENT : {}) })).data;
  return rows
    .flatMap((r) => ((r?.chunks ?? []) as StoredChunk[]))
    .filter((c) => c.i >= from && c.i < to)
    .sort((a, b) => a.i - b.i);
}
