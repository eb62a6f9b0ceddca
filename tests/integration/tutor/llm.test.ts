import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshTable, testChain } from '../../support/chain';
import { testApi } from '../../support/http';
import { json, quota429, rawText, refusal, startProviderSim } from '../../support/provider-sim';
import { promptOf, testTutor } from '../../support/tutor';
import { page, student } from '../notebook/helpers';

/**
 * NotebookLlm through real HTTP and the real SDK links (N1, N4): a page with nothing to read
 * never reaches the model; a malformed answer gets one retry with a JSON-only warning, and
 * only while 20 s of the budget remain; then 503 AI_UNAVAILABLE.
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });

/** A tutor whose clock reads 0 when a call starts and `elapsedMs` at every later look. */
function clocked(elapsedMs: number) {
  let reads = 0;
  const t = testTutor(chain.model, { now: () => (reads++ === 0 ? 0 : elapsedMs) });
  return { ...t, api: testApi(undefined, { tutor: () => t.tutor }) };
}

const { api, events } = clocked(0);
const summary = json({ answer: 'Cells have a membrane [1].' });

async function withNotes(a = api) {
  const s = await student(a);
  const p = await page(s, 'The cell');
  await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: 'Cells have a membrane.' });
  return { s, p };
}

describe('nothing to study (N4)', () => {
  it('GROUNDED, TUTOR and SUPPORTED on a page with no notes and no READY source: 422 before any model call', async () => {
    const s = await student(api);
    const p = await page(s, 'Empty page');
    // A diagram is not something to read.
    await s.ok('POST', `/notebook/pages/${p.id}/blocks`, { type: 'diagram', text: 'mindmap\n  Cell' });
    const calls: [string, unknown][] = [
      ['outputs', { kind: 'SUMMARY' }],
      ['outputs', { kind: 'QUIZ' }],
      ['cards/generate', {}],
      ['ask', { message: 'What is a cell?' }],
      ['explain', { text: 'membrane' }],
    ];
    for (const [path, body] of calls) {
      const res = await s.call('POST', `/notebook/pages/${p.id}/${path}`, body);
      expect(res.status, path).toBe(422);
      expect(res.body.error.code).toBe('NOTEBOOK_NOTHING_TO_STUDY');
    }
    expect(sim.requestCount()).toBe(0);
  });

  it('PLANNING has no passages and needs none: node suggestions work on an empty page', async () => {
    const s = await student(api);
    const p = await page(s, 'Linear algebra');
    sim.script('mistral', json({ nodes: [{ title: 'Vectors', why: 'The base.' }] }));
    const res = await s.call('POST', `/notebook/pages/${p.id}/board/suggestions`, {});
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ kind: 'SECTION', title: 'Vectors', why: 'The base.' }]);
    expect(promptOf(sim.requests('mistral')[0]!.body)).toMatch(/^MODE: PLANNING/);
  });
});

describe('malformed answers (N1)', () => {
  it('GROUNDED opens the prompt; malformed JSON → one retry with the JSON-only warning → success', async () => {
    const { s, p } = await withNotes();
    sim.script('mistral', rawText('Here is your summary: cells have membranes.'), summary);
    const res = await s.call('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'SUMMARY' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'SUMMARY', answer: 'Cells have a membrane [1].', citations: [{ n: 1, kind: 'note', quote: 'Cells have a membrane.' }] });
    expect(sim.requestCount('mistral')).toBe(2);
    const [first, second] = sim.requests('mistral').map((r) => promptOf(r.body));
    expect(first).toMatch(/^MODE: GROUNDED/);
    expect(first).not.toContain('Return ONLY valid JSON');
    expect(second).toContain('Return ONLY valid JSON');
    expect(events.filter((e) => e.metric === 'NotebookAiRetry').length).toBeGreaterThan(0);
  });

  it('JSON in code fences is not malformed: no retry', async () => {
    const { s, p } = await withNotes();
    sim.script('mistral', rawText('```json\n{"answer": "Membranes [1]."}\n```'));
    const res = await s.call('POST', `/notebook/pages/${p.id}/ask`, { message: 'membrane?' });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe('Membranes [1].');
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('malformed twice (bad JSON, then the wrong shape) → 503 AI_UNAVAILABLE after exactly two calls', async () => {
    const { s, p } = await withNotes();
    sim.script('mistral', rawText('not json'), json({ text: 'wrong key' }));
    const res = await s.call('POST', `/notebook/pages/${p.id}/explain`, { text: 'membrane' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(2);
    expect(events.at(-1)).toEqual({ metric: 'NotebookAiCall', task: 'explain', outcome: 'malformed' });
  });

  it('retries only while 20 s of the budget remain: 4 s spent of 25 → retried; 6 s spent → not', async () => {
    const early = clocked(4_000);
    const a = await withNotes(early.api);
    sim.script('mistral', rawText('oops'), summary);
    expect((await a.s.call('POST', `/notebook/pages/${a.p.id}/outputs`, { kind: 'OVERVIEW' })).status).toBe(200);
    expect(sim.requestCount('mistral')).toBe(2);

    sim.reset();
    const late = clocked(6_000);
    const b = await withNotes(late.api);
    sim.script('mistral', rawText('oops'), summary);
    const res = await b.s.call('POST', `/notebook/pages/${b.p.id}/outputs`, { kind: 'OVERVIEW' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(1);
    expect(late.events.filter((e) => e.metric === 'NotebookAiRetry')).toEqual([]);
  });

  // Issue 31: the provider declined the content; asking again (or elsewhere) would route around it.
  it('a provider refusing the question: 422 AI_REFUSED at once, no retry', async () => {
    const { s, p } = await withNotes();
    sim.script('mistral', refusal());
    const res = await s.call('POST', `/notebook/pages/${p.id}/ask`, { message: 'membrane?' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('AI_REFUSED');
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('a chain that cannot answer is 503 at once: no JSON retry on top of the chain\'s own failover', async () => {
    const { s, p } = await withNotes();
    sim.script('mistral', quota429());
    const res = await s.call('POST', `/notebook/pages/${p.id}/ask`, { message: 'membrane?' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(1);
    expect(events.at(-1)).toEqual({ metric: 'NotebookAiCall', task: 'ask', outcome: 'unavailable' });
  });
});
