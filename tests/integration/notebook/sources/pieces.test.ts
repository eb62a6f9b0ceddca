import { afterAll, describe, expect, it } from 'vitest';
import { addSource } from '../../../../core/notebook/sources/add';
import { embedderFor } from '../../../../core/notebook/sources/embed';
import { Sources } from '../../../../core/notebook/sources/entity';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { pageOfSource } from '../../../../core/notebook/sources/ids';
import { EMBED_RETRY_DELAY_S, PIECE_MARGIN_MS, REASONS } from '../../../../core/notebook/sources/limits';
import { transactWriteUnits, writePacer } from '../../../../core/notebook/sources/pace';
import { chunksInRange } from '../../../../core/notebook/sources/store';
import { readSegment, vectorKey } from '../../../../core/notebook/sources/vector-store';
import { startEmbeddingEndpoint } from '../../../support/embedding-endpoint';
import { fakeEmbedding } from '../../../support/provider-sim';
import { receiveAll } from '../../../support/queue';
import { page } from '../helpers';
import { harness, record } from './harness';

/**
 * A source is ingested in pieces with a deadline (issue 33). The invocation's remaining time is
 * injected (Lambda's getRemainingTimeInMillis) on a clock the test moves: each embedding
 * request that arrives costs 10 s of it. Sizes are small (40 passages, 4 a request); the bench
 * runs the real textbook.
 */
const endpoint = await startEmbeddingEndpoint({ maxInputs: 4 });
afterAll(() => endpoint.close());
const h = await harness({ NOTEBOOK_EMBEDDING_API_KEY: 'k', NOTEBOOK_EMBEDDING_BASE_URL: endpoint.baseUrl, NOTEBOOK_EMBEDDING_MODEL: 'sim-embed' });

let t = 5_000_000;
const clock = { now: () => t, sleep: async (ms: number) => void (t += ms) };
/** Every request the endpoint received, with the moment it began (before its 10 s). */
const seen: { inputs: string[]; began: number }[] = [];
endpoint.onRequest((inputs) => {
  seen.push({ inputs, began: t });
  t += 10_000;
});
const embedder = embedderFor({ embeddings: { ...h.deps.config.embeddings, batchInputs: 4, inFlight: 1, requestsPerSecond: 1000 } }, clock)!;

