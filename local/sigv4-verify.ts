import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** A request as it reached the server: the raw URL (path and query as sent) and its headers. */
export interface ArrivedRequest {
  method: string;
  rawUrl: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Verdict = { ok: true; payloadHash: string } | { ok: false; code: string; message: string };

/** AWS's own limits: a signed request older or newer than 15 minutes, a link over a week. */
const MAX_SKEW_MS = 15 * 60_000;
const MAX_EXPIRES_S = 7 * 24 * 3600;
const PRESIGN_PARAMS = ['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-expires', 'x-amz-signedheaders', 'x-amz-signature'];
const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([\w-]+)\/([\w-]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([\w-]+)\/([\w-]+)\/aws4_request$/;

/** node:crypto in the shape SignatureV4 asks for (a hash, or an HMAC when given a key). */
export class Sha256 {
  private readonly h: Hash | Hmac;
  constructor(key?: string | ArrayBuffer | ArrayBufferView) {
    this.h = key === undefined ? createHash('sha256') : createHmac('sha256', bytes(key));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.h.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.h.digest());
  }
}

function bytes(d: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof d === 'string') return Buffer.from(d, 'utf8');
  return ArrayBuffer.isView(d) ? Buffer.from(d.buffer, d.byteOffset, d.byteLength) : Buffer.from(d);
}

function amzDate(s: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s ?? '');
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : undefined;
}

/** The query as the client's signer saw it: decoded with decodeURIComponent (a `+` stays a `+`). */
function parseQuery(raw: string): Record<string, string | string[]> | undefined {
  const query: Record<string, string | string[]> = {};
  try {
    for (const part of raw ? raw.split('&') : []) {
      const at = part.indexOf('=');
      const [k, v] = (at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)]).map(decodeURIComponent) as [string, string];
      const had = query[k];
      query[k] = had === undefined ? v : [had, v].flat();
    }
  } catch {
    return undefined; // a malformed %-escape
  }
  return query;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const refused = (code: string, message: string): Verdict => ({ ok: false, code, message });

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** What a request says about its own signature, before any of it is believed. */
interface Claim {
  keyId: string;
  day: string;
  region: string;
  service: string;
  signedList: string;
  signature: string;
  date: Date | undefined;
  /** Presigned URLs only: the link's life in seconds. */
  expires?: string;
}

function claimOf(lower: Record<string, string | undefined>, auth: string | undefined, amzDateHeader: string | undefined): Claim | undefined {
  if (lower['x-amz-signature'] !== undefined) {
    const c = CREDENTIAL.exec(lower['x-amz-credential'] ?? '');
    if (!c || lower['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256') return undefined;
    const [, keyId, day, region, service] = c as unknown as [string, string, string, string, string];
    const [signedList, signature] = [lower['x-amz-signedheaders'] ?? '', lower['x-amz-signature'] ?? ''];
    return { keyId, day, region, service, signedList, signature, date: amzDate(lower['x-amz-date']), expires: lower['x-amz-expires'] ?? '' };
  }
  const a = AUTH.exec(auth ?? '');
  if (!a) return undefined;
  const [, keyId, day, region, service, signedList, signature] = a as unknown as [string, string, string, string, string, string, string];
  return { keyId, day, region, service, signedList, signature, date: amzDate(amzDateHeader) };
}

const MISMATCH = refused('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');

/**
 * Whether a request to the local S3/SQS was signed with `creds`, as AWS would decide: the
 * signature recomputed from what arrived (header auth, or a presigned URL's query auth with its
 * expiry), by the same library the clients sign with. No signature at all is refused too: the
 * stand-in is reachable by every process on the machine, and only the runtime holds the key.
 */
export async function verifySigV4(req: ArrivedRequest, creds: LocalCredentials, now = new Date()): Promise<Verdict> {
  const q = req.rawUrl.indexOf('?');
  const [rawPath, rawQuery] = q < 0 ? [req.rawUrl, ''] : [req.rawUrl.slice(0, q), req.rawUrl.slice(q + 1)];
  const query = parseQuery(rawQuery);
  if (!query) return refused('AuthorizationQueryParametersError', 'Malformed query');
  const lower = Object.fromEntries(Object.entries(query).map(([k, v]) => [k.toLowerCase(), one(v)]));
  const auth = one(req.headers.authorization);
  if (lower['x-amz-signature'] === undefined && !auth) return refused('AccessDenied', 'Anonymous requests are not accepted here');
  const claim = claimOf(lower, auth, one(req.headers['x-amz-date']));
  if (!claim) return refused('AuthorizationHeaderMalformed', 'Malformed signature');
  if (claim.keyId !== creds.accessKeyId) return refused('InvalidAccessKeyId', 'The access key id is not this run’s');
  const { date } = claim;
  if (!date || !date.toISOString().replace(/-/g, '').startsWith(claim.day)) return refused('AccessDenied', 'Missing or mismatched X-Amz-Date');

  const signed = new Set(claim.signedList.split(';').filter(Boolean));
  if (!signed.has('host')) return refused('AccessDenied', 'The host header must be signed');
  const headers: Record<string, string> = {};
  for (const name of signed) {
    const v = req.headers[name];
    if (v === undefined) return refused('AccessDenied', `Signed header ${name} is missing`);
    headers[name] = Array.isArray(v) ? v.join(',') : v;
  }
  const signer = new SignatureV4({ credentials: creds, region: claim.region, service: claim.service, sha256: Sha256, uriEscapePath: claim.service !== 's3', applyChecksum: false });
  const base = { method: req.method, protocol: 'http:', hostname: '', path: rawPath, headers };

  if (claim.expires !== undefined) {
    const expiresIn = Number(claim.expires);
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRES_S) return refused('AuthorizationQueryParametersError', 'Bad X-Amz-Expires');
    if (now.getTime() >= date.getTime() + expiresIn * 1000) return refused('AccessDenied', 'Request has expired');
    const kept = Object.fromEntries(Object.entries(query).filter(([k]) => !PRESIGN_PARAMS.includes(k.toLowerCase())));
    // Query auth signs no payload (S3's rule): the hash is the literal UNSIGNED-PAYLOAD.
    const sha = 'x-amz-content-sha256';
    const again = await signer.presign(
      { ...base, query: kept, headers: { ...headers, [sha]: 'UNSIGNED-PAYLOAD' } },
      { signingDate: date, expiresIn, signableHeaders: signed, unsignableHeaders: new Set([sha]), unhoistableHeaders: new Set([sha]) },
    );
    const ok = same(String(again.query?.['X-Amz-Signature'] ?? ''), claim.signature) && again.query?.['X-Amz-SignedHeaders'] === claim.signedList;
    return ok ? { ok: true, payloadHash: 'UNSIGNED-PAYLOAD' } : MISMATCH;
  }

  if (Math.abs(now.getTime() - date.getTime()) > MAX_SKEW_MS) return refused('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  const payloadHash = headers['x-amz-content-sha256'];
  if (!payloadHash) return refused('AccessDenied', 'x-amz-content-sha256 must be signed');
  const again = String((await signer.sign({ ...base, query }, { signingDate: date, signableHeaders: signed })).headers.authorization ?? '');
  const ok = same(/Signature=([0-9a-f]{64})$/.exec(again)?.[1] ?? '', claim.signature) && again.includes(`SignedHeaders=${claim.signedList},`);
  return ok ? { ok: true, payloadHash } : MISMATCH;
}
