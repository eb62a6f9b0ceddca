import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlMainText, PAGE_BUDGET, type PageBudget } from '../../../../core/notebook/sources/html';
import { REASONS } from '../../../../core/notebook/sources/limits';
import { page } from '../helpers';
import { harness } from './harness';

/**
 * Issue 30, finding 2, the part a linear walk cannot fix: the HTML parser under linkedom is
 * quadratic in nesting depth (100,000 nested divs: 29 s, in a 5 MB cap that allows a million).
 * A page's text is taken in a thread of its own, ended at its deadline.
 */
const budget = (over: Partial<PageBudget>): PageBudget => ({ ...PAGE_BUDGET, ...over });
const nested = (n: number) => `<html><head><title>Deep</title></head><body>${'<div>'.repeat(n)}deep text${'</div>'.repeat(n)}</body></html>`;
const sentence = 'Cells divide by mitosis, and each daughter cell receives a full copy of the genome.';
const article = (paragraphs: number) => `<html><head><title>Mitosis</title></head><body><nav>Home</nav><article>${Array.from({ length: paragraphs }, (_, i) => `<p>${i}. ${sentence} ${sentence}</p>\n`).join('')}</article></body></html>`;

describe('a page built to be slow costs its own thread, never the process', () => {
  it('100,000 nested divs end at the deadline with a reason; the next page reads', async () => {
    expect(await htmlMainText(nested(100_000), budget({ timeMs: 500 }))).toEqual({ reason: REASONS.pageTooComplex('reading it took more than 0.5 s') });
    expect(await htmlMainText(article(3))).toEqual({ title: 'Mitosis', text: expect.stringContaining(`2. ${sentence}`) });
  });

  it('a heap too small for the page is a reason, not a crash', async () => {
    expect(await htmlMainText(article(20_000), budget({ heapMb: 8 }))).toEqual({ reason: REASONS.pageTooComplex('reading it needed more than 8 MB of memory') });
  });

  it(`the defaults: ${PAGE_BUDGET.timeMs / 1000} s, ${PAGE_BUDGET.heapMb} MB heap, Readability up to ${PAGE_BUDGET.readableElements.toLocaleString('en')} elements and ${PAGE_BUDGET.readableDepth} levels`, () => {
    expect(PAGE_BUDGET).toEqual({ timeMs: 10_000, heapMb: 256, readableElements: 20_000, readableDepth: 100 });
  });
});

const BIG = article(12_000);
const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BIG));
await new Promise<void>((ok) => site.listen(0, '127.0.0.1', () => ok()));
afterAll(() => new Promise<void>((ok) => site.close(() => ok())));
const h = await harness({ SOURCE_FETCH_ALLOW_LOOPBACK: 'true' });
h.startWorker();

describe('end to end', () => {
  it('a 2 MB article linked on a page becomes READY with its passages, through the worker', async () => {
    expect(BIG.length).toBeGreaterThan(2 * 1024 * 1024);
    const s = await h.student();
    const p = await page(s, 'Big reading');
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/mitosis`;
    const added = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url }, 202);
    const source = await h.settled(s, p.id, added.id);
    expect(source).toMatchObject({ status: 'READY', title: 'Mitosis' });
    expect(source.chunkCount).toBeGreaterThan(1000);
    const hits = await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent('11999 mitosis')}`);
    expect(hits.items[0].text).toContain(`11999. ${sentence}`);
  }, 60_000);
});
