import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TIMEOUT_MS } from '../../core/notebook/sources/limits';
import { STRONG_PASSWORD } from '../support/http';
import { makePdf } from '../support/pdf';
import { unpackingBomb } from '../support/pdf-bombs';
import { waitFor } from '../support/wait';

/**
 * Issue 30's "Done when", as a black box: the findings of the second security review, tried on
 * `npm start` as the reviewer tried them (a child process, plain HTTP, the review's sizes), with
 * links served by a loopback server of the test's own (SOURCE_FETCH_ALLOW_LOOPBACK). Each
 * finding also has its own test nearer the code (named in the issue's closing note); this one
 * shows that they hold together on the backend a person runs.
 */
const MB = 1024 * 1024;

function javaOnPort(port: string): boolean {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.jar.*-port ${port}`]).toString().trim().length > 0;
  } catch {
    return false;
  }
}

let child: ChildProcess;
let exited: Promise<number | null>;
let url: string;
let dynamoPort: string;
let out = '';

// Links: what each path served, when its last byte left, and whether the client hung up first.
const sentAt = new Map<string, number>();
let stalledHungUp = false;
const article = (bytes: number) => {
  const sentence = 'Cells divide by mitosis, and each daughter cell receives a full copy of the genome, which is why';
  const parts: string[] = [];
  for (let size = 0, i = 0; size < bytes; i++) size += parts[parts.push(`<p>${i}. ${sentence} ${sentence}</p>\n`) - 1]!.length;
  return `<html><head><title>Mitosis</title></head><body><nav>Home</nav><article>${parts.join('')}</article></body></html>`;
};
// Issue 47, item 5: the review's page of ~13,800 sibling <p> of ~79 bytes in one <article>.
const siblings = (bytes: number) => {
  const parts: string[] = [];
  for (let size = 0, i = 0; size < bytes; i++) size += parts[parts.push(`<p>Paragraph ${String(i).padStart(5, '0')} of the page says one thing about cells and their walls.</p>`) - 1]!.length;
  return `<html><head><title>Siblings</title></head><body><article>${parts.join('')}</article></body></html>`;
};
const pages = new Map([['/1mb', article(MB)], ['/2mb', article(2 * MB)], ['/siblings-1mb', siblings(MB)], ['/siblings-2mb', siblings(2 * MB)]]);
// Issue 47, item 5: a 4.6 MB link of text without a space held another person's GET /habits 5.9 s.
const SPACELESS = 'x'.repeat(4.6 * MB);
const links: Server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/spaceless.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return void res.end(SPACELESS, () => sentAt.set(req.url!, performance.now()));
  }
  if (path === '/stalled.gz') {
    // A compressed answer that starts and never ends: half the gzip, then silence on an open socket.
    const gz = gzipSync(Buffer.from(article(256 * 1024)));
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.write(gz.subarray(0, gz.length >> 1));
    req.socket.once('close', () => (stalledHungUp = true));
    return;
  }
  const body = pages.get(path);
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body, () => sentAt.set(req.url!, performance.now()));
});

beforeAll(async () => {
  await new Promise<void>((ok) => links.listen(0, '127.0.0.1', ok));
  child = spawn('npm', ['start'], {
    detached: true, // its own process group, like a terminal job: Ctrl-C reaches all of it
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-hostile-')),
      PORT: '0',
      LOG_LEVEL: 'SILENT',
      AUTH_SCRYPT_LOG_N: '10',
      SOURCE_FETCH_ALLOW_LOOPBACK: 'true',
      // The test polls source lists every 50 ms; the per-person read limit is not what is tried here.
      LIMIT_READS_PER_MIN: '100000',
      // Every person here signs up from 127.0.0.1: more of them than one address's sign-in window allows.
      AUTH_SIGNIN_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  exited = new Promise((ok) => child.once('exit', (code) => ok(code)));
  for (let i = 0; i < 1200 && !/running at http:\/\/\S+/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
  url = /running at (http:\/\/\S+)/.exec(out)?.[1] ?? '';
  dynamoPort = /DynamoDB\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1] ?? '';
  expect(url, out).not.toBe('');
}, 180_000);

afterAll(async () => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* stopped by the last test */
  }
  await new Promise((ok) => links.close(ok));
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
}

let n = 0;
async function person(): Promise<{ token: string; pageId: string }> {
  const { body } = await call('POST', '/auth/signup', { email: `hostile-${Date.now()}-${++n}@example.test`, password: STRONG_PASSWORD, displayName: 'Rui' });
  const page = await call('POST', '/notebook/pages', { title: 'Biology' }, body.accessToken);
  return { token: body.accessToken, pageId: page.body.id };
}

type Source = { id: string; status: string; reason?: string; chunkCount?: number };
const sources = async (p: { token: string; pageId: string }): Promise<Source[]> => (await call('GET', `/notebook/pages/${p.pageId}/sources`, undefined, p.token)).body.items;
const settled = (p: { token: string; pageId: string }, id: string, timeoutMs = 120_000) =>
  waitFor(async () => (await sources(p)).find((s) => s.id === id), (s) => s?.status === 'READY' || s?.status === 'FAILED', `source ${id} settled`, timeoutMs) as Promise<Source>;

/** From the page's last byte leaving the link server to READY seen by a client polling every 50 ms. */
async function readMs(p: { token: string; pageId: string }, path: string, run: number): Promise<number> {
  const target = `http://127.0.0.1:${(links.address() as AddressInfo).port}${path}?run=${run}`;
  const added = await call('POST', `/notebook/pages/${p.pageId}/sources`, { kind: 'LINK', url: target }, p.token);
  expect(added.status).toBe(202);
  const done = await waitFor(async () => (await sources(p)).find((s) => s.id === added.body.id), (s) => s?.status === 'READY' || s?.status === 'FAILED', path, 120_000).catch(() => undefined);
  const seen = performance.now();
  expect(done?.status, `${path}: ${done?.reason}`).toBe('READY');
  return seen - sentAt.get(`${path}?run=${run}`)!;
}

