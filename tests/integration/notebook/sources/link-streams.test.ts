import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchLink } from '../../../../core/notebook/sources/fetch-link';
import { MAX_PAGE_BYTES, REASONS } from '../../../../core/notebook/sources/limits';

/**
 * Issue 30, finding 3: a compressed answer that stalled or was cut off never returned
 * (`res.pipe(gunzip)` passed no abort on), and the source queue stopped for every user. Each
 * case here would hang without the fix: reaching the assertion at all is the proof (no
 * stopwatch). The site is on loopback only.
 */
const PAGE = `<html><body><article>${'<p>Cells divide by mitosis; each daughter cell receives a full copy of the genome.</p>'.repeat(200)}</article></body></html>`;
const ENCODINGS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;
type Encoding = keyof typeof ENCODINGS;
const encoded = (enc: Encoding) => ENCODINGS[enc](Buffer.from(PAGE));
const head = (enc: Encoding) => ({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': enc });

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {};
for (const enc of Object.keys(ENCODINGS) as Encoding[]) {
  const body = encoded(enc);
  routes[`/${enc}/whole`] = (_req, res) => res.writeHead(200, head(enc)).end(body);
  // The headers and half the body, then nothing, the connection left open.
  routes[`/${enc}/stall`] = (_req, res) => res.writeHead(200, head(enc)).write(body.subarray(0, body.length >> 1));
  // Half the body, then the connection closed under it.
  routes[`/${enc}/cut`] = (_req, res) => {
    res.writeHead(200, head(enc)).write(body.subarray(0, body.length >> 1), () => res.socket?.destroy());
  };
}
// 8 MB of spaces in 8 KB of gzip: counted as it unpacks, refused at the page cap.
routes['/gzip/bomb'] = (_req, res) => res.writeHead(200, head('gzip')).end(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20), { level: 9 }));

const site = createServer((req, res) => {
  const route = routes[req.url ?? ''];
  if (route) return route(req, res);
  res.writeHead(404).end();
});
await new Promise<void>((ok) => site.listen(0, '127.0.0.1', () => ok()));
const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(() => {
  site.closeAllConnections();
  return new Promise<void>((ok) => site.close(() => ok()));
});

const fetchPage = (path: string) => fetchLink(`${base}${path}`, { allowLoopback: true, timeoutMs: 400 });

describe('every stage of a link’s fetch and decode ends together', () => {
  it.each(Object.keys(ENCODINGS))('%s: a whole answer is decoded', async (enc) => {
    const got = await fetchPage(`/${enc}/whole`);
    expect(got).toMatchObject({ ok: true, type: 'html' });
    expect(got.ok && got.body.toString()).toBe(PAGE);
  });

  it.each(Object.keys(ENCODINGS))('%s: headers and half the body, then silence, ends at the deadline with its reason', async (enc) => {
    expect(await fetchPage(`/${enc}/stall`)).toEqual({ ok: false, reason: REASONS.timeout });
  });

  it.each(Object.keys(ENCODINGS))('%s: a body cut off half way ends with its reason, before the deadline', async (enc) => {
    // A long deadline: only the cut itself can end this fetch in the test's time.
    expect(await fetchLink(`${base}/${enc}/cut`, { allowLoopback: true, timeoutMs: 60_000 })).toEqual({ ok: false, reason: REASONS.cutOff });
  });

  it(`a gzip answer is counted unpacked: 8 MB in 8 KB is over the ${MAX_PAGE_BYTES / 1024 / 1024} MB page cap`, async () => {
    expect(await fetchPage('/gzip/bomb')).toEqual({ ok: false, reason: REASONS.tooLarge });
  });
});
