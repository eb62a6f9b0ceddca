import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An SSM stand-in over HTTP (point `AWS_ENDPOINT_URL_SSM` at `url`) that checks requests the
 * way SSM does before answering `GetParameters`: the SigV4 signature (recomputed from what
 * arrived on the wire, with the known secret key, for `ssm` in the region), the payload hash,
 * the clock, the awsJson1_1 target and content type. A bad request gets SSM's error answer.
 */
export interface SsmStandIn {
  url: string;
  /** Every request that passed the checks, in order. */
  requests: { target: string; names: string[]; headers: IncomingMessage['headers']; body: string }[];
  /** Answers to send before the normal one, one per request (e.g. a throttling error). */
  script: { status: number; body: unknown }[];
  close(): Promise<void>;
}

export interface StandInCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export async function startSsmStandIn(opts: {
  held: Record<string, string>;
  credentials: StandInCredentials;
  region: string;
}): Promise<SsmStandIn> {
  const requests: SsmStandIn['requests'] = [];
  const script: SsmStandIn['script'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, payload: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        res.end(JSON.stringify(payload));
      };
      verify(req, body, opts.credentials, opts.region).then(
        (problem) => {
          if (problem) return answer(400, { __type: problem.type, message: problem.message });
          const target = String(req.headers['x-amz-target']);
          const { Names } = JSON.parse(body) as { Names: string[] };
          requests.push({ target, names: Names, headers: req.headers, body });
          const scripted = script.shift();
          if (scripted) return answer(scripted.status, scripted.body);
          answer(200, {
            Parameters: Names.filter((n) => n in opts.held).map((n) => ({ Name: n, Value: opts.held[n], Type: 'SecureString' })),
            InvalidParameters: Names.filter((n) => !(n in opts.held)),
          });
        },
        (err: unknown) => answer(500, { __type: 'InternalServerError', message: String(err) }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    script,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function verify(
  req: IncomingMessage,
  body: string,
  credentials: StandInCredentials,
  region: string,
): Promise<{ type: string; message: string } | undefined> {
  const bad = (message: string) => ({ type: 'InvalidSignatureException', message });
  if (req.method !== 'POST') return bad(`method ${req.method}`);
  if (req.headers['content-type'] !== 'application/x-amz-json-1.1') return { type: 'UnknownOperationException', message: 'content-type' };
  if (req.headers['x-amz-target'] !== 'AmazonSSM.GetParameters') return { type: 'UnknownOperationException', message: 'target' };
  const auth = AUTH.exec(String(req.headers.authorization ?? ''));
  if (!auth) return { type: 'MissingAuthenticationTokenException', message: 'no SigV4 authorization header' };
  const [, keyId, day, scopeRegion, service, signedList] = auth;
  if (keyId !== credentials.accessKeyId) return { type: 'UnrecognizedClientException', message: 'unknown access key' };
  if (scopeRegion !== region || service !== 'ssm') return bad(`credential scope ${scopeRegion}/${service}`);
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!m || amzDate.slice(0, 8) !== day) return bad('x-amz-date');
  const signingDate = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  if (Math.abs(Date.now() - signingDate.getTime()) > 5 * 60_000) return bad('Signature expired');
  if (credentials.sessionToken && req.headers['x-amz-security-token'] !== credentials.sessionToken) {
    return { type: 'UnrecognizedClientException', message: 'security token' };
  }
  const signed = signedList!.split(';');
  for (const h of ['host', 'x-amz-date', 'x-amz-target', 'content-type']) {
    if (!signed.includes(h)) return bad(`${h} not signed`);
  }
  const sha = req.headers['x-amz-content-sha256'];
  if (sha !== undefined && sha !== createHash('sha256').update(body).digest('hex')) return bad('payload hash');
  const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
  const url = new URL(req.url ?? '/', 'http://stand-in');
  // Only the headers the client signed, as they arrived; the payload hash was checked above.
  const signer = new SignatureV4({ service: 'ssm', region, credentials, sha256: Sha256, applyChecksum: false });
  const expected = await signer.sign(
    { method: 'POST', protocol: 'http:', hostname: '127.0.0.1', path: url.pathname, query: {}, headers, body },
    { signingDate },
  );
  if (expected.headers.authorization !== req.headers.authorization) {
    return bad('The request signature we calculated does not match the signature you provided.');
  }
  return undefined;
}
