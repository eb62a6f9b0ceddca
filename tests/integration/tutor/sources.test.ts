import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SOURCE_PASSAGES } from '../../../core/ai/notebook/study-context';
import { sourceHandler } from '../../../core/notebook/sources/handler';
import { testChain, freshTable } from '../../support/chain';
import { testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { promptOf, testTutor } from '../../support/tutor';
import { harness, record } from '../notebook/sources/harness';
import { page, student, type Student } from '../notebook/helpers';

/**
 * The tutor over the REAL sources: texts read by the source worker, chunked, embedded by the
 * simulator's embeddings host, retrieved by vector for the question. A citation of a source
 * must point at a chunk the retrieval really returned, and quote its stored text.
 */
const sim = await startProviderSim({ links: { embed: 'openai' } });
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const embedEnv = { NOTEBOOK_EMBEDDING_API_KEY: 'embed-key', NOTEBOOK_EMBEDDING_BASE_URL: sim.baseUrl('embed'), NOTEBOOK_EMBEDDING_MODEL: 'sim-embed' };
const h = await harness(embedEnv);
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = testApi(h.deps, { tutor: () => tutor });

// Three paragraphs of ~1,000 characters: three chunks (DOMAIN-FACTS chunking), one per paragraph.
const paragraph = (lead: string, filler: string) => `${lead} ${filler.repeat(Math.ceil(900 / filler.length))}`.slice(0, 950).trim();
const PARAGRAPHS = [
  paragraph('Cells are the unit of life, and every living thing is made of one or more of them.', 'Each cell comes from another cell. '),
  paragraph('The membrane keeps the inside of the cell in and lets only some molecules through.', 'Channels and pumps carry what may pass. '),
  paragraph('Mitochondria turn sugar and oxygen into the energy the cell runs on.', 'They make ATP, the cell’s fuel. '),
];
const CELLS = PARAGRAPHS.join('\n\n');

/** A TEXT source added through the route and read by the worker (as its queue would). */
async function readSource(s: Student, pageId: string, title: string, text: string): Promise<string> {
  const res = await s.ok('POST', `/notebook/pages/${pageId}/sources`, { kind: 'TEXT', title, text }, 202);
  await sourceHandler(h.deps)({ Records: [record(res.id, { userId: s.id, sourceId: res.id })] });
  return res.id;
}

const ask = (s: Student, pageId: string, message: string) => s.call('POST', `/notebook/pages/${pageId}/ask`, { message });

describe('the tutor cites the page’s sources (N5, N6)', () => {
  it('a source citation names the chunk the retrieval returned for the question and quotes its stored text', async () => {
    const s = await student(api);
    const p = await page(s, 'Cell biology');
    const sourceId = await readSource(s, p.id, 'Campbell ch. 6', CELLS);
    const question = 'Where does a cell get its energy?';
    sim.script('mistral', json({ answer: 'From its mitochondria [1].' }));
    const res = await ask(s, p.id, question);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The same retrieval the search route exposes, for the same question and count.
    const search = await s.ok('GET', `/notebook/pages/${p.id}/search?q=${encodeURIComponent(question)}&k=${SOURCE_PASSAGES}`);
    expect(search.mode).toBe('vector');
    const first = search.items[0];
    expect(res.body.citations).toEqual([{ n: 1, kind: 'source', sourceId, chunkId: first.chunkId, quote: first.text }]);
    // The quote is a paragraph of what was added, word for word, and the model was shown it.
    expect(PARAGRAPHS).toContain(first.text);
    expect(promptOf(sim.requests('mistral')[0]!.body)).toContain(first.text);
    // The question was embedded by the embeddings host, never by a chain link.
    expect((sim.requests('embed').at(-1)!.body as { input: string[] }).input).toEqual([question]);
  });

  it('a child page with no notes of its own cites its parent topic’s source', async () => {
    const s = await student(api);
    const topic = await page(s, 'Biology');
    const child = await page(s, 'Membranes', topic.id);
    const sourceId = await readSource(s, topic.id, 'Topic reader', CELLS);
    sim.script('mistral', json({ answer: 'It lets only some molecules through [1].' }));
    const res = await ask(s, child.id, 'What does the membrane let through?');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.citations).toEqual([{ n: 1, kind: 'source', sourceId, chunkId: expect.stringMatching(/./), quote: expect.stringMatching(/./) }]);
    const chunk = res.body.citations[0];
    expect(PARAGRAPHS).toContain(chunk.quote);
    const search = await s.ok('GET', `/notebook/pages/${child.id}/search?q=membrane&k=20`);
    expect(search.items.find((i: { chunkId: string }) => i.chunkId === chunk.chunkId)).toMatchObject({ sourceId, text: chunk.quote });
  });

  it('a page whose only sources are still being read, or failed, has nothing to study: 422 before any model call', async () => {
    const s = await student(api);
    const p = await page(s, 'Waiting');
    await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Not read yet', text: 'Words the worker has not read.' }, 202);
    const failed = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url: 'http://10.1.2.3/private' }, 202);
    // The link's read: refused as a private address before any connection (no request leaves).
    await sourceHandler(h.deps)({ Records: [record(failed.id, { userId: s.id, sourceId: failed.id })] });
    const statuses = (await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items.map((i: { status: string }) => i.status).sort();
    expect(statuses).toEqual(['FAILED', 'PENDING']);
    const res = await ask(s, p.id, 'Anything?');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('NOTEBOOK_NOTHING_TO_STUDY');
    expect(sim.requestCount('mistral')).toBe(0);
  });

  it('never sends another person’s source text, and their page is NOT_FOUND', async () => {
    const owner = await student(api);
    const theirs = await page(owner, 'Private reading');
    const secret = 'Zanzibar-7 is the name of my private diary protocol and nobody else may read it.';
    await readSource(owner, theirs.id, 'Diary', secret);
    const other = await student(api);
    const mine = await page(other, 'Private reading');
    await readSource(other, mine.id, 'Reader', CELLS);
    sim.script('mistral', json({ answer: 'Mitochondria [1].' }));
    expect((await ask(other, mine.id, 'Zanzibar-7 diary protocol?')).status).toBe(200);
    expect((await ask(other, theirs.id, 'Zanzibar-7 diary protocol?')).status).toBe(404);
    expect((await other.call('GET', `/notebook/pages/${theirs.id}/search?q=Zanzibar`)).status).toBe(404);
    // The chain's requests (the embeddings host did read the owner's own source, for the owner).
    const sent = sim.requests('mistral').map((r) => JSON.stringify(r.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Mitochondria turn sugar');
    expect(sent[0]).not.toContain('nobody else may read it');
  });
});
