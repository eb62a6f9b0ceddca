import { describe, expect, it } from 'vitest';
import { READERS_AT_ONCE, REASONS } from '../../../../core/notebook/sources/limits';
import { PDF_BUDGET, pdfPages, type PdfBudget } from '../../../../core/notebook/sources/pdf';
import { makePdf } from '../../../support/pdf';
import { nestingBomb, operatorBomb, runLengthBomb, unpackingBomb } from '../../../support/pdf-bombs';
import { harness } from './harness';

/**
 * Issue 30, finding 1: an 82 KB PDF froze the local backend for 161 s, then ran it out of
 * memory. Each PDF is now read in a thread of its own that is ended when it goes over a
 * budget; small budgets here keep the tests fast, the shapes are the ones of the defaults.
 */
const MB = 1024 * 1024;
const budget = (over: Partial<PdfBudget>): PdfBudget => ({ ...PDF_BUDGET, ...over });
const tooComplex = REASONS.pdfTooComplex;
const normal = (pages: number) => makePdf(Array.from({ length: pages }, (_, p) => ({ text: Array.from({ length: 20 }, (_, i) => `Page ${p + 1}, line ${i + 1}: cells divide by mitosis.`) })));

/** How much this thread's own memory (heap and buffers), and the whole process's, grew at most. */
function watchMemory() {
  const own = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const base = { own: own(), rss: process.memoryUsage.rss() };
  const peak = { ...base };
  const tick = setInterval(() => {
    peak.own = Math.max(peak.own, own());
    peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
  }, 10);
  return () => {
    clearInterval(tick);
    return { ownMb: (peak.own - base.own) / MB, rssMb: (peak.rss - base.rss) / MB };
  };
}

describe('a PDF bomb costs its own thread, never the process', () => {
  it('14 KB that unpacks to 1 GB: a reason, this thread’s memory barely moves, and the next PDF reads', async () => {
    const bomb = unpackingBomb(1024 * MB);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const stop = watchMemory();
    const got = await pdfPages(bomb, budget({ bufferMb: 16 }));
    const grew = stop();
    console.info(`during a 1 GB bomb: this thread grew ${grew.ownMb.toFixed(1)} MB, the process ${grew.rssMb.toFixed(1)} MB`);
    expect(got).toEqual({ reason: tooComplex('its contents unpack to more than 16 MB') });
    // Read here, the gigabyte would have been this thread's; the reader's thread held 16 MB of it.
    expect(grew.ownMb).toBeLessThan(64);
    expect(grew.rssMb).toBeLessThan(512);
    expect(await pdfPages(normal(2))).toMatchObject({ pages: [{ page: 1, text: expect.stringContaining('Page 1, line 1') }, { page: 2 }] });
  });

  it('a stream pdf.js decodes in one synchronous go (RunLengthDecode) is refused at the allocation, not at the deadline', async () => {
    const bomb = runLengthBomb(256 * MB);
    expect(bomb.length).toBeLessThan(2 * 1024);
    // The deadline is left long: only the allocation cap can answer this one in time.
    expect(await pdfPages(bomb, budget({ bufferMb: 8, timeMs: 15_000 }))).toEqual({ reason: tooComplex('its contents unpack to more than 8 MB') });
  });

  it('pages, text, time and heap: each over its budget is a reason a person understands', async () => {
    expect(await pdfPages(normal(12), budget({ pages: 10 }))).toEqual({ reason: tooComplex('more than 10 pages') });
    expect(await pdfPages(normal(30), budget({ chars: 5000 }))).toEqual({ reason: tooComplex('more than 5,000 characters of text') });
    // Three million operators in 1 KB: the clock ends it (it would read for minutes).
    expect(await pdfPages(operatorBomb(3_000_000), budget({ timeMs: 300 }))).toEqual({ reason: tooComplex('reading it took more than 0.3 s') });
    // A heap too small for pdf.js itself: the thread dies of it, the process does not.
    expect(await pdfPages(normal(2), budget({ heapMb: 8 }))).toEqual({ reason: tooComplex('reading it needed more than 8 MB of memory') });
    // The parser recurses once per level: 100,000 levels overflow its stack, in its thread.
    expect(await pdfPages(nestingBomb(100_000))).toEqual({ reason: REASONS.notPdf });
    expect(await pdfPages(normal(3))).toMatchObject({ pages: [{ page: 1 }, { page: 2 }, { page: 3 }] });
  }, 30_000);

  it(`the defaults: ${PDF_BUDGET.pages.toLocaleString('en')} pages, ${PDF_BUDGET.chars.toLocaleString('en')} characters, ${PDF_BUDGET.timeMs / 1000} s, ${PDF_BUDGET.heapMb} MB heap, ${PDF_BUDGET.bufferMb} MB unpacked, ${READERS_AT_ONCE} readers at once`, () => {
    expect(PDF_BUDGET).toEqual({ pages: 10_000, chars: 4_000_000, timeMs: 30_000, heapMb: 256, bufferMb: 160 });
    expect(READERS_AT_ONCE).toBe(2);
  });
});

const h = await harness();
h.startWorker();

describe('end to end: a bomb uploaded by one person, a text source added by another', () => {
  it('the bomb ends FAILED with its reason (default budgets); the other person’s source becomes READY', async () => {
    const [a, b] = [await h.student(), await h.student()];
    const pa = await a.ok('POST', '/notebook/pages', { title: 'Bombed' });
    const pb = await b.ok('POST', '/notebook/pages', { title: 'Biology' });
    // 2 GB behind two FlateDecode layers: 27 KB, the size the review used.
    const bomb = unpackingBomb(2048 * MB);
    expect(bomb.length).toBeLessThan(32 * 1024);
    const up = await a.ok('POST', `/notebook/pages/${pa.id}/sources/uploads`, { title: 'Innocent.pdf', bytes: bomb.length }, 201);
    expect((await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(bomb) })).status).toBe(200);
    await a.ok('POST', `/notebook/sources/${up.id}/uploaded`, undefined, 202);
    const text = await b.ok('POST', `/notebook/pages/${pb.id}/sources`, { kind: 'TEXT', title: 'Mitosis', text: 'Cells divide by mitosis.\n\nEach daughter cell gets a full copy of the DNA.' }, 202);
    expect(await h.settled(b, pb.id, text.id)).toMatchObject({ status: 'READY', chunkCount: 1 });
    expect(await h.settled(a, pa.id, up.id)).toMatchObject({ status: 'FAILED', reason: tooComplex(`its contents unpack to more than ${PDF_BUDGET.bufferMb} MB`), chunkCount: 0 });
  }, 60_000);
});
