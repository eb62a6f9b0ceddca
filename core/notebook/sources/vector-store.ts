import type { Deps } from '../../context';
import { putObject, readObject } from '../../storage/s3';

/**
 * A source's vectors live in the sources bucket, beside its PDF, not in the table (issue 33):
 * a 3,000-chunk textbook's 12 MB of float32 cost ~24,000 write units as 300 KB items in the
 * person's own partition (their chat and checks throttled meanwhile) and ~20x S3's storage.
 * One object per SEGMENT_CHUNKS chunks: float32 little-endian, behind a small header naming the
 * model, the width and the chunk range (chunk ids are `<source>.<index>`, so the range IS the
 * ids). A question streams a source's segments one after another into its top-k; the worker
 * rewrites only the segment it is filling.
 */
export const SEGMENT_CHUNKS = 256;
const MAGIC = 0x43455642; // "BVEC"
const HEADER = 20;
/** Largest segment there can be: 256 vectors of 4,096 floats, with its header. */
const MAX_SEGMENT_BYTES = SEGMENT_CHUNKS * 4096 * 4 + 1024;

export const sourcePrefix = (userId: string, sourceId: string) => `sources/${userId}/${sourceId}/`;
export const vectorKey = (userId: string, sourceId: string, segment: number) => `${sourcePrefix(userId, sourceId)}vectors/${String(segment).padStart(5, '0')}.f32`;
export const segmentCount = (chunks: number) => Math.ceil(chunks / SEGMENT_CHUNKS);

export interface Segment {
  model: string;
  dims: number;
  /** The chunk index of the first vector. */
  first: number;
  count: number;
  /** count × dims floats, one vector after another. */
  data: Float32Array;
}

export function encodeSegment(model: string, first: number, vectors: ArrayLike<number>[], dims = vectors[0]?.length ?? 0): Uint8Array {
  const name = Buffer.from(model, 'utf8');
  const pad = (4 - ((HEADER + name.length) % 4)) % 4;
  const dataAt = HEADER + name.length + pad;
  const out = Buffer.alloc(dataAt + vectors.length * dims * 4);
  out.writeUInt32LE(MAGIC, 0);
  out.writeUInt32LE(dims, 4);
  out.writeUInt32LE(first, 8);
  out.writeUInt32LE(vectors.length, 12);
  out.writeUInt32LE(name.length, 16);
  name.copy(out, HEADER);
  let at = dataAt;
  for (const v of vectors) {
    for (let i = 0; i < dims; i++, at += 4) out.writeFloatLE(v[i]!, at);
  }
  return out;
}

/** The segment in `bytes`, or undefined when they are not one (a torn or foreign object). */
export function decodeSegment(bytes: Uint8Array): Segment | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < HEADER || buf.readUInt32LE(0) !== MAGIC) return undefined;
  const dims = buf.readUInt32LE(4);
  const first = buf.readUInt32LE(8);
  const count = buf.readUInt32LE(12);
  const nameLength = buf.readUInt32LE(16);
  const dataAt = HEADER + nameLength + ((4 - ((HEADER + nameLength) % 4)) % 4);
  if (!dims || buf.length !== dataAt + count * dims * 4) return undefined;
  // Copied into its own aligned buffer: a view needs a 4-byte aligned offset the SDK does not promise.
  const data = new Float32Array(count * dims);
  new Uint8Array(data.buffer).set(buf.subarray(dataAt));
  return { model: buf.toString('utf8', HEADER, HEADER + nameLength), dims, first, count, data };
}

export async function writeSegment(deps: Deps, key: string, bytes: Uint8Array): Promise<void> {
  await putObject(deps, key, bytes);
}

/** The segment stored at `key`, or undefined when there is none (or it is not one). */
export async function readSegment(deps: Deps, key: string): Promise<Segment | undefined> {
  const got = await readObject(deps, key, MAX_SEGMENT_BYTES);
  return got && 'bytes' in got ? decodeSegment(got.bytes) : undefined;
}