async function upload(p: { token: string; pageId: string }, pdf: Buffer, title: string): Promise<string> {
  const up = await call('POST', `/notebook/pages/${p.pageId}/sources/uploads`, { title, bytes: pdf.length }, p.token);
  expect(up.status).toBe(201);
  expect((await fetch(up.body.uploadUrl, { method: 'PUT', headers: up.body.headers, body: pdf })).status).toBe(200);
  return up.body.id;
}

describe('npm start under the second security review', () => {
  it("a 21 KB PDF bomb ends FAILED with a reason, while another person's text source becomes READY and /health answers throughout", async () => {
    const bomb = unpackingBomb(1536 * MB); // 1.5 GB of spaces behind two Flate filters: the AWS worker's whole memory
    expect(bomb.length).toBeLessThan(22 * 1024);
    const [attacker, other] = [await person(), await person()];

    const health: number[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
        health.push(res?.status ?? 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      const bombId = await upload(attacker, bomb, 'Innocent notes');
      expect((await call('POST', `/notebook/sources/${bombId}/uploaded`, undefined, attacker.token)).status).toBe(202);
      const text = await call('POST', `/notebook/pages/${other.pageId}/sources`, { kind: 'TEXT', title: 'Cells', text: 'Mitochondria make energy.' }, other.token);
      expect(text.status).toBe(202);

      expect(await settled(other, text.body.id)).toMatchObject({ status: 'READY' });
      const failed = await settled(attacker, bombId);
      expect(failed.status).toBe('FAILED');
      expect(failed.reason).toEqual(expect.any(String));
      expect(failed.reason!.length).toBeGreaterThan(10);
    } finally {
      watching = false;
      await watch;
    }
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((s) => s !== 200)).toEqual([]);
  }, 240_000);

  it('two confirms of one upload leave one READY source with all its passages searchable', async () => {
    const p = await person();
    const pdf = makePdf([{ text: ['Chloroplasts hold chlorophyll.'] }, { text: ['The Calvin cycle fixes carbon.'] }, { text: ['Stomata open in the light.'] }]);
    const id = await upload(p, pdf, 'Plants');
    const confirms = await Promise.all([1, 2].map(() => call('POST', `/notebook/sources/${id}/uploaded`, undefined, p.token)));
    expect(confirms.map((c) => c.status)).toEqual([202, 202]);

    expect(await settled(p, id)).toMatchObject({ status: 'READY', chunkCount: 3 });
    expect((await sources(p)).map((s) => s.id)).toEqual([id]);
    for (const [q, text] of [['chlorophyll', 'Chloroplasts hold chlorophyll.'], ['calvin', 'The Calvin cycle fixes carbon.'], ['stomata', 'Stomata open in the light.']]) {
      const hits = await call('GET', `/notebook/pages/${p.pageId}/search?q=${q}`, undefined, p.token);
      expect(hits.body.items.map((h: { sourceId: string; text: string }) => [h.sourceId, h.text])).toContainEqual([id, text]);
    }
  }, 180_000);

  it('a 2 MB link page reads in time linear with a 1 MB one (ratio ≤ 3, each the best of two, measured in this run)', async () => {
    const p = await person();
    const small: number[] = [];
    const large: number[] = [];
    for (const run of [1, 2]) {
      small.push(await readMs(p, '/1mb', run)); // in turns: neither size gets all of a slow moment
      large.push(await readMs(p, '/2mb', run));
    }
    const ratio = Math.min(...large) / Math.min(...small);
    console.info(`link pages read: 1 MB ${small.map((x) => x.toFixed(0)).join('/')} ms, 2 MB ${large.map((x) => x.toFixed(0)).join('/')} ms, ratio x${ratio.toFixed(2)}`);
    expect(ratio).toBeLessThanOrEqual(3);
  }, 600_000);

  it('the review’s 1 MB page of sibling <p> reads like the 1 MB article, its 2 MB twin in proportion (ratios ≤ 3, each the best of two, measured in this run)', async () => {
    const p = await person();
    const times: Record<string, number[]> = { '/1mb': [], '/siblings-1mb': [], '/siblings-2mb': [] };
    for (const run of [1, 2]) for (const path of Object.keys(times)) times[path]!.push(await readMs(p, path, run));
    const best = (path: string) => Math.min(...times[path]!);
    console.info(`sibling pages read: ${Object.entries(times).map(([path, t]) => `${path} ${t.map((x) => x.toFixed(0)).join('/')} ms`).join(', ')}`);
    // The review saw ~55 s against the article's 2.7 s: the same pipeline, here in the same run.
    expect(best('/siblings-1mb') / best('/1mb')).toBeLessThanOrEqual(3);
    expect(best('/siblings-2mb') / best('/siblings-1mb')).toBeLessThanOrEqual(3);
  }, 600_000);

  it("4.6 MB of text without a space is cut off the event loop: no other person's GET /habits waits through most of its read (best of two)", async () => {
    const [reader, other] = [await person(), await person()];
    const share: number[] = [];
    for (const run of [1, 2]) {
      const waits: { from: number; to: number }[] = [];
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const from = performance.now();
          expect((await call('GET', '/habits', undefined, other.token)).status).toBe(200);
          waits.push({ from, to: performance.now() });
        }
      })();
      const target = `http://127.0.0.1:${(links.address() as AddressInfo).port}/spaceless.txt?run=${run}`;
      const added = await call('POST', `/notebook/pages/${reader.pageId}/sources`, { kind: 'LINK', url: target }, reader.token);
      expect(added.status).toBe(202);
      const done = await settled(reader, added.body.id);
      const seen = performance.now();
      watching = false;
      await watch;
      // Past the cap: a reason, after the whole text was cut (4,600 passages of 1,000 characters).
      expect(done).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('more than 3,000 passages') });
      const start = sentAt.get(`/spaceless.txt?run=${run}`)!;
      const during = waits.filter((w) => w.to > start && w.from < seen).map((w) => w.to - w.from);
      expect(during.length).toBeGreaterThan(0);
      const longest = Math.max(...during);
      // Cut on the event loop, one request waited through nearly all of it (3.9 s of a 4.0 s read).
      share.push(longest / (seen - start));
    }
    console.info(`longest GET /habits during the read, as a share of the read: ${share.map((x) => x.toFixed(2)).join('/')}`);
    expect(Math.min(...share)).toBeLessThanOrEqual(0.5);
  }, 240_000);

  it('a stalled gzip link ends FAILED by its own deadline (the reader hangs up, not the server), and Ctrl-C still stops everything', async () => {
    const p = await person();
    const target = `http://127.0.0.1:${(links.address() as AddressInfo).port}/stalled.gz`;
    const added = await call('POST', `/notebook/pages/${p.pageId}/sources`, { kind: 'LINK', url: target }, p.token);
    expect(added.status).toBe(202);
    const failed = await settled(p, added.body.id, LINK_TIMEOUT_MS + 60_000);
    expect(failed).toMatchObject({ status: 'FAILED', reason: expect.stringContaining(`${LINK_TIMEOUT_MS / 1000} s`) });
    // The link server never ends that answer: only the reader's deadline can have closed the socket.
    expect(stalledHungUp).toBe(true);
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });

    expect(javaOnPort(dynamoPort)).toBe(true);
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    await waitFor(() => javaOnPort(dynamoPort), (alive) => !alive, 'DynamoDB Local stopped', 10_000);
  }, 180_000);
});
