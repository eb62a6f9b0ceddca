import type { buildApp } from 'fauxqs';
import { UPLOAD_URL_TTL_S } from '../core/notebook/sources/limits';

type Fauxqs = ReturnType<typeof buildApp>;
type Req = { method: string; headers: Record<string, string | string[] | undefined> };
type Reply = { code(n: number): Reply; header(k: string, v: string): Reply; send(body?: string): Promise<unknown> | Reply };

/** Browsers on this machine: the web client `npm start` serves (any port, any loopback spelling). */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * The sources bucket's CORS rule (stacks/Notebook.ts) for the local S3: the web client PUTs a
 * PDF from the person's browser to the presigned URL, a different origin from the page. As on
 * AWS: PUT only, the `content-type` header, `etag` readable. Origins are loopback only (fauxqs
 * listens on 127.0.0.1, so nothing else could reach it); the signature check stays in
 * signed-only.ts.
 */
export function s3LikeCors(app: Fauxqs): void {
  app.addHook('onRequest', async (req: Req, reply: Reply) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    if (!origin || !LOOPBACK_ORIGIN.test(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] === 'PUT') {
      await reply
        .code(204)
        .header('access-control-allow-methods', 'PUT')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', String(UPLOAD_URL_TTL_S))
        .send();
      return reply;
    }
    reply.header('access-control-expose-headers', 'etag');
  });
}
