import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDeps, type Deps } from '../../../../core/context';
import { addSource } from '../../../../core/notebook/sources/add';
import type { Embedder } from '../../../../core/notebook/sources/embed';
import { Chunks, Sources } from '../../../../core/notebook/sources/entity';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { keptKey, pageOfSource, uploadKey } from '../../../../core/notebook/sources/ids';
import { READ_LEASE_MS } from '../../../../core/notebook/sources/claim';
import { chunksInRange } from '../../../../core/notebook/sources/store';
import { readSegment, vectorKey } from '../../../../core/notebook/sources/vector-store';
import { fixedClock, testDeps } from '../../../support/deps';
import { makePdf } from '../../../support/pdf';
import { receiveAll } from '../../../support/queue';
import { waitFor } from '../../../support/wait';
import { page, type Student } from '../helpers';
import { harness, record } from './harness';

/**
 * security-2 #4: two reads of one source at once (a duplicate SQS delivery, parallel confirms
 * of one upload) ended READY with chunkCount=125 and no searchable passage, because the losing
 * read treated its refused final write as "deleted" and wiped what the winner stored.
 */
const h = await harness();
const bucket = inject('sourcesBucket');
const s3 = new S3Client({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
afterAll(() => s3.destroy());
const exists = (key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(() => true, () => false);

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `${i}. ${Array.from({ length: 30 }, (_, w) => `mitosis${w % 13} spindle`).join(' ')}.`).join('\n\n');
const pdfOf = (pages: number) => makePdf(Array.from({ length: pages }, (_, i) => ({ text: [`Chapter ${i + 1}: chloroplast membranes fold light into sugar.`, `Page ${i + 1} of the reader on photosynthesis.`] })));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => (resolve = ok));
  return { promise, resolve };
}

/** An embedder that answers `vector` for every text; held at its first call until released when `held`. */
function embedder(vector: number[], held = false) {
  const gate = deferred();
  if (!held) gate.resolve();
  let calls = 0;
  const e: Embedder = {
    model: 'test-embed',
    async embed(texts) {
      calls++;
      await gate.promise;
      return texts.map(() => vector);
    },
  };
  return { embedder: e, calls: () => calls, release: gate.resolve };
}

/** The same table through a client that holds the first read of a TEXT source's words until released. */
function textReadHeld(deps: Deps) {
  const gate = deferred();
  let reached = false;
  const send = async (command: { constructor: { name: string }; input: unknown }, opts?: unknown) => {
    if (!reached && command.constructor.name === 'QueryCommand' && JSON.stringify(command.input).includes('NBSRCTEXT#')) {
      reached = true;
      await gate.promise;
    }
    return deps.db.doc.send(command as never, opts as never);
  };
  const held = createDeps(deps.config, { db: { ...deps.db, doc: { send } as unknown as Deps['db']['doc'] }, log: deps.log, clock: deps.clock });
  return { deps: held, reached: () => reached, release: gate.resolve };
}

async function row(userId: string, sourceId: string) {
  return (await Sources(h.deps.db).get({ userId, pageId: pageOfSource(sourceId)!, sourceId }).go({ consistent: true })).data;
}
const chunkItems = async (userId: string, sourceId: string) => (await Chunks(h.deps.db).query.primary({ userId, sourceId }).go({ pages: 'all', consistent: true })).data;

/** The source is READY and every one of its passages is what retrieval reads: 0..chunkCount-1, each once. */
async function expectAllSearchable(s: Student, pageId: string, sourceId: string, query: string) {
  const ready = await row(s.id, sourceId);
  expect(ready).toMatchObject({ status: 'READY' });
  expect(ready!.chunkCount).toBeGreaterThan(1);
  const stored = await chunksInRange(s.ctx, sourceId, ready!.itemStarts, 0, Number.MAX_SAFE_INTEGER);
  expect(stored.map((c) => c.i)).toEqual(Array.from({ length: ready!.chunkCount }, (_, i) => i));
  const hits = await s.ok('GET', `/notebook/pages/${pageId}/search?q=${encodeURIComponent(query)}`);
  expect(hits.items.length).toBeGreaterThan(0);
  expect(hits.items.every((i: { sourceId: string }) => i.sourceId === sourceId)).toBe(true);
  return ready!;
}

