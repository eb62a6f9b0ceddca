import { describe, expect, it, vi } from 'vitest';
import type { Log } from '../../../../core/log';
import { testApi } from '../../../support/http';
import { student } from '../helpers';
import { createDeps, type Deps } from '../../../../core/context';
import { addSource } from '../../../../core/notebook/sources/add';
import { EmbeddingError, type Embedder } from '../../../../core/notebook/sources/embed';
import { Chunks, Sources } from '../../../../core/notebook/sources/entity';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { EMBED_GIVE_UP_MS, EMBED_RETRY_DELAY_S, MAX_SOURCES_PER_PAGE, MAX_TEXT_CHARS, REASONS } from '../../../../core/notebook/sources/limits';
import { fixedClock } from '../../../support/deps';
import { pageOfSource } from '../../../../core/notebook/sources/ids';
import { makePdf } from '../../../support/pdf';
import { page } from '../helpers';
import { harness, record } from './harness';

const h = await harness();
const long = (words: number, tag = 'cell') => Array.from({ length: words }, (_, i) => `${tag}${i % 97} divides`).join(' ');
const paragraphs = (n: number, tag = 'cell') => Array.from({ length: n }, (_, i) => `${i}. ${long(30, tag)}.`).join('\n\n');

async function chunkItems(userId: string, sourceId: string) {
  return (await Chunks(h.deps.db).query.primary({ userId, sourceId }).go({ pages: 'all' })).data;
}
async function row(userId: string, sourceId: string) {
  return (await Sources(h.deps.db).get({ userId, pageId: pageOfSource(sourceId)!, sourceId }).go({ consistent: true })).data!;
}

describe('ingestion runs in the worker, never in the request', () => {
  it('the request answers 202 PENDING and leaves one message; nothing is read until a worker takes it', async () => {
    const s = await h.student();
    const p = await page(s, 'Queued');
    const before = await h.queue.depth();
    const res = await s.call('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Mitosis', text: paragraphs(5) });
    expect(res).toMatchObject({ status: 202, body: { id: expect.stringMatching(/^nbs_/), status: 'PENDING' } });
    expect(await h.queue.depth()).toBe(before + 1);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items).toEqual([
      { id: res.body.id, kind: 'TEXT', title: 'Mitosis', status: 'PENDING', chunkCount: 0, createdAt: expect.any(String) },
    ]);
    expect(await chunkItems(s.id, res.body.id)).toEqual([]);
    // The page view carries the same list.
    expect((await s.ok('GET', `/notebook/pages/${p.id}`)).sources).toHaveLength(1);
    h.startWorker();
    expect(await h.settled(s, p.id, res.body.id)).toMatchObject({ status: 'READY', chunkCount: expect.any(Number) });
    // The tests below hand messages to the worker themselves.
    await h.stopWorker();
  });
});

