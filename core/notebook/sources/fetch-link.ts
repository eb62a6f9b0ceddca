import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { bareHost, isPublicAddress, LOOPBACK_ALLOWED } from './address';
import { LINK_TIMEOUT_MS, MAX_PAGE_BYTES, MAX_PDF_BYTES, MAX_REDIRECTS, REASONS } from './limits';

export type LinkBody = { ok: true; url: string; type: 'html' | 'text' | 'pdf'; body: Buffer; charset?: string };
export type LinkResult = LinkBody | { ok: false; reason: string };

export interface LinkOptions {
  allowLoopback: boolean;
  /** The resolver, `dns.lookup` by default; tests inject one that answers what they need. */
  lookup?: LookupFunction;
  timeoutMs?: number;
}

const TYPES: Record<string, LinkBody['type']> = { 'text/html': 'html', 'application/xhtml+xml': 'html', 'text/plain': 'text', 'application/pdf': 'pdf' };
const fail = (reason: string): LinkResult => ({ ok: false, reason });

class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The resolver wrapped so every address a name resolves to is checked BEFORE a socket opens
 * (a name that resolves to 10.0.0.1 sends nothing anywhere). request-filtering-agent checks
 * the same connect-time address again, and IP literals, in its own way: two locks, one door.
 */
function checkedLookup(inner: LookupFunction, allowLoopback: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, cb: (err: Error | null, address?: string | LookupAddress[], family?: number) => void) => {
    inner(hostname, options as never, ((err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => {
      if (err) return cb(err);
      const all = Array.isArray(address) ? address : [{ address, family: family ?? 4 }];
      if (!all.length || all.some((a) => !isPublicAddress(a.address, allowLoopback))) return cb(new Refused(REASONS.notPublic));
      cb(null, address, family);
    }) as never);
  }) as LookupFunction;
}

/** Why a fetch failed: `reading` once the answer's headers came, so a broken body says so. */
function reasonOf(err: unknown, signal: AbortSignal, reading = false): string {
  if (signal.aborted) return REASONS.timeout;
  if (reading) return REASONS.cutOff;
  if (err instanceof Refused) return err.reason;
  // The agent's refusal of an address ("DNS lookup 10.0.0.1 ... is not allowed").
  if (/is not allowed/.test((err as Error)?.message ?? '')) return REASONS.notPublic;
  return REASONS.unreachable;
}

/** The decoder a response's Content-Encoding asks for; none for identity. */
function decoderFor(res: IncomingMessage): Transform | undefined {
  const enc = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (enc === 'gzip' || enc === 'x-gzip') return createGunzip();
  if (enc === 'deflate') return createInflate();
  if (enc === 'br') return createBrotliDecompress();
  return undefined;
}

/**
 * The body, counted after decompression (a zip bomb stops at the cap like any large page).
 * Socket, decoder and counter are one pipeline under the fetch's signal: the deadline, the cap
 * or a cut connection ends every stage at once. `res.pipe(gunzip)` passed nothing on, so a
 * gzip body that stalled or was cut off kept its read waiting for ever, and with it the
 * source queue of every user (issue 30).
 */
async function readCapped(res: IncomingMessage, cap: number, signal: AbortSignal): Promise<Buffer | undefined> {
  if (Number(res.headers['content-length'] ?? 0) > cap) {
    res.destroy();
    return undefined;
  }
  const parts: Buffer[] = [];
  let size = 0;
  // Remembered, not read from the error: the pipeline reports its own abort of the stages.
  let over = false;
  const count = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if ((over = size > cap)) throw new Error('over the cap');
      parts.push(chunk);
    }
  };
  const decoder = decoderFor(res);
  try {
    await (decoder ? pipeline(res, decoder, count, { signal }) : pipeline(res, count, { signal }));
  } catch (err) {
    if (over) return undefined;
    throw err;
  }
  return Buffer.concat(parts);
}

function request(url: URL, opts: LinkOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const filter = { allowIPAddressList: opts.allowLoopback ? [LOOPBACK_ALLOWED] : [], keepAlive: false };
  const secure = url.protocol === 'https:';
  const agent = secure ? new RequestFilteringHttpsAgent(filter) : new RequestFilteringHttpAgent(filter);
  const lookup = checkedLookup(opts.lookup ?? (dnsLookup as LookupFunction), opts.allowLoopback);
  const headers = { 'user-agent': 'BeyouNotebook/1 (reads a link a person added to their notebook)', accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.9', 'accept-encoding': 'gzip, deflate, br' };
  return new Promise((ok, ko) => {
    const req = (secure ? https : http).request(url, { agent, lookup, signal, headers, method: 'GET' }, ok);
    req.on('error', ko);
    req.end();
  });
}

/**
 * GET a link the way a careful browser would, for a worker: http and https only; every hop's
 * address public (checked on the resolved address, at connect time); at most 3 redirects,
 * each re-checked; 15 s for everything, one signal from the first lookup to the last decoded
 * byte; a byte cap; HTML, plain text or PDF only. Failures come back as the human reason a
 * source shows, never as an exception.
 */
export async function fetchLink(link: string, opts: LinkOptions): Promise<LinkResult> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? LINK_TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return fail(REASONS.scheme);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(REASONS.scheme);
    url.username = url.password = '';
    const host = bareHost(url.hostname);
    // A literal address (the URL parser already turned 2130706433 into 127.0.0.1): no lookup to check.
    if (isIP(host) && !isPublicAddress(host, opts.allowLoopback)) return fail(REASONS.notPublic);
    let res: IncomingMessage;
    try {
      res = await request(url, opts, signal);
    } catch (err) {
      return fail(reasonOf(err, signal));
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.destroy();
      if (hop >= MAX_REDIRECTS) return fail(REASONS.redirects);
      try {
        url = new URL(res.headers.location, url);
      } catch {
        return fail(REASONS.unreachable);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      res.destroy();
      return fail(REASONS.status(status));
    }
    const [mediaType = '', ...params] = String(res.headers['content-type'] ?? '').toLowerCase().split(';').map((s) => s.trim());
    const type = TYPES[mediaType];
    if (!type) {
      res.destroy();
      return fail(REASONS.contentType(mediaType));
    }
    const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
    try {
      const body = await readCapped(res, type === 'pdf' ? MAX_PDF_BYTES : MAX_PAGE_BYTES, signal);
      if (!body) return fail(REASONS.tooLarge);
      return { ok: true, url: url.toString(), type, body, ...(charset ? { charset } : {}) };
    } catch (err) {
      return fail(reasonOf(err, signal, true));
    }
  }
}
