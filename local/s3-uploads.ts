import type { buildApp } from 'fauxqs';
import { MAX_PDF_BYTES } from '../core/notebook/sources/limits';

type Fauxqs = ReturnType<typeof buildApp>;

/** The S3 operations' body cap: an upload of the largest PDF a source may be, and a little more. */
const UPLOAD_LIMIT = MAX_PDF_BYTES + 1024 * 1024;

/**
 * fauxqs as the notebook's S3, made to take a body as large as a PDF source may be (its own cap
 * is 11 MiB). Presigned PUTs are checked as S3 checks them — the signature with its signed
 * Content-Length (the size condition) and type, and the expiry — by signed-only.ts, which
 * checks every request. Call before `listen`.
 */
export function s3LikeUploads(app: Fauxqs): void {
  app.removeContentTypeParser('*');
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req: unknown, body: Buffer, done: (err: Error | null, body?: Buffer) => void) => done(null, body));
}
