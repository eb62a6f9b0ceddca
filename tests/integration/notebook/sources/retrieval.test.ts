import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeps, type Deps } from '../../../../core/context';
import { retrieve } from '../../../../core/notebook/sources/retrieve';
import { loadTexts, readySources, vectorTopK } from '../../../../core/notebook/sources/corpus';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { fakeEmbedding, serverError, startProviderSim } from '../../../support/provider-sim';
import { page, type Student } from '../helpers';
import { harness, record } from './harness';

/** The chain's simulated links AND a separate embeddings host (`embed`), on one simulator. */
const sim = await startProviderSim({ links: { embed: 'openai' } });
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chainEnv = { MISTRAL_API_KEY: 'chain-key', MISTRAL_BASE_URL: sim.baseUrl('mistral'), GLM_API_KEY: 'chain-key', GLM_BASE_URL: sim.baseUrl('glm'), AI_LLM_CHAIN_ORDER: 'mistral,glm' };
const embedEnv = { NOTEBOOK_EMBEDDING_API_KEY: 'embed-key', NOTEBOOK_EMBEDDING_BASE_URL: sim.baseUrl('embed'), NOTEBOOK_EMBEDDING_MODEL: 'sim-embed' };

// Embeddings on, with the chain configured AND its links blocked: neither may matter.
const vec = await harness({ ...chainEnv, ...embedEnv, AI_LLM_CHAIN_BLOCKED: 'mistral' });
// No key: embeddings off.
const kw = await harness(chainEnv);

const TEXTS = {
  cells: 'Cells are the unit of life.\n\nThe membrane keeps the inside in.\n\nMitochondria make energy.',
  plants: 'Photosynthesis turns light into sugar.\n\nChlorophyll is green.',
  maths: 'A funcao exponencial cresce depressa.\n\nO logaritmo e a inversa.',
};

async function read(h: typeof vec, s: Student, pageId: string, title: string, text: string): Promise<string> {
  const res = await s.ok('POST', `/notebook/pages/${pageId}/sources`, { kind: 'TEXT', title, text }, 202);
  await sourceHandler(h.deps)({ Records: [record(res.id, { userId: s.id, sourceId: res.id })] });
  return res.id;
}

const cos = (a: number[], b: number[]) => a.reduce((n, x, i) => n + x * b[i]!, 0);

describe('embeddings outside the chain (C10)', () => {
  it('go to the embedding host only, batched, with its own key and model: the chain’s links receive nothing', async () => {
    const s = await vec.student();
    const p = await page(s, 'Biology');
    // Five paragraphs of ~900 characters: five chunks, embedded in one request.
    const paragraphs = Array.from({ length: 5 }, (_, i) => `Part ${i}. ${'Cells divide and grow. '.repeat(39)}`.trim());
    await read(vec, s, p.id, 'Cells', paragraphs.join('\n\n'));
    const embeds = sim.requests('embed');
    expect(embeds).toHaveLength(1);
    expect(embeds[0]).toMatchObject({ endpoint: 'embeddings', model: 'sim-embed', headers: expect.objectContaining({ authorization: 'Bearer embed-key' }) });
    expect((embeds[0]!.body as { input: string[] }).input).toEqual(paragraphs);
    await s.ok('GET', `/notebook/pages/${p.id}/search?q=energy`);
    for (const link of ['mistral', 'glm', 'gemini', 'nvidia', 'deepseek']) expect(sim.requestCount(link), link).toBe(0);
    expect(sim.allBodiesText()).not.toContain('chain-key');
  });
});