describe('one source failing never affects another (khoj #274: one bad PDF killed a whole index job)', () => {
  it('a batch holding a good text, a scanned PDF, a broken PDF and a private link: the good one READY, each bad one FAILED with its reason', async () => {
    const s = await h.student();
    const p = await page(s, 'Mixed batch');
    const ctx = s.ctx;
    const good = await addSource(ctx, { page: p.id, kind: 'TEXT', title: 'Good', text: paragraphs(3) });
    const link = await addSource(ctx, { page: p.id, kind: 'LINK', url: 'http://10.0.0.1/admin' });
    const put = (url: string, body: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/pdf', 'content-length': String(body.length) } });
    const scan = makePdf([{ image: true }, { image: true }]);
    const scannedUp = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Scanned', bytes: scan.length }, 201);
    const junk = Buffer.from('%PDF-1.4 this is not really a PDF at all');
    const brokenUp = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Broken', bytes: junk.length }, 201);
    expect((await put(scannedUp.uploadUrl, scan)).status).toBe(200);
    expect((await put(brokenUp.uploadUrl, junk)).status).toBe(200);
    await s.ok('POST', `/notebook/sources/${scannedUp.id}/uploaded`, undefined, 202);
    await s.ok('POST', `/notebook/sources/${brokenUp.id}/uploaded`, undefined, 202);

    const handler = sourceHandler(h.deps);
    const job = (id: string) => ({ userId: s.id, sourceId: id });
    const out = await handler({ Records: [record('m1', job(good.id)), record('m2', job(link.id)), record('m3', job(scannedUp.id)), record('m4', job(brokenUp.id))] });
    expect(out).toEqual({ batchItemFailures: [] });
    const items = new Map((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items.map((i: { id: string }) => [i.id, i]));
    expect(items.get(good.id)).toMatchObject({ status: 'READY' });
    expect(items.get(link.id)).toMatchObject({ status: 'FAILED', reason: REASONS.notPublic });
    // The reason as a code and in both languages the web client shows (reasons.ts).
    expect(items.get(link.id)).toMatchObject({ reasonCode: 'NOT_PUBLIC', reasonText: { en: REASONS.notPublic, pt: 'o endereço não é público' } });
    expect(items.get(scannedUp.id)).toMatchObject({ status: 'FAILED', reason: 'the PDF has no text layer (scanned?)', chunkCount: 0 });
    expect(items.get(brokenUp.id)).toMatchObject({ status: 'FAILED', reason: REASONS.notPdf });
  });

  it('a source whose embeddings fail goes on alone in a later piece (a minute later); past the embedding limit it is kept without vectors', async () => {
    const s = await h.student();
    const p = await page(s, 'Partial');
    const fine = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Fine', text: 'Photosynthesis makes sugar.' });
    const flaky = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Flaky', text: 'FLAKY embeddings for this one.' });
    const embedder: Embedder = {
      model: 'test-embed',
      async embed(texts) {
        if (texts.some((t) => t.includes('FLAKY'))) throw new EmbeddingError('embeddings answered 503');
        return texts.map(() => [1, 0, 0]);
      },
    };
    const clock = fixedClock(new Date());
    const later: { job: unknown; delaySeconds?: number }[] = [];
    const deps = createDeps(h.deps.config, { db: h.deps.db, log: h.deps.log, clock });
    const handler = sourceHandler(deps, { embedder, continueLater: async (job, delaySeconds) => void later.push({ job, delaySeconds }) });
    const out = await handler({ Records: [record('a', { userId: s.id, sourceId: fine.id }), record('b', { userId: s.id, sourceId: flaky.id })] });
    // No failed message (its redelivery would wait out the queue's 12-minute visibility).
    expect(out).toEqual({ batchItemFailures: [] });
    expect(await row(s.id, fine.id)).toMatchObject({ status: 'READY', vectorModel: 'test-embed' });
    expect(await row(s.id, flaky.id)).toMatchObject({ status: 'READING', chunkCount: 1, chunksEmbedded: 0 });
    expect(later).toEqual([{ job: { userId: s.id, sourceId: flaky.id }, delaySeconds: EMBED_RETRY_DELAY_S }]);
    clock.advance(EMBED_GIVE_UP_MS + 1);
    expect(await handler({ Records: [record('b', { userId: s.id, sourceId: flaky.id })] })).toEqual({ batchItemFailures: [] });
    const kept = await row(s.id, flaky.id);
    expect(kept).toMatchObject({ status: 'READY', chunkCount: 1, reason: REASONS.keptWithoutVectors });
    expect(kept.vectorModel).toBeUndefined();
  });
});

/** The same table through a client that dies (throws) on the Nth chunk item it writes. */
function dyingAfter(deps: Deps, writes: number): Deps {
  let n = 0;
  type Input = { Item?: { sk?: string }; TransactItems?: { Put?: { Item?: { sk?: string } } }[] };
  const chunkPut = (input: Input) => [input.Item, ...(input.TransactItems ?? []).map((t) => t.Put?.Item)].some((item) => String(item?.sk).startsWith('NBCHUNK#'));
  const send = (command: { constructor: { name: string }; input: Input }, opts?: unknown) => {
    // Chunk items are written alone or in a transaction with the worker's claim check.
    if (chunkPut(command.input) && ++n > writes) throw new Error('worker killed');
    return deps.db.doc.send(command as never, opts as never);
  };
  return createDeps(deps.config, { db: { ...deps.db, doc: { send } as unknown as Deps['db']['doc'] }, log: deps.log, clock: deps.clock });
}

describe('re-delivery is idempotent: a source’s chunks are replaced, never duplicated', () => {
  it('a worker killed half-way through writing leaves a READING source the redelivered message finishes, with each chunk once', async () => {
    const s = await h.student();
    const p = await page(s, 'Killed');
    // About 380 KB of UTF-8 in 190,000 characters, so its chunks span more than one item.
    const text = Array.from({ length: 190 }, (_, i) => `${String(i).padStart(3, '0')} ${'ção😀 '.repeat(166)}`).join('\n\n');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Big', text });
    const job = { userId: s.id, sourceId: src.id };
    const killed = await sourceHandler(dyingAfter(h.deps, 1))({ Records: [record('k', job)] });
    expect(killed).toEqual({ batchItemFailures: [{ itemIdentifier: 'k' }] });
    expect(await row(s.id, src.id)).toMatchObject({ status: 'READING' });
    expect(await chunkItems(s.id, src.id)).toHaveLength(1);
    // As if an even earlier, longer read had left an item behind.
    await Chunks(h.deps.db).put({ userId: s.id, sourceId: src.id, item: 40, chunks: [{ i: 9999, o: 0, t: 'stale' }] }).go();

    expect(await sourceHandler(h.deps)({ Records: [record('k', job, 2)] })).toEqual({ batchItemFailures: [] });
    const ready = await row(s.id, src.id);
    expect(ready).toMatchObject({ status: 'READY' });
    const items = await chunkItems(s.id, src.id);
    expect(items.length).toBe(ready.chunkItems);
    expect(items.length).toBeGreaterThan(1);
    const indexes = items.flatMap((i) => (i.chunks as { i: number }[]).map((c) => c.i));
    expect(indexes.sort((a, b) => a - b)).toEqual(Array.from({ length: ready.chunkCount }, (_, i) => i));

    // And a third delivery of the same message changes nothing.
    await sourceHandler(h.deps)({ Records: [record('k', job, 3)] });
    expect(await chunkItems(s.id, src.id)).toEqual(items);
  });
});

describe('never stuck (open-notebook #260: uploads "processing" forever)', () => {
  it('a source READING past its deadline reads as FAILED on the next read, and a late message does not revive it', async () => {
    const s = await h.student();
    const p = await page(s, 'Stuck');
    const src = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Stuck', text: 'Some words.' });
    // What a worker that claimed it and then died on every receive leaves behind.
    await Sources(h.deps.db).patch({ userId: s.id, pageId: p.id, sourceId: src.id }).set({ status: 'READING', deadlineAt: Date.now() - 1 }).go();
    const [item] = (await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items;
    expect(item).toMatchObject({ id: src.id, status: 'FAILED', reason: REASONS.stuck });
    await sourceHandler(h.deps)({ Records: [record('late', { userId: s.id, sourceId: src.id })] });
    expect(await row(s.id, src.id)).toMatchObject({ status: 'FAILED', reason: REASONS.stuck });
  });

  it('a queued source no worker ever took, and an upload never confirmed, end FAILED with what to do', async () => {
    const s = await h.student();
    const p = await page(s, 'Lost');
    const queued = await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: 'Lost message', text: 'Words.' });
    const upload = await s.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Never sent', bytes: 100 }, 201);
    for (const id of [queued.id, upload.id]) await Sources(h.deps.db).patch({ userId: s.id, pageId: p.id, sourceId: id }).set({ deadlineAt: Date.now() - 1 }).go();
    const items = new Map((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items.map((i: { id: string }) => [i.id, i]));
    expect(items.get(queued.id)).toMatchObject({ status: 'FAILED', reason: REASONS.neverQueued });
    expect(items.get(upload.id)).toMatchObject({ status: 'FAILED', reason: REASONS.notArrived });
  });
});

describe('limits and validation', () => {
  it(`a page holds at most ${MAX_SOURCES_PER_PAGE} sources, counted under a condition (two racing for the last place cannot both win)`, async () => {
    const s = await h.student();
    const p = await page(s, 'Full');
    for (let i = 0; i < MAX_SOURCES_PER_PAGE - 1; i++) await addSource(s.ctx, { page: p.id, kind: 'TEXT', title: `S${i}`, text: 'x y z' });
    const race = await Promise.allSettled([0, 1].map((i) => addSource(s.ctx, { page: p.id, kind: 'TEXT', title: `Last ${i}`, text: 'x y z' })));
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(race.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: expect.stringContaining(`at most ${MAX_SOURCES_PER_PAGE} sources`) } });
    const full = await s.call('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'One more', text: 'x' });
    expect(full.status).toBe(409);
    // Another page of the same person is not full.
    const other = await page(s, 'Not full');
    expect((await s.call('POST', `/notebook/pages/${other.id}/sources`, { kind: 'TEXT', title: 'Fine', text: 'x' })).status).toBe(202);
  });

  it('bad input is 400 listing every failed field, and stores nothing', async () => {
    const s = await h.student();
    const p = await page(s, 'Validation');
    const fields = async (path: string, body: unknown) => {
      const res = await s.call('POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      return res.body.error.fields.map((f: { path: string }) => f.path).sort();
    };
    const sources = `/notebook/pages/${p.id}/sources`;
    expect(await fields(sources, { kind: 'TEXT' })).toEqual(['text', 'title']);
    expect(await fields(sources, { kind: 'TEXT', title: '  ', text: '   ' })).toEqual(['text', 'title']);
    expect(await fields(sources, { kind: 'PDF', title: 'x' })).toEqual(['kind']);
    expect(await fields(sources, { kind: 'TEXT', title: 'Too long', text: 'a'.repeat(MAX_TEXT_CHARS + 1) })).toEqual(['text']);
    expect(await fields(`${sources}/uploads`, { title: '', bytes: 16 * 1024 * 1024 })).toEqual(['bytes', 'title']);
    const huge = await s.call('POST', `${sources}/uploads`, { title: 'Big', bytes: 16 * 1024 * 1024 });
    expect(huge.body.error.fields[0].message).toMatch(/^too large/);
    expect((await s.ok('GET', sources)).items).toEqual([]);
  });

  it(`a text of exactly ${MAX_TEXT_CHARS.toLocaleString('en')} characters is accepted through HTTP (past the 64 KB body limit)`, async () => {
    const s = await h.student();
    const p = await page(s, 'Longest');
    const text = ('Função é ' + 'x'.repeat(91) + '\n\n').repeat(MAX_TEXT_CHARS / 102).padEnd(MAX_TEXT_CHARS, 'y');
    expect(text.length).toBe(MAX_TEXT_CHARS);
    const res = await s.call('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Longest', text });
    expect(res.status).toBe(202);
    await sourceHandler(h.deps)({ Records: [record('longest', { userId: s.id, sourceId: res.body.id })] });
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items[0]).toMatchObject({ status: 'READY', chunkCount: expect.any(Number) });
  });

  it('adding sources has its own bucket, notebook-source: 20 an hour per person, then 429 with Retry-After; reading them does not count', async () => {
    const s = await h.student();
    const pages = [await page(s, 'Rate A'), await page(s, 'Rate B')];
    for (let i = 0; i < 20; i++) {
      const res = await s.call('POST', `/notebook/pages/${pages[i % 2]!.id}/sources`, { kind: 'TEXT', title: `T${i}`, text: 'x' });
      expect(res.status, `add ${i}`).toBe(202);
      await s.ok('GET', `/notebook/pages/${pages[0]!.id}/sources`);
    }
    const refused = await s.call('POST', `/notebook/pages/${pages[0]!.id}/sources/uploads`, { title: 'One too many', bytes: 10 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await s.call('POST', '/notebook/pages', { title: 'Other writes still work' })).status).toBe(201);
  });
});