/** One invocation with `ms` to live, as Lambda gives it: its deadline is measured on the test's clock. */
function invocation(ms: number) {
  const start = t;
  return { context: { getRemainingTimeInMillis: () => ms - (t - start) }, stopAt: start + ms - PIECE_MARGIN_MS };
}

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Passage ${i}. ${'Cells divide by mitosis and the spindle pulls the chromatids apart. '.repeat(12)}`).join('\n\n');
const row = async (userId: string, sourceId: string) => (await Sources(h.deps.db).get({ userId, pageId: pageOfSource(sourceId)!, sourceId }).go({ consistent: true })).data!;

describe('a piece stops before its deadline and the next invocation continues where it stopped', () => {
  it('deadline reached mid-source: progress recorded and shown, the next piece queued; the next invocation embeds the rest, nothing twice', async () => {
    const s = await h.student();
    const p = await page(s, 'Textbook');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Mitosis', text: paragraphs(40) });
    await receiveAll(h.queue, 1); // the add's own message, handed to the worker below
    const handler = sourceHandler(h.deps, { embedder, clock });
    seen.length = 0;

    // First invocation: 70 s to live, stops 15 s before its end; a request needs 2 s left to
    // begin: six begin (at 0, 10, … 50 s), 24 passages.
    const first = invocation(70_000);
    expect(await handler({ Records: [record('m1', { userId: s.id, sourceId: src.id })] }, first.context)).toEqual({ batchItemFailures: [] });
    const after1 = await row(s.id, src.id);
    expect(after1).toMatchObject({ status: 'READING', chunkCount: 40, chunksEmbedded: 24, pagesRead: 1 });
    expect(after1.claimedBy).toBeUndefined();
    // No request began past the piece's deadline.
    expect(seen).toHaveLength(6);
    expect(seen.every((r) => r.began < first.stopAt)).toBe(true);
    // The person sees the progress through the list route.
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items[0]).toMatchObject({ status: 'READING', pagesRead: 1, chunksEmbedded: 24, chunkCount: 40 });

    // The next piece is a message of its own on the queue.
    const [next] = await receiveAll(h.queue, 1);
    expect(JSON.parse(next!.body)).toEqual({ userId: s.id, sourceId: src.id, queuedAt: expect.any(Number) });
    const second = invocation(70_000);
    expect(await handler({ Records: [next!] }, second.context)).toEqual({ batchItemFailures: [] });
    expect(await h.queue.depth()).toBe(0);

    const ready = await row(s.id, src.id);
    expect(ready).toMatchObject({ status: 'READY', chunkCount: 40, chunksEmbedded: 40, vectorModel: 'sim-embed', vectorSegments: 1 });
    // Every passage was sent to the endpoint exactly once.
    const chunks = await chunksInRange(s.ctx, src.id, ready.itemStarts, 0, 40);
    const sent = seen.flatMap((r) => r.inputs);
    expect(sent).toEqual(chunks.map((c) => c.t));
    // And its vector is the one the endpoint gave for it, in one segment object in S3.
    const segment = (await readSegment(h.deps, vectorKey(s.id, src.id, 0)))!;
    expect(segment).toMatchObject({ model: 'sim-embed', first: 0, count: 40, dims: 8 });
    expect(Array.from(segment.data, (x) => Math.round(x * 1e4))).toEqual(chunks.flatMap((c) => fakeEmbedding(c.t)).map((x) => Math.round(x * 1e4)));
    const hits = await s.ok('GET', `/notebook/pages/${p.id}/search?q=spindle`);
    expect(hits.items.length).toBeGreaterThan(0);
  });

  it('embeddings that fail for a while: the next piece is queued a minute later (never a failed message left to the 12-minute visibility), and goes on', async () => {
    const s = await h.student();
    const p = await page(s, 'Outage');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Cells', text: paragraphs(6) });
    await receiveAll(h.queue, 1);
    const queued: { job: unknown; delaySeconds?: number }[] = [];
    const handler = sourceHandler(h.deps, { embedder, clock, continueLater: async (job, delaySeconds) => void queued.push({ job, delaySeconds }) });
    const job = { userId: s.id, sourceId: src.id };
    endpoint.failWith(503);
    try {
      // A whole invocation: five tries (10 s each here) and their back-off all fit before its stop.
      expect(await handler({ Records: [record('x', job)] }, invocation(120_000).context)).toEqual({ batchItemFailures: [] });
    } finally {
      endpoint.failWith(undefined);
    }
    expect(queued).toEqual([{ job, delaySeconds: EMBED_RETRY_DELAY_S }]);
    const paused = await row(s.id, src.id);
    expect(paused).toMatchObject({ status: 'READING', chunkCount: 6, chunksEmbedded: 0 });
    expect(paused.claimedBy).toBeUndefined();
    expect(await handler({ Records: [record('y', job)] }, invocation(70_000).context)).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READY', vectorModel: 'sim-embed', chunksEmbedded: 6 });
  });

  it('a refusal no retry changes (400 for another reason than size): READY without vectors at once, the reason shown — never FAILED, never left READING', async () => {
    const s = await h.student();
    const p = await page(s, 'No embeddings');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Cells', text: paragraphs(6) });
    await receiveAll(h.queue, 1);
    const handler = sourceHandler(h.deps, { embedder, clock });
    endpoint.failWith(400);
    try {
      const job = { userId: s.id, sourceId: src.id };
      expect(await handler({ Records: [record('x', job, 1)] }, invocation(70_000).context)).toEqual({ batchItemFailures: [] });
    } finally {
      endpoint.failWith(undefined);
    }
    const item = (await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items[0];
    expect(item).toMatchObject({ status: 'READY', reason: REASONS.keptWithoutVectors, chunkCount: 6 });
    expect(item).toMatchObject({ reasonCode: 'KEPT_WITHOUT_VECTORS', reasonText: { pt: expect.stringContaining('guardada sem embeddings') } });
    expect(item.chunksEmbedded).toBeUndefined();
    expect((await s.ok('GET', `/notebook/pages/${p.id}/search?q=spindle`)).mode).toBe('keyword');
  });

  it('an invocation without time for the parse hands the source on at once, reading nothing', async () => {
    const s = await h.student();
    const p = await page(s, 'Late start');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Cells', text: paragraphs(3) });
    await receiveAll(h.queue, 1);
    const before = endpoint.requests.length;
    const handler = sourceHandler(h.deps, { embedder, clock });
    expect(await handler({ Records: [record('late', { userId: s.id, sourceId: src.id })] }, invocation(20_000).context)).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READING', chunkCount: 0 });
    expect(endpoint.requests.length).toBe(before);
    const [next] = await receiveAll(h.queue, 1);
    expect(await handler({ Records: [next!] }, invocation(120_000).context)).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READY', chunksEmbedded: 3 });
  });
});

describe('the parse’s writes into the person’s partition are paced', () => {
  it('the pacer spreads units at its rate: a write waits until its units fit', async () => {
    let now = 0;
    const waits: number[] = [];
    const pacer = writePacer(300, { now: () => now, sleep: async (ms) => void (waits.push(ms), (now += ms)) });
    for (let i = 0; i < 4; i++) await pacer.pace(150);
    expect(waits).toEqual([500, 500, 500]);
    expect(transactWriteUnits(96_000)).toBe(2 * 94 + 2);
  });

  it('a source’s chunk items are written at the configured units a second (the worker waits between them)', async () => {
    const s = await h.student();
    const p = await page(s, 'Paced');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Long', text: paragraphs(220) });
    await receiveAll(h.queue, 1);
    const waits: number[] = [];
    const paced = { now: clock.now, sleep: async (ms: number) => void (waits.push(ms), (t += ms)) };
    const handler = sourceHandler(h.deps, { embedder: undefined, clock: paced, writeUnitsPerSecond: 100 });
    expect(await handler({ Records: [record('p', { userId: s.id, sourceId: src.id })] }, invocation(120_000).context)).toEqual({ batchItemFailures: [] });
    const ready = await row(s.id, src.id);
    expect(ready).toMatchObject({ status: 'READY' });
    expect(ready.chunkItems).toBeGreaterThan(1);
    // Every item after the first waited for its units at 100 a second: ~1.9 s per 96 KB item.
    expect(waits).toHaveLength(ready.chunkItems! - 1);
    expect(waits.every((w) => w >= 1_000)).toBe(true);
  });
});
