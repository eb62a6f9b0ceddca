import { describe, expect, it } from 'vitest';
import type { Log } from '../../../../core/log';
import { PDF_BUDGET } from '../../../../core/notebook/sources/pdf';
import { REASONS, SOURCE_WORKER_CONCURRENCY } from '../../../../core/notebook/sources/limits';
import { operatorBomb } from '../../../support/pdf-bombs';
import { waitFor } from '../../../support/wait';
import { page } from '../helpers';
import { harness } from './harness';

/**
 * Issue 47, item 6: the source queue was first come, first served — four slow PDFs of one
 * person (each read until the reader's time budget ended it) made another person's text source
 * wait behind all four. Now each message waits for its person's turn: a person who began a
 * piece since the message was queued goes to the back (core/notebook/sources/fair-turn.ts).
 *
 * Real worker, real queue (fauxqs), DynamoDB Local, S3 uploads; the local poller as `npm start`
 * runs it (batch size 1, SOURCE_WORKER_CONCURRENCY consumers) and as a single consumer. The
 * PDFs are operator bombs under a 1.5 s read budget. What is asserted is the order of the
 * worker's own events (its log), never a time.
 */
const events: { what: string; sourceId: string }[] = [];
const recording = (log: Log): Log => ({
  debug: log.debug.bind(log),
  warn: log.warn.bind(log),
  error: log.error.bind(log),
  info: ((message: string, extra?: { sourceId?: string }) => {
    if (extra?.sourceId) events.push({ what: message, sourceId: extra.sourceId });
  }) as Log['info'],
});
const budget = { ...PDF_BUDGET, timeMs: 1_500 };
// A queue of its own for each case: a stopped poller's last long poll may still take a message.
const withLog = () => harness({}, { pdfBudget: budget }, { deps: (deps) => ({ ...deps, log: recording(deps.log) }) });
const harnesses = new Map([[SOURCE_WORKER_CONCURRENCY, await withLog()], [1, await withLog()]]);

describe('the source queue is fair per person', () => {
  it.each([SOURCE_WORKER_CONCURRENCY, 1])('A queues four slow PDFs, then B one text: B is READY before A’s last one has even begun (%i consumers)', async (consumers) => {
    events.length = 0;
    const h = harnesses.get(consumers)!;
    const [a, b] = [await h.student(), await h.student()];
    const pa = await page(a, 'Bombs');
    const pb = await page(b, 'Biology');
    const bomb = operatorBomb(3_000_000);
    const slow: string[] = [];
    for (let i = 0; i < 4; i++) {
      const up = await a.ok('POST', `/notebook/pages/${pa.id}/sources/uploads`, { title: `Handout ${i + 1}`, bytes: bomb.length }, 201);
      expect((await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(bomb) })).status).toBe(200);
      await a.ok('POST', `/notebook/sources/${up.id}/uploaded`, undefined, 202);
      slow.push(up.id);
    }
    const text = await b.ok('POST', `/notebook/pages/${pb.id}/sources`, { kind: 'TEXT', title: 'Cells', text: 'Mitochondria make energy.\n\nThe membrane keeps the inside in.' }, 202);
    h.startWorker({ batchSize: 1, consumers });

    expect(await h.settled(b, pb.id, text.id)).toMatchObject({ status: 'READY' });
    for (const id of slow) expect(await h.settled(a, pa.id, id)).toMatchObject({ status: 'FAILED', reason: REASONS.pdfTooComplex('reading it took more than 1.5 s') });

    const began = (id: string) => events.findIndex((e) => e.what === 'source piece began' && e.sourceId === id);
    const ready = events.findIndex((e) => e.what === 'source ready' && e.sourceId === text.id);
    const lastOfA = Math.max(...slow.map(began));
    expect(slow.every((id) => began(id) >= 0)).toBe(true);
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(ready).toBeLessThan(lastOfA);
    // And A's sources still ran one after another without B's waiting: each of them began once.
    expect(events.filter((e) => e.what === 'source piece began' && slow.includes(e.sourceId))).toHaveLength(4);
    // The ones that waited their turn were queued again, behind B.
    expect(events.some((e) => e.what === 'source waits its turn behind other people' && slow.includes(e.sourceId))).toBe(true);
  }, 120_000);
});
