import { createHash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import type { buildApp } from 'fauxqs';
import { verifySigV4, type LocalCredentials } from './sigv4-verify';

type Fauxqs = ReturnType<typeof buildApp>;
type Raw = { url?: string; originalUrl?: string; method?: string };
type Req = { method: string; headers: Record<string, string | string[] | undefined>; raw: Raw };
type Reply = { code(n: number): Reply; header(k: string, v: string): Reply; send(body: string): Promise<unknown> | Reply };

/** The payload hash each accepted request declared (and signed), for the body check below. */
const declared = new WeakMap<Raw, string>();

/**
 * fauxqs checks no signature at all, and every process on the machine can reach its loopback
 * port: an unsigned PUT once overwrote another user's PDF, and unsigned GET and List read them.
 * So, as on AWS, every request must be signed with this run's credentials (header auth, or a
 * presigned URL for the browser's upload and the export's download), or it is refused with 403
 * before fauxqs sees it. A signed body hash is checked against the bytes that arrive, so a
 * signature cannot be replayed with another body. The CORS preflight (s3-cors.ts, registered
 * first) carries no credentials by design and is answered before this runs.
 */
export function signedRequestsOnly(app: Fauxqs, creds: LocalCredentials): void {
  app.addHook('onRequest', async (req: Req, reply: Reply) => {
    const rawUrl = req.raw.originalUrl ?? req.raw.url ?? '/';
    const verdict = await verifySigV4({ method: req.method, rawUrl, headers: req.headers }, creds);
    if (verdict.ok) {
      declared.set(req.raw, verdict.payloadHash);
      return;
    }
    const json = String(req.headers['content-type'] ?? '').includes('x-amz-json');
    await reply
      .code(403)
      .header('content-type', json ? 'application/x-amz-json-1.0' : 'application/xml')
      .send(
        json
          ? JSON.stringify({ __type: `com.amazonaws.sqs#${verdict.code}`, message: verdict.message })
          : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`,
      );
    return reply;
  });
  app.addHook('preParsing', async (req: Req, _reply: unknown, payload: Readable) => {
    const hash = declared.get(req.raw);
    return hash && /^[0-9a-f]{64}$/.test(hash) ? checkedAgainst(payload, hash) : payload;
  });
}

/** The body passed on as it arrives, failing at its end when its SHA-256 is not the signed one. */
function checkedAgainst(payload: Readable, expected: string): Readable {
  const hash = createHash('sha256');
  let length = 0;
  const out = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      length += chunk.length;
      (out as Transform & { receivedEncodedLength?: number }).receivedEncodedLength = length;
      done(null, chunk);
    },
    flush(done) {
      if (hash.digest('hex') === expected) return done();
      done(Object.assign(new Error('The provided x-amz-content-sha256 header does not match what was computed.'), { statusCode: 400, code: 'XAmzContentSHA256Mismatch' }));
    },
  });
  return pipeline(payload, out, () => undefined);
}
