import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { serve } from '@hono/node-server';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keptKey, uploadKey } from '../../../../core/notebook/sources/ids';
import { MAX_PDF_BYTES, REASONS } from '../../../../core/notebook/sources/limits';
import { makePdf, makePdfOfSize } from '../../../support/pdf';
import { waitFor } from '../../../support/wait';
import { student } from '../helpers';
import { harness } from './harness';

const h = await harness();
h.startWorker();
const bucket = inject('sourcesBucket');
const s3 = new S3Client({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('localStores') });
afterAll(() => s3.destroy());

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
const put = (url: string, headers: Record<string, string>, body: Buffer) => fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });

/** The API on a real loopback socket that counts every byte it receives. */
async function countingApi() {
  let received = 0;
  const sockets = new Set<Socket>();
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const srv = serve({ fetch: h.api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(srv));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received: () => received, close: () => new Promise<void>((ok) => { for (const s of sockets) s.destroy(); server.close(() => ok()); }) };
}

describe('a PDF goes to S3 through a presigned PUT, never through the API', () => {
  it('a real two-page PDF gives chunks that know their page number', async () => {
    const s = await student(h.api);
    const p = await s.ok('POST', '/notebook/pages', { title: 'Photosynthesis' });
    const pdf = makePdf([
      { text: ['Photosynthesis turns light into chemical energy.', 'It happens in the chloroplasts of plant cells.'] },
      { text: ['The Calvin cycle fixes carbon dioxide into sugar.', 'It needs the ATP the light reactions made.'] },
    ]);
    const up = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Chapter 3', bytes: pdf.length }, 201);
    expect(up).toMatchObject({ id: expect.stringMatching(/^nbs_/), uploadUrl: expect.stringContaining(`/${bucket}/uploads/${s.id}/`), headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.length) } });
    expect(new URL(up.uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect((await put(up.uploadUrl, up.headers, pdf)).status).toBe(200);
    expect((await s.ok('POST', `/notebook/sources/${up.id}/uploaded`, undefined, 202)).status).toBe('PENDING');
    const source = await h.settled(s, p.id, up.id);
    expect(source).toMatchObject({ kind: 'PDF', title: 'Chapter 3', status: 'READY', chunkCount: 2 });
    const hits = await s.ok('GET', `/notebook/pages/${p.id}/search?q=calvin`);
    expect(hits.items[0]).toMatchObject({ sourceId: up.id, chunkId: `${up.id}.1`, page: 2, text: 'The Calvin cycle fixes carbon dioxide into sugar. It needs the ATP the light reactions made.' });
    // The file is kept with the source (moved out of uploads/, which lifecycle expires).
    expect(await exists(keptKey(s.id, up.id))).toBe(true);
    await waitFor(() => exists(uploadKey(s.id, up.id)), (there) => !there, 'the upload to be cleared');
  });

  it('a 15 MB PDF goes through the presigned URL; the API receives a few hundred bytes', async () => {
    const api = await countingApi();
    try {
      const u = await student(h.api);
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${api.url}${path}`, { method, headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
        return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
      };
      const p = (await call('POST', '/notebook/pages', { title: 'Big reading' })).body;
      const pdf = makePdfOfSize([{ text: ['A very large scanned-and-OCRed textbook, page one.'] }, { text: ['Page two of the large book.'] }], MAX_PDF_BYTES);
      expect(pdf.length).toBe(15 * 1024 * 1024);
      const up = await call('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Textbook', bytes: pdf.length });
      expect(up.status).toBe(201);
      expect(new URL(up.body.uploadUrl).origin).not.toBe(api.url);
      expect((await put(up.body.uploadUrl, up.body.headers, pdf)).status).toBe(200);
      expect((await call('POST', `/notebook/sources/${up.body.id}/uploaded`)).status).toBe(202);
      const source = await h.settled(u, p.id, up.body.id);
      expect(source).toMatchObject({ status: 'READY', chunkCount: 2 });
      expect(api.received()).toBeLessThan(16 * 1024);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('the size condition: a body of another size, another type, or after the URL expired is refused by the store', async () => {
    const s = await student(h.api);
    const p = await s.ok('POST', '/notebook/pages', { title: 'Sizes' });
    const up = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Exact', bytes: 100 }, 201);
    expect((await put(up.uploadUrl, { 'content-type': 'application/pdf' }, Buffer.alloc(101))).status).toBe(403);
    expect((await put(up.uploadUrl, { 'content-type': 'text/html' }, Buffer.alloc(100))).status).toBe(403);
    expect(await exists(uploadKey(s.id, up.id))).toBe(false);
    const expired = new URL(up.uploadUrl);
    expired.searchParams.set('X-Amz-Date', '20200101T000000Z');
    expect((await put(expired.toString(), up.headers, Buffer.alloc(100))).status).toBe(403);
  });

  it('a confirm with no file uploaded ends FAILED "the file never arrived"; a scanned PDF FAILED with its reason; the file goes with it', async () => {
    const s = await student(h.api);
    const p = await s.ok('POST', '/notebook/pages', { title: 'Failures' });
    const nothing = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Forgotten', bytes: 500 }, 201);
    await s.ok('POST', `/notebook/sources/${nothing.id}/uploaded`, undefined, 202);
    expect(await h.settled(s, p.id, nothing.id)).toMatchObject({ status: 'FAILED', reason: REASONS.notArrived });

    const scan = makePdf([{ image: true }]);
    const scanned = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Scan', bytes: scan.length }, 201);
    await put(scanned.uploadUrl, scanned.headers, scan);
    await s.ok('POST', `/notebook/sources/${scanned.id}/uploaded`, undefined, 202);
    expect(await h.settled(s, p.id, scanned.id)).toMatchObject({ status: 'FAILED', reason: 'the PDF has no text layer (scanned?)', chunkCount: 0 });
    // The worker clears the file right after it records the reason.
    await waitFor(() => exists(uploadKey(s.id, scanned.id)), (there) => !there, 'the scanned file to go');
    // Confirming a failed upload again says so; a TEXT source has nothing to confirm.
    expect((await s.call('POST', `/notebook/sources/${scanned.id}/uploaded`)).status).toBe(409);
    const text = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'T', text: 'words' }, 202);
    expect((await s.call('POST', `/notebook/sources/${text.id}/uploaded`)).status).toBe(409);
  });
});

describe('deleting a source, a page or the account deletes its file', () => {
  async function uploaded(s: Awaited<ReturnType<typeof student>>, pageId: string, title: string) {
    const pdf = makePdf([{ text: [`${title} has some text.`] }]);
    const up = await s.ok('POST', `/notebook/pages/${pageId}/sources/uploads`, { title, bytes: pdf.length }, 201);
    await put(up.uploadUrl, up.headers, pdf);
    await s.ok('POST', `/notebook/sources/${up.id}/uploaded`, undefined, 202);
    await h.settled(s, pageId, up.id);
    return up.id as string;
  }

  it('DELETE /notebook/sources/{id}: the file, chunks and listing go; the page has room again', async () => {
    const s = await student(h.api);
    const p = await s.ok('POST', '/notebook/pages', { title: 'Deletions' });
    const id = await uploaded(s, p.id, 'To delete');
    // An upload never confirmed has a file too.
    const pending = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Half', bytes: 4 }, 201);
    await put(pending.uploadUrl, pending.headers, Buffer.from('%PDF'));
    expect(await exists(keptKey(s.id, id))).toBe(true);
    expect(await exists(uploadKey(s.id, pending.id))).toBe(true);
    await s.ok('DELETE', `/notebook/sources/${id}`);
    await s.ok('DELETE', `/notebook/sources/${pending.id}`);
    expect(await exists(keptKey(s.id, id))).toBe(false);
    expect(await exists(uploadKey(s.id, pending.id))).toBe(false);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items).toEqual([]);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/search?q=delete`)).items).toEqual([]);
    expect((await s.call('DELETE', `/notebook/sources/${id}`)).status).toBe(404);
  });

  it('deleting the page, or the account, takes every file of its sources', async () => {
    const s = await student(h.api);
    const topic = await s.ok('POST', '/notebook/pages', { title: 'Topic' });
    const child = await s.ok('POST', '/notebook/pages', { title: 'Child', parentId: topic.id });
    const onChild = await uploaded(s, child.id, 'On the child');
    await s.ok('DELETE', `/notebook/pages/${topic.id}`);
    expect(await exists(keptKey(s.id, onChild))).toBe(false);

    const other = await s.ok('POST', '/notebook/pages', { title: 'Kept until the account goes' });
    const last = await uploaded(s, other.id, 'Last');
    const late = await s.ok('POST', `/notebook/pages/${other.id}/sources/uploads`, { title: 'Not confirmed', bytes: 4 }, 201);
    await put(late.uploadUrl, late.headers, Buffer.from('%PDF'));
    await s.ok('DELETE', '/me');
    expect(await exists(keptKey(s.id, last))).toBe(false);
    expect(await exists(uploadKey(s.id, late.id))).toBe(false);
  });

  it('another user cannot PUT over someone’s upload: the URL is signed for its key only', async () => {
    const a = await student(h.api);
    const p = await a.ok('POST', '/notebook/pages', { title: 'Mine' });
    const up = await a.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Mine', bytes: 4 }, 201);
    const elsewhere = up.uploadUrl.replace(`/uploads/${a.id}/`, '/uploads/usr_someone_else/');
    expect((await put(elsewhere, up.headers, Buffer.from('%PDF'))).status).toBe(403);
  });
});