describe('retrieval: vector, else keyword, else opening chunks, over the page and its ancestors', () => {
  it('vector mode ranks by cosine against the stored vectors, exactly as the embeddings say', async () => {
    const s = await vec.student();
    const topic = await page(s, 'Science');
    const child = await page(s, 'Biology', topic.id);
    const onTopic = await read(vec, s, topic.id, 'Plants', TEXTS.plants.replace('\n\n', ' '));
    const onChild = await read(vec, s, child.id, 'Cells', TEXTS.cells.replace(/\n\n/g, ' '));
    const q = 'how do plants make sugar';
    const res = await s.ok('GET', `/notebook/pages/${child.id}/search?q=${encodeURIComponent(q)}`);
    expect(res.mode).toBe('vector');
    const expected = [
      { sourceId: onTopic, score: cos(fakeEmbedding(q), fakeEmbedding(TEXTS.plants.replace('\n\n', ' '))) },
      { sourceId: onChild, score: cos(fakeEmbedding(q), fakeEmbedding(TEXTS.cells.replace(/\n\n/g, ' '))) },
    ].sort((a, b) => b.score - a.score);
    expect(res.items.map((i: { sourceId: string }) => i.sourceId)).toEqual(expected.map((e) => e.sourceId));
    expect(res.items[0]).toEqual({ sourceId: expected[0]!.sourceId, chunkId: `${expected[0]!.sourceId}.0`, text: expect.any(String), title: expected[0]!.sourceId === onTopic ? 'Plants' : 'Cells' });
    // The topic does not read its child's sources: only its own and its ancestors'.
    const fromTopic = await s.ok('GET', `/notebook/pages/${topic.id}/search?q=${encodeURIComponent(q)}`);
    expect(fromTopic.items.map((i: { sourceId: string }) => i.sourceId)).toEqual([onTopic]);
  });

  it('a query that cannot be embedded falls back to keyword search', async () => {
    const s = await vec.student();
    const p = await page(s, 'Fallback');
    await read(vec, s, p.id, 'Cells', TEXTS.cells);
    sim.scriptEmbeddings('embed', serverError('down'));
    const res = await s.ok('GET', `/notebook/pages/${p.id}/search?q=mitochondria`);
    expect(res).toMatchObject({ mode: 'keyword', items: [expect.objectContaining({ text: expect.stringContaining('Mitochondria make energy') })] });
  });

  it('with embeddings off, keyword search (BM25, accent-folded: "função" finds "funcao"); no match → each source’s opening chunks', async () => {
    const s = await kw.student();
    const p = await page(s, 'Matemática');
    const maths = await read(kw, s, p.id, 'Funções', TEXTS.maths);
    const cells = await read(kw, s, p.id, 'Cells', TEXTS.cells);
    expect(sim.requestCount()).toBe(0);
    const hit = await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent('Função')}`);
    expect(hit).toEqual({ mode: 'keyword', items: [{ sourceId: maths, chunkId: `${maths}.0`, text: TEXTS.maths, title: 'Funções' }] });
    const none = await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent('quantum chromodynamics')}`);
    expect(none.mode).toBe('opening');
    expect(none.items.map((i: { sourceId: string }) => i.sourceId)).toEqual([maths, cells]);
  });

  it('vectors are used only when every chunk in scope has one from the CURRENT model (a model change never mixes spaces)', async () => {
    const s = await vec.student();
    const p = await page(s, 'Mixed');
    await read(vec, s, p.id, 'Embedded', TEXTS.cells);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/search?q=energy`)).mode).toBe('vector');
    await read(kw, s, p.id, 'Not embedded', TEXTS.plants);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/search?q=energy`)).mode).toBe('keyword');
    const otherModel = createDeps({ ...vec.deps.config, embeddings: { ...vec.deps.config.embeddings, model: 'another-embed' } }, { db: vec.deps.db, log: vec.deps.log });
    const solo = await page(s, 'Solo');
    await read(vec, s, solo.id, 'Embedded', TEXTS.cells);
    expect((await retrieve({ deps: vec.deps, actor: { userId: s.id } }, solo.id, 'energy', 3)).mode).toBe('vector');
    expect((await retrieve({ deps: otherModel, actor: { userId: s.id } }, solo.id, 'energy', 3)).mode).toBe('keyword');
  });

  it('ties break by source then position: the same answer every time', async () => {
    const s = await kw.student();
    const p = await page(s, 'Twins');
    const a = await read(kw, s, p.id, 'A', 'Same words here.\n\nSame words here.');
    const b = await read(kw, s, p.id, 'B', 'Same words here.');
    const ctx = { deps: kw.deps, actor: { userId: s.id } };
    const first = await retrieve(ctx, p.id, 'same words', 5);
    expect(first.chunks.map((c) => c.chunkId)).toEqual([`${a}.0`, `${b}.0`]);
    for (let i = 0; i < 3; i++) expect(await retrieve(ctx, p.title, 'same words', 5)).toEqual(first);
  });
});