async function uploadPdf(s: Student, pageId: string, pages: number) {
  const pdf = pdfOf(pages);
  const up = await s.ok('POST', `/notebook/pages/${pageId}/sources/uploads`, { title: 'Reader', bytes: pdf.length }, 201);
  expect((await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(pdf) })).status).toBe(200);
  return up.id as string;
}

describe('one read of a source at a time: a duplicate read never deletes the passages of the one that won', () => {
  it('a duplicate delivery arriving while the first read is under way writes nothing; the first ends READY with every passage searchable', async () => {
    const s = await h.student();
    const p = await page(s, 'Duplicate while reading');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Mitosis', text: paragraphs(12) });
    const job = { userId: s.id, sourceId: src.id };
    const first = embedder([1, 0, 0], true);
    const second = embedder([0, 1, 0]);
    const firstRun = sourceHandler(h.deps, { embedder: first.embedder })({ Records: [record('m', job)] });
    await waitFor(first.calls, (n) => n === 1, 'the first read to reach its embeddings');
    // The first read parsed the source (its chunks are stored) and holds it while it embeds.
    const holding = await row(s.id, src.id);
    const parsed = await chunkItems(s.id, src.id);

    // The same message again (SQS delivers at least once), while the first holds the source.
    expect(await sourceHandler(h.deps, { embedder: second.embedder })({ Records: [record('m', job)] })).toEqual({ batchItemFailures: [] });
    expect(second.calls()).toBe(0);
    expect(await chunkItems(s.id, src.id)).toEqual(parsed);
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READING', claimedBy: holding!.claimedBy });

    first.release();
    expect(await firstRun).toEqual({ batchItemFailures: [] });
    const ready = await expectAllSearchable(s, p.id, src.id, 'mitosis3 spindle');
    expect(ready.vectorModel).toBe('test-embed');
  });

  it('two deliveries of one PDF at once: one read, one READY source with all its passages searchable and its kept file present', async () => {
    const s = await h.student();
    const p = await page(s, 'Duplicate at once');
    const id = await uploadPdf(s, p.id, 8);
    const reads = embedder([1, 0, 0]);
    const job = { userId: s.id, sourceId: id };
    const handler = sourceHandler(h.deps, { embedder: reads.embedder });
    // Two copies in one batch, and a third in another batch at the same moment.
    const outs = await Promise.all([handler({ Records: [record('a', job), record('a', job)] }), handler({ Records: [record('a', job)] })]);
    expect(outs).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(reads.calls()).toBe(1);
    const ready = await expectAllSearchable(s, p.id, id, 'chloroplast membranes');
    expect(ready).toMatchObject({ chunkCount: 8, objectKey: keptKey(s.id, id) });
    expect(await exists(keptKey(s.id, id))).toBe(true);
    expect(await exists(uploadKey(s.id, id))).toBe(false);
  });

  it('two confirms of one upload through REST queue one read; the source ends READY with all its passages searchable and its file kept', async () => {
    const s = await h.student();
    const p = await page(s, 'Two confirms');
    const id = await uploadPdf(s, p.id, 6);
    const confirms = await Promise.all([0, 1, 2].map(() => s.call('POST', `/notebook/sources/${id}/uploaded`)));
    expect(confirms.map((c) => [c.status, c.body.status])).toEqual([[202, 'PENDING'], [202, 'PENDING'], [202, 'PENDING']]);
    // And once more after: still one read queued.
    expect((await s.ok('POST', `/notebook/sources/${id}/uploaded`, undefined, 202)).status).toBe('PENDING');

    const queued = await receiveAll(h.queue, await h.queue.depth());
    const mine = queued.filter((r) => JSON.parse(r.body).sourceId === id);
    expect(mine).toHaveLength(1);
    expect(await sourceHandler(h.deps, {})({ Records: mine })).toEqual({ batchItemFailures: [] });
    expect(await h.settled(s, p.id, id)).toMatchObject({ status: 'READY', chunkCount: 6 });
    await expectAllSearchable(s, p.id, id, 'chloroplast membranes');
    expect(await exists(keptKey(s.id, id))).toBe(true);
    expect((await s.ok('POST', `/notebook/sources/${id}/uploaded`, undefined, 202)).status).toBe('READY');
  });

  it('a read whose lease ran out is taken over by the redelivery; the old owner’s late writes are refused and it deletes nothing', async () => {
    const s = await h.student();
    const p = await page(s, 'Taken over');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Mitosis', text: paragraphs(10) });
    const clock = fixedClock(new Date());
    const deps = testDeps({ SOURCE_QUEUE_URL: h.queue.url }, { clock });
    const job = { userId: s.id, sourceId: src.id };
    const old = embedder([0, 1, 0], true);
    const oldRun = sourceHandler(deps, { embedder: old.embedder })({ Records: [record('m', job)] });
    await waitFor(old.calls, (n) => n === 1, 'the old read to reach its embeddings');

    // Within its lease the old owner keeps the source; past it (its worker is presumed dead), the redelivery takes over.
    const early = embedder([1, 0, 0]);
    clock.advance(READ_LEASE_MS - 1);
    expect(await sourceHandler(deps, { embedder: early.embedder })({ Records: [record('m', job, 2)] })).toEqual({ batchItemFailures: [] });
    expect(early.calls()).toBe(0);
    clock.advance(2);
    const redelivery = embedder([1, 0, 0], true);
    const newRun = sourceHandler(deps, { embedder: redelivery.embedder })({ Records: [record('m', job, 2)] });
    await waitFor(redelivery.calls, (n) => n === 1, 'the redelivery to reach its embeddings');

    // The old owner wakes up while the new one is still reading: its first write is refused, and it stops.
    const newOwner = (await row(s.id, src.id))!.claimedBy;
    old.release();
    expect(await oldRun).toEqual({ batchItemFailures: [] });
    expect(await readSegment(h.deps, vectorKey(s.id, src.id, 0))).toBeUndefined();
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READING', claimedBy: newOwner, chunksEmbedded: 0 });

    redelivery.release();
    expect(await newRun).toEqual({ batchItemFailures: [] });
    const ready = await expectAllSearchable(s, p.id, src.id, 'mitosis5 spindle');
    expect(ready).toMatchObject({ vectorSegments: 1, vectorDims: 3, chunksEmbedded: ready.chunkCount });
    const segment = (await readSegment(h.deps, vectorKey(s.id, src.id, 0)))!;
    expect(segment).toMatchObject({ model: 'test-embed', first: 0, count: ready.chunkCount });
    expect([...segment.data]).toEqual(Array.from({ length: ready.chunkCount }, () => [1, 0, 0]).flat());
  });

  it('an old owner whose read fails after the takeover (the words it reads are gone) records no failure and deletes nothing', async () => {
    const s = await h.student();
    const p = await page(s, 'Failed late');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Mitosis', text: paragraphs(10) });
    const clock = fixedClock(new Date());
    const deps = testDeps({ SOURCE_QUEUE_URL: h.queue.url }, { clock });
    const job = { userId: s.id, sourceId: src.id };
    const old = textReadHeld(deps);
    const oldRun = sourceHandler(old.deps, {})({ Records: [record('m', job)] });
    await waitFor(old.reached, Boolean, 'the old read to claim the source');

    clock.advance(READ_LEASE_MS + 1);
    expect(await sourceHandler(deps, {})({ Records: [record('m', job, 2)] })).toEqual({ batchItemFailures: [] });
    const before = await expectAllSearchable(s, p.id, src.id, 'mitosis7 spindle');

    // Its text was trimmed by the new owner's READY: the old read finds "no readable text".
    old.release();
    expect(await oldRun).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, src.id)).toEqual(before);
    await expectAllSearchable(s, p.id, src.id, 'mitosis7 spindle');
  });

  it('a source deleted while it is read: the read stops, and no passage, row or file of it is left', async () => {
    const s = await h.student();
    const p = await page(s, 'Deleted while reading');
    const id = await uploadPdf(s, p.id, 4);
    const held = embedder([1, 0, 0], true);
    const run = sourceHandler(h.deps, { embedder: held.embedder })({ Records: [record('d', { userId: s.id, sourceId: id })] });
    await waitFor(held.calls, (n) => n === 1, 'the read to reach its embeddings');
    await s.ok('DELETE', `/notebook/sources/${id}`);
    held.release();
    expect(await run).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, id)).toBeNull();
    expect(await chunkItems(s.id, id)).toEqual([]);
    expect(await exists(keptKey(s.id, id))).toBe(false);
    expect(await exists(uploadKey(s.id, id))).toBe(false);
  });
});
