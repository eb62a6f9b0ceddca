import { describe, expect, it } from 'vitest';
import { student } from '../helpers';
import { harness } from './harness';

const h = await harness();
const WEB = 'http://127.0.0.1:3000';

/**
 * The browser PUTs a PDF to the presigned URL, another origin than the web client's: the local
 * S3 answers the bucket's CORS rule (stacks/Notebook.ts) for loopback pages, and nobody else.
 */
describe('local S3 CORS for the web client’s upload', () => {
  it('a loopback page may PUT (preflight answered, etag readable); a foreign page is not let in', async () => {
    const s = await student(h.api);
    const p = await s.ok('POST', '/notebook/pages', { title: 'Cors' });
    const up = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Tiny', bytes: 4 }, 201);
    const preflight = (origin: string) =>
      fetch(up.uploadUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });

    const ok = await preflight(WEB);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(ok.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(ok.headers.get('access-control-allow-headers')).toBe('content-type');

    const put = await fetch(up.uploadUrl, { method: 'PUT', headers: { origin: WEB, 'content-type': 'application/pdf' }, body: Buffer.from('%PDF') });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(put.headers.get('access-control-expose-headers')).toBe('etag');

    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
