import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_TOKENS } from '../../../core/ai/chain';
import type { RetrievedChunk } from '../../../core/ai/notebook/sources-port';
import { freshTable, testChain } from '../../support/chain';
import { testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { promptOf, testTutor } from '../../support/tutor';
import { page, student } from '../notebook/helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
// Source chunks through the retrieval port (issue 19 brings the real one): fixed per page id.
const chunksFor = new Map<string, RetrievedChunk[]>();
const { tutor, events } = testTutor(chain.model, { retrieve: async (_ctx, pageId) => ({ mode: 'keyword', chunks: chunksFor.get(pageId) ?? [] }) });
const api = testApi(undefined, { tutor: () => tutor });

const NOTES = ['Cells have a membrane.', 'The membrane is a lipid bilayer.', 'Ribosomes build proteins from the membrane outward.'];

async function cellPage() {
  const s = await student(api);
  const topic = await page(s, 'Biology');
  const cell = await page(s, 'The cell', topic.id);
  const blocks: { id: string; text: string }[] = [];
  for (const text of NOTES) blocks.push(await s.ok('POST', `/notebook/pages/${cell.id}/notes`, { text }));
  return { s, cell, blocks };
}

describe('POST /notebook/pages/{id}/ask (TUTOR)', () => {
  it('drops an invented citation, renumbers the rest by first use, and quotes each passage as stored', async () => {
    const { s, cell, blocks } = await cellPage();
    sim.script('mistral', json({ answer: 'A cell is wrapped in a membrane [1]. It is made of sugar [7]. Proteins are built by ribosomes [3].' }));
    const res = await s.call('POST', `/notebook/pages/${cell.id}/ask`, { message: 'What is the membrane made of and what do ribosomes build?' });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe('A cell is wrapped in a membrane [1]. It is made of sugar. Proteins are built by ribosomes [2].');
    expect(res.body.citations).toEqual([
      { n: 1, kind: 'note', blockId: blocks[0]!.id, quote: NOTES[0] },
      { n: 2, kind: 'note', blockId: blocks[2]!.id, quote: NOTES[2] },
    ]);
    // Each quote is the stored note, word for word.
    const stored = await s.ok('GET', `/notebook/pages/${cell.id}`);
    for (const c of res.body.citations) expect(stored.blocks.find((b: { id: string }) => b.id === c.blockId).text).toBe(c.quote);
    expect(events.filter((e) => e.metric === 'NotebookCitationsDropped').at(-1)).toEqual({ metric: 'NotebookCitationsDropped', task: 'ask', dropped: 1 });
  });

  it('numbers notes first, then source chunks, and maps a source citation to its chunk', async () => {
    const { s, cell } = await cellPage();
    chunksFor.set(cell.id, [{ sourceId: 'src_A', chunkId: 'chk_A1', text: 'Membranes are selectively permeable.', title: 'Campbell', page: 4 }]);
    sim.script('mistral', json({ answer: 'It lets some things through [4], and it is a bilayer [2]. Beyond your notes: cholesterol stiffens it.' }));
    const res = await s.call('POST', `/notebook/pages/${cell.id}/ask`, { message: 'What does the membrane let through?' });
    expect(res.body.citations).toEqual([
      { n: 1, kind: 'source', sourceId: 'src_A', chunkId: 'chk_A1', quote: 'Membranes are selectively permeable.' },
      { n: 2, kind: 'note', blockId: expect.any(String), quote: NOTES[1] },
    ]);
    expect(res.body.answer).toBe('It lets some things through [1], and it is a bilayer [2]. Beyond your notes: cholesterol stiffens it.');
    const sent = promptOf(sim.requests('mistral')[0]!.body);
    expect(sent).toMatch(/^MODE: TUTOR/);
    expect(sent).toContain('[4] (source "Campbell", p. 4) "Membranes are selectively permeable."');
    // The model sees short labels only, never a block or chunk id.
    expect(sent).not.toContain('chk_A1');
    expect(sent).not.toMatch(/blk_|nbb_/);
  });

  it('is one structured call, no tools, with only the last 6 messages of the history', async () => {
    const { s, cell } = await cellPage();
    sim.script('mistral', json({ answer: 'Yes [1].' }));
    const history = Array.from({ length: 9 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', text: `turn-${i}` }));
    expect((await s.call('POST', `/notebook/pages/${cell.id}/ask`, { message: 'Is it a membrane?', history })).status).toBe(200);
    expect(sim.requestCount('mistral')).toBe(1);
    const body = sim.requests('mistral')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('tools');
    expect(body.stream).not.toBe(true);
    // The tutor's door caps the output (output-limits.ts).
    expect(body.max_tokens).toBe(OUTPUT_TOKENS.tutor.answer + OUTPUT_TOKENS.tutor.thinking);
    const sent = promptOf(body);
    for (let i = 0; i < 3; i++) expect(sent).not.toContain(`turn-${i}"`);
    for (let i = 3; i < 9; i++) expect(sent).toContain(`turn-${i}"`);
  });

  it('explain (SUPPORTED) answers in at most 200 words, its citations read after the cut', async () => {
    const { s, cell } = await cellPage();
    const long = `A membrane wraps the cell [1]. ${Array.from({ length: 250 }, (_, i) => `word${i}`).join(' ')} and a late claim [2].`;
    sim.script('mistral', json({ answer: long }));
    const res = await s.call('POST', `/notebook/pages/${cell.id}/explain`, { text: 'lipid bilayer' });
    expect(res.status).toBe(200);
    expect(res.body.answer.split(/\s+/).length).toBeLessThanOrEqual(200);
    expect(res.body.answer).toMatch(/^A membrane wraps the cell \[1\]\. word0 .*…$/);
    expect(res.body.citations).toEqual([{ n: 1, kind: 'note', blockId: expect.any(String), quote: NOTES[0] }]);
    expect(promptOf(sim.requests('mistral')[0]!.body)).toMatch(/^MODE: SUPPORTED/);
  });

  it('refuses bad input listing every field, before any model call', async () => {
    const { s, cell } = await cellPage();
    const res = await s.call('POST', `/notebook/pages/${cell.id}/ask`, { message: '', history: [{ role: 'system', text: 'x' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['history.0.role', 'message']);
    expect(sim.requestCount()).toBe(0);
  });
});