/** The same table through a client that counts the chunk item reads (Query or GetItem of NBCHUNK#). */
function counting(deps: Deps) {
  let reads = 0;
  const send = (command: { constructor: { name: string }; input: unknown }, opts?: unknown) => {
    if (/QueryCommand|GetCommand/.test(command.constructor.name) && JSON.stringify(command.input).includes('NBCHUNK#')) reads++;
    return deps.db.doc.send(command as never, opts as never);
  };
  return { deps: createDeps(deps.config, { db: { ...deps.db, doc: { send } as unknown as Deps['db']['doc'] }, log: deps.log }), reads: () => reads };
}

describe('a question reads only what it needs (issue 33: no corpus held whole, no per-instance cache)', () => {
  it('vector mode streams the vectors from S3 and reads the chunk items of the k it keeps, nothing else; a new READY source is found at once', async () => {
    const s = await vec.student();
    const p = await page(s, 'Streamed');
    // Three sources of ~380 chunks, each its own chunk items: a full scan would read all three.
    const big = (tag: string) => Array.from({ length: 380 }, (_, i) => `${tag} ${i}: ${'the cell membrane keeps the inside in and lets water through. '.repeat(8)}`).join('\n\n');
    for (const t of ['alpha', 'beta', 'gamma']) await read(vec, s, p.id, t, big(t));
    const c = counting(vec.deps);
    const ctx = { deps: c.deps, actor: { userId: s.id } };
    const got = await retrieve(ctx, p.id, 'water through the membrane', 2);
    expect(got.mode).toBe('vector');
    expect(got.chunks).toHaveLength(2);
    // One chunk item per chunk kept, at most: never the other items of the three sources.
    expect(c.reads()).toBeLessThanOrEqual(2);
    const plants = await read(vec, s, p.id, 'Plants', TEXTS.plants);
    // The fake embeddings are hashes: the chunk's own text is its nearest query.
    const again = await retrieve(ctx, p.id, TEXTS.plants, 1);
    expect(again.chunks.map((x) => x.sourceId)).toEqual([plants]);
  });

  it('the question’s embedding gets its few seconds, then keyword search answers alone', async () => {
    const s = await vec.student();
    const p = await page(s, 'Slow embeddings');
    await read(vec, s, p.id, 'Cells', TEXTS.cells);
    // The embedding host stalls far past the time box (a test-sized box: config, not a clock).
    sim.scriptEmbeddings('embed', { kind: 'stall', ms: 60_000 });
    const boxed = createDeps({ ...vec.deps.config, embeddings: { ...vec.deps.config.embeddings, queryMs: 200 } }, { db: vec.deps.db, log: vec.deps.log });
    const res = await retrieve({ deps: boxed, actor: { userId: s.id } }, p.id, 'mitochondria', 3);
    expect(res).toMatchObject({ mode: 'keyword', chunks: [expect.objectContaining({ text: expect.stringContaining('Mitochondria make energy') })] });
  });
});

describe('what one question may load is capped in bytes', () => {
  it('the vector scan stops at its byte cap (later sources unread, reported incomplete); keyword text the same', async () => {
    const s = await vec.student();
    const p = await page(s, 'Capped');
    const first = await read(vec, s, p.id, 'First', TEXTS.cells);
    await read(vec, s, p.id, 'Second', TEXTS.plants);
    const ctx = { deps: vec.deps, actor: { userId: s.id } };
    const rows = await readySources(ctx, [p.id]);
    const query = fakeEmbedding('membrane');
    const whole = (await vectorTopK(ctx, rows, query, 5, Date.now() + 60_000))!;
    expect(whole).toMatchObject({ complete: true });
    expect(new Set(whole.top.map((t) => t.source))).toEqual(new Set([0, 1]));
    // A cap of one segment's bytes: the first source's only.
    const capped = (await vectorTopK(ctx, rows, query, 5, Date.now() + 60_000, 1))!;
    expect(capped).toMatchObject({ complete: false });
    expect(capped.top.map((t) => t.source)).toEqual([0]);
    const texts = await loadTexts(ctx, rows, 1);
    expect(texts).toMatchObject({ complete: false });
    expect(texts.chunks.map((c) => c.sourceId)).toEqual([first]);
  });
});

describe('the search route', () => {
  it('validates q, and another user’s page is 404', async () => {
    const s = await kw.student();
    const p = await page(s, 'Mine');
    const bad = await s.call('GET', `/notebook/pages/${p.id}/search`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['q']);
    const other = await kw.student();
    expect((await other.call('GET', `/notebook/pages/${p.id}/search?q=x`)).status).toBe(404);
  });
});
