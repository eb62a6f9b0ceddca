import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchLink } from '../../../../core/notebook/sources/fetch-link';
import { LINK_TIMEOUT_MS, REASONS } from '../../../../core/notebook/sources/limits';
import { makePdf } from '../../../support/pdf';
import { page } from '../helpers';
import { harness } from './harness';

/** A local site on loopback, recording every request it receives. */
const seen: string[] = [];
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {};
const site = createServer((req, res) => {
  seen.push(req.url ?? '');
  const route = routes[req.url ?? ''];
  if (route) return route(req, res);
  res.writeHead(404).end();
});
await new Promise<void>((ok) => site.listen(0, '127.0.0.1', () => ok()));
const port = (site.address() as AddressInfo).port;
afterAll(() => new Promise<void>((ok) => site.close(() => ok())));

const ARTICLE = `<!doctype html><html><head><title>The cell — Biology notes</title></head><body>
<nav><a href="/">Home</a> | <a href="/login">Log in</a> | Cookie settings</nav>
<article><h1>The cell</h1>
<p>Cells are the basic unit of life. Every living thing is made of one or more cells, and the study of cells is called cytology.</p>
<p>The membrane holds the cell together and lets some molecules through while keeping others out, which is why it is called selectively permeable.</p>
<p>Mitochondria turn nutrients into usable energy; they have their own DNA, a trace of their origin as free-living bacteria.</p>
</article><footer>© 2026 Footer text nobody studies</footer><script>window.tracking = true</script></body></html>`;
const html = (body: string) => (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
routes['/article'] = html(ARTICLE);
routes['/to-v6'] = (_req, res) => res.writeHead(302, { location: `http://[::1]:${port}/article` }).end();
routes['/hop1'] = (_req, res) => res.writeHead(301, { location: '/hop2' }).end();
routes['/hop2'] = (_req, res) => res.writeHead(302, { location: '/hop3' }).end();
routes['/hop3'] = (_req, res) => res.writeHead(307, { location: '/article' }).end();
routes['/loop'] = (_req, res) => res.writeHead(302, { location: '/loop' }).end();
routes['/image'] = (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
routes['/huge'] = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const block = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  const more = () => {
    while (sent < 8 * 1024 * 1024 && res.write(block)) sent += block.length;
    if (sent < 8 * 1024 * 1024) res.once('drain', more);
    else res.end();
  };
  res.on('close', () => (sent = Infinity));
  more();
};
routes['/notes.txt'] = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from('Fun\xe7\xe3o exponencial: f(x) = a\xb7b^x.\n\nCresce depressa.', 'latin1'));
routes['/paper.pdf'] = (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(makePdf([{ text: ['Linked PDF page one.'] }, { text: ['Linked PDF page two.'] }]));
routes['/empty'] = html('<html><body><script>only()</script></body></html>');
// Answers nothing; and answers its headers, then trickles a byte now and then.
routes['/stall'] = () => undefined;
routes['/trickle'] = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const t = setInterval(() => res.write('a'), 50);
  res.on('close', () => clearInterval(t));
};

const closed = await harness();
const open = await harness({ SOURCE_FETCH_ALLOW_LOOPBACK: 'true' });
closed.startWorker();
open.startWorker();

async function addLink(h: typeof open, url: string) {
  const s = await h.student();
  const p = await page(s, 'Links');
  const added = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url }, 202);
  return { s, p, source: await h.settled(s, p.id, added.id) };
}

describe('with SOURCE_FETCH_ALLOW_LOOPBACK off (production), loopback in any spelling is refused before a packet is sent', () => {
  it.each([`http://127.0.0.1:${port}/article`, `http://localhost:${port}/article`, `http://[::1]:${port}/article`, `http://2130706433:${port}/article`])('%s is FAILED "the address is not public" and the local server saw no request', async (url) => {
    const before = seen.length;
    const { source } = await addLink(closed, url);
    expect(source).toMatchObject({ status: 'FAILED', reason: REASONS.notPublic, chunkCount: 0 });
    expect(seen.length).toBe(before);
  });
});

