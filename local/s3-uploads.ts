import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { buildApp } from 'fauxqs';
import { MAX_PDF_BYTES } from '../core/notebook/sources/limits';

type Fauxqs = ReturnType<typeof buildApp>;

/** The S3 operations' body cap: an upload of the largest PDF a source may be, and a little more. */
const UPLOAD_LIMIT = MAX_PDF_BYTES + 1024 * 1024;

function signingDate(amzDate: string): Date {
  const d = amzDate;
  return new Date(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}Z`);
}

/** What S3 would answer: the signature recomputed from the request as it arrived. */
async function presignedPutMatches(url: URL, headers: Record<string, string | string[] | undefined>): Promise<boolean> {
  const q = url.searchParams;
  const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter((h) => h !== 'host');
  const [, bucket, ...key] = url.pathname.split('/');
  const header = (name: string) => (Array.isArray(headers[name]) ? headers[name][0] : headers[name]);
  const signer = new S3Client({ endpoint: `${url.protocol}//${url.host}`, region: 'us-east-1', forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: decodeURIComponent(key.join('/')),
      ...(signed.includes('content-length') ? { ContentLength: Number(header('content-length')) } : {}),
      ...(signed.includes('content-type') ? { ContentType: header('content-type') } : {}),
    });
    const again = new URL(await getSignedUrl(signer, command, { expiresIn: Number(q.get('X-Amz-Expires')), signingDate: signingDate(q.get('X-Amz-Date') ?? ''), signableHeaders: new Set(signed) }));
    return again.searchParams.get('X-Amz-Signature') === q.get('X-Amz-Signature');
  } finally {
    signer.destroy();
  }
}

/**
 * fauxqs as the notebook's S3, made to behave like S3 where the product relies on it: a body
 * as large as a PDF source may be (its own cap is 11 MiB), and presigned PUTs checked — the
 * signature, with its signed Content-Length (the size condition) and type, and the expiry —
 * so a local upload of the wrong size or after its time is refused as S3 would refuse it.
 * Call before `listen`.
 */
export function s3LikeUploads(app: Fauxqs): void {
  app.removeContentTypeParser('*');
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req: unknown, body: Buffer, done: (err: Error | null, body?: Buffer) => void) => done(null, body));
  type Req = { method: string; url: string; headers: Record<string, string | string[] | undefined> };
  type Reply = { code(n: number): Reply; header(k: string, v: string): Reply; send(body: string): Promise<unknown> | Reply };
  app.addHook('onRequest', async (req: Req, reply: Reply) => {
    const url = new URL(req.url, `http://${req.headers.host ?? '127.0.0.1'}`);
    if (req.method !== 'PUT' || !url.searchParams.has('X-Amz-Signature')) return;
    const expires = signingDate(url.searchParams.get('X-Amz-Date') ?? '').getTime() + Number(url.searchParams.get('X-Amz-Expires')) * 1000;
    const problem = !(expires > Date.now()) ? 'AccessDenied' : !(await presignedPutMatches(url, req.headers)) ? 'SignatureDoesNotMatch' : undefined;
    if (problem) {
      await reply.code(403).header('content-type', 'application/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem}</Code><Message>${problem === 'AccessDenied' ? 'Request has expired' : 'The request signature we calculated does not match the signature you provided.'}</Message></Error>`);
    }
  });
}