describe('source text never reaches the log', () => {
  it('adding, reading, failing, searching and deleting log ids and reasons, never the words', async () => {
    const lines: unknown[] = [];
    const log = Object.fromEntries(['debug', 'info', 'warn', 'error'].map((level) => [level, vi.fn((...args: unknown[]) => lines.push(args))])) as unknown as Log;
    const deps = createDeps(h.deps.config, { db: h.deps.db, log, clock: h.deps.clock });
    const api = testApi(deps);
    const s = await student(api);
    const p = await page(s, 'Private reading');
    const secret = 'Zanzibar-kumquat-4417 is the secret phrase in my notes';
    const ok = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Diary', text: secret }, 202);
    const bad = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url: 'http://192.168.1.1/Zanzibar-kumquat-4417' }, 202);
    const flaky: Embedder = { model: 'm', embed: async () => { throw new EmbeddingError('embeddings answered 500'); } };
    await sourceHandler(deps, { embedder: flaky })({ Records: [record('1', { userId: s.id, sourceId: ok.id }), record('2', { userId: s.id, sourceId: bad.id })] });
    await sourceHandler(deps, { embedder: flaky })({ Records: [record('1', { userId: s.id, sourceId: ok.id }, 3)] });
    await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent('Zanzibar kumquat')}`);
    await s.ok('DELETE', `/notebook/sources/${ok.id}`);
    expect(lines.length).toBeGreaterThan(5);
    expect(JSON.stringify(lines)).not.toMatch(/Zanzibar|kumquat|secret phrase/);
  });
});