describe('with loopback allowed (tests and demos): a local page is read like any public one', () => {
  it('an HTML page: its main text by Readability (no navigation, footer or script), its title', async () => {
    const { s, p, source } = await addLink(open, `http://127.0.0.1:${port}/article`);
    expect(source).toMatchObject({ status: 'READY', title: 'The cell — Biology notes', url: `http://127.0.0.1:${port}/article` });
    const found = await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent('mitochondria energy')}`);
    const text = found.items.map((i: { text: string }) => i.text).join('\n');
    expect(text).toContain('Mitochondria turn nutrients into usable energy');
    expect(text).not.toMatch(/Cookie settings|Footer text|tracking/);
  });

  it('a redirect to http://[::1]:PORT/ is refused at the redirect: the target was never asked', async () => {
    const before = seen.length;
    const { source } = await addLink(open, `http://127.0.0.1:${port}/to-v6`);
    expect(source).toMatchObject({ status: 'FAILED', reason: REASONS.notPublic });
    expect(seen.slice(before)).toEqual(['/to-v6']);
  });

  it('three redirects are followed, each re-checked; a fourth is refused', async () => {
    expect((await addLink(open, `http://127.0.0.1:${port}/hop1`)).source).toMatchObject({ status: 'READY' });
    const before = seen.length;
    expect((await addLink(open, `http://127.0.0.1:${port}/loop`)).source).toMatchObject({ status: 'FAILED', reason: REASONS.redirects });
    expect(seen.length - before).toBe(4);
  });

  it('human reasons: a 404, a picture, a page too large, a page with nothing to read', async () => {
    expect((await addLink(open, `http://127.0.0.1:${port}/missing`)).source).toMatchObject({ status: 'FAILED', reason: 'the page answered 404' });
    expect((await addLink(open, `http://127.0.0.1:${port}/image`)).source).toMatchObject({ status: 'FAILED', reason: REASONS.contentType('image/png') });
    expect((await addLink(open, `http://127.0.0.1:${port}/huge`)).source).toMatchObject({ status: 'FAILED', reason: 'too large' });
    expect((await addLink(open, `http://127.0.0.1:${port}/empty`)).source).toMatchObject({ status: 'FAILED', reason: REASONS.noText });
  });

  it('plain text in its declared charset, and a linked PDF with its pages', async () => {
    const txt = await addLink(open, `http://127.0.0.1:${port}/notes.txt`);
    expect(txt.source).toMatchObject({ status: 'READY', chunkCount: 1 });
    const hit = await txt.s.ok('GET', `/notebook/pages/${txt.p.id}/search?q=funcao`);
    expect(hit.items[0].text).toBe('Função exponencial: f(x) = a·b^x.\n\nCresce depressa.');
    const pdf = await addLink(open, `http://127.0.0.1:${port}/paper.pdf`);
    expect(pdf.source).toMatchObject({ status: 'READY', chunkCount: 2 });
    const pages = await pdf.s.ok('GET', `/notebook/pages/${pdf.p.id}/search?q=linked`);
    expect(pages.items.map((i: { page: number }) => i.page).sort()).toEqual([1, 2]);
  });
});

describe('the time limit covers the whole fetch', () => {
  it(`is ${LINK_TIMEOUT_MS / 1000} s by default; a server that never answers, or trickles its body, is given up with the reason`, async () => {
    expect(LINK_TIMEOUT_MS).toBe(15_000);
    // A server that never ends its answer: only the limit can end this fetch, so reaching the
    // assertion at all is the proof (no stopwatch: a slow machine must not turn this red).
    for (const path of ['/stall', '/trickle']) {
      expect(await fetchLink(`http://127.0.0.1:${port}${path}`, { allowLoopback: true, timeoutMs: 400 })).toEqual({ ok: false, reason: REASONS.timeout });
    }
  });
});

describe('a link is validated before it is stored', () => {
  it('not http(s), or with credentials: 400 naming the field, nothing stored', async () => {
    const s = await open.student();
    const p = await page(s, 'Bad links');
    for (const url of ['ftp://example.test/a', 'javascript:alert(1)', 'http://user:pw@example.test/', 'not a url']) {
      const res = await s.call('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url });
      expect(res.status, url).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ path: 'url' })] });
    }
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items).toEqual([]);
  });
});
