import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Deps } from '../context';

const clients = new WeakMap<object, S3Client>();

/**
 * One S3 client per configuration (composition root), shared by exports and sources. A local
 * endpoint (fauxqs) takes path-style URLs and the run's local credentials; on AWS the function's role
 * signs. Checksums only when S3 requires them: a presigned PUT must not carry a checksum of an
 * empty body the browser's upload would then fail.
 */
export function s3(deps: Deps): S3Client {
  let c = clients.get(deps.config);
  if (!c) {
    const { endpoint } = deps.config.storage;
    c = new S3Client({
      region: deps.config.db.region,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(endpoint ? { endpoint, forcePathStyle: true, credentials: deps.config.localStores } : {}),
    });
    clients.set(deps.config, c);
  }
  return c;
}

function bucket(deps: Deps): string {
  const name = deps.config.storage.sourcesBucket;
  if (!name) throw new Error('SOURCES_BUCKET is not configured');
  return name;
}

/**
 * A PUT URL for exactly `bytes` bytes of `contentType`: both are signed headers, so S3 refuses
 * a body of any other size (the size condition) or type. The upload never passes through us.
 */
export async function presignPut(deps: Deps, key: string, bytes: number, contentType: string, ttlS: number) {
  const command = new PutObjectCommand({ Bucket: bucket(deps), Key: key, ContentLength: bytes, ContentType: contentType });
  const url = await getSignedUrl(s3(deps), command, { expiresIn: ttlS, signableHeaders: new Set(['content-length', 'content-type']) });
  return { url, headers: { 'Content-Type': contentType, 'Content-Length': String(bytes) } };
}

/** The object's bytes, or undefined when there is none; refuses (without reading) one over `maxBytes`. */
export async function readObject(deps: Deps, key: string, maxBytes: number): Promise<{ bytes: Uint8Array } | { tooLarge: number } | undefined> {
  try {
    const res = await s3(deps).send(new GetObjectCommand({ Bucket: bucket(deps), Key: key }));
    if ((res.ContentLength ?? 0) > maxBytes) {
      (res.Body as { destroy?: () => void } | undefined)?.destroy?.();
      return { tooLarge: res.ContentLength ?? 0 };
    }
    return { bytes: (await res.Body?.transformToByteArray()) ?? new Uint8Array() };
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw err;
  }
}

export async function copyObject(deps: Deps, from: string, to: string): Promise<void> {
  const b = bucket(deps);
  await s3(deps).send(new CopyObjectCommand({ Bucket: b, Key: to, CopySource: `${b}/${encodeURIComponent(from).replace(/%2F/g, '/')}` }));
}

/** CopyObject within one of the app's buckets (a finished export gets its own date: export-run.ts). */
export async function copyKeyIn(deps: Deps, Bucket: string, from: string, to: string): Promise<void> {
  await s3(deps).send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURIComponent(from).replace(/%2F/g, '/')}` }));
}

/** Delete these keys (missing ones are fine), 1000 per call as S3 allows. */
export async function deleteObjects(deps: Deps, keys: string[]): Promise<void> {
  // Without a bucket no file could ever have been stored (no upload URL is handed out).
  if (!keys.length || !deps.config.storage.sourcesBucket) return;
  await deleteKeysIn(deps, bucket(deps), keys);
}

/** `deleteObjects` in any of the app's buckets (the exports' too). */
export async function deleteKeysIn(deps: Deps, Bucket: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const res = await s3(deps).send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
    if (res.Errors?.length) throw new Error(`S3 kept ${res.Errors.length} objects it was asked to delete`);
  }
}

/** Every object under `prefix`, a page (up to 1000) at a time. */
export async function* listObjects(deps: Deps, Bucket: string, Prefix: string): AsyncGenerator<{ key: string; lastModified: Date }[]> {
  let ContinuationToken: string | undefined;
  do {
    const res = await s3(deps).send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    yield (res.Contents ?? []).map((o) => ({ key: o.Key!, lastModified: o.LastModified ?? new Date(0) }));
    ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** Write one object of the sources bucket (the notebook's vector segments). */
export async function putObject(deps: Deps, key: string, body: Uint8Array, contentType = 'application/octet-stream'): Promise<void> {
  await s3(deps).send(new PutObjectCommand({ Bucket: bucket(deps), Key: key, Body: body, ContentType: contentType }));
}

/**
 * Delete every object of the sources bucket under `prefix`, a listing page (≤ 1,000) at a
 * time. With `stopAt` (ms, Date.now's clock) it stops between pages once the time has come and
 * answers false: what is left is still listed by the next call, so the caller just calls again.
 */
export async function deletePrefix(deps: Deps, prefix: string, stopAt?: number, Bucket?: string): Promise<boolean> {
  const b = Bucket ?? (deps.config.storage.sourcesBucket ? bucket(deps) : undefined);
  if (!b) return true;
  for await (const page of listObjects(deps, b, prefix)) {
    await deleteKeysIn(deps, b, page.map((o) => o.key));
    // Out of time after deleting something: stop. A page with nothing in it was the last.
    if (page.length && stopAt !== undefined && Date.now() >= stopAt) return false;
  }
  return true;
}
