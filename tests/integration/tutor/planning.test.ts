import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_STALE_MS } from '../../../core/ai/notebook/roadmap';
import { roadmapHandler } from '../../../core/ai/notebook/roadmap-worker';
import { startPoller } from '../../../local/poller';
import { freshTable, testChain } from '../../support/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi } from '../../support/http';
import { json, rawText, startProviderSim } from '../../support/provider-sim';
import { ownQueue } from '../../support/queue';
import { promptOf, testTutor } from '../../support/tutor';
import { waitFor } from '../../support/wait';
import { page, student, type Student } from '../notebook/helpers';

const sim = await startProviderSim();
const queue = await ownQueue('roadmap');
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const clock = fixedClock(new Date());
const deps = testDeps({ ROADMAP_QUEUE_URL: queue.url }, { clock });
const api = testApi(deps, { tutor: () => tutor });
// The same handler Lambda's SQS mapping calls (stacks/Tutor.ts), fed by the real SQS API.
const poller = startPoller(queue.sqs, queue.url, roadmapHandler(deps, tutor), () => undefined);
afterAll(async () => {
  await poller.stop();
  await sim.close();
});
beforeEach(() => sim.reset());

/** A topic with a board holding one section, and two sub-pages, one of them on the board. */
async function algebra(s: Student) {
  const topic = await page(s, 'Linear algebra');
  const vectors = await page(s, 'Vectors', topic.id);
  const matrices = await page(s, 'Matrices', topic.id);
  await s.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Basics' });
  await s.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'PAGE', pageId: vectors.id });
  return { topic, vectors, matrices, board: await s.ok('GET', `/notebook/pages/${topic.id}/board`) };
}

const titles = (...t: string[]) => t.map((title) => ({ title, why: `Why ${title}.` }));

describe('node suggestions (PLANNING, ≤ 5, nothing saved)', () => {
  it('keeps at most 5 new titles, drops what the board has, marks a sub-page as a PAGE node, saves nothing', async () => {
    const s = await student(api);
    const { topic, matrices, board } = await algebra(s);
    sim.script('mistral', json({ nodes: titles('matrices', 'basics', 'Vectors', 'Determinants', 'Eigenvalues', '  ', 'Determinants', 'Spaces', 'Rank', 'Norms') }));
    const res = await s.call('POST', `/notebook/pages/${topic.id}/board/suggestions`, {});
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { kind: 'PAGE', title: 'Matrices', pageId: matrices.id, why: 'Why matrices.' },
      { kind: 'SECTION', title: 'Determinants', why: 'Why Determinants.' },
      { kind: 'SECTION', title: 'Eigenvalues', why: 'Why Eigenvalues.' },
      { kind: 'SECTION', title: 'Spaces', why: 'Why Spaces.' },
      { kind: 'SECTION', title: 'Rank', why: 'Why Rank.' },
    ]);
    expect(await s.ok('GET', `/notebook/pages/${topic.id}/board`)).toEqual(board);
    const sent = promptOf(sim.requests('mistral')[0]!.body);
    expect(sent).toMatch(/^MODE: PLANNING/);
    expect(sent).toContain('"Matrices"');
    expect(sent).not.toContain('Passages:');
  });
});

describe('roadmap drafts (PLANNING, ≤ 12 nodes, through the queue: 202 then poll)', () => {
  const poll = (s: Student, id: string) => waitFor(() => s.ok('GET', `/notebook/roadmap-drafts/${id}`), (d) => d.status !== 'PENDING', 'the draft');

  it('answers 202 PENDING, the worker writes at most 12 nodes whose edges only point back; the board is untouched', async () => {
    const s = await student(api);
    const { topic, matrices, board } = await algebra(s);
    const nodes = Array.from({ length: 14 }, (_, i) => ({ title: `Step ${i + 1}`, why: 'x', after: [i, i + 2, 99] }));
    nodes[0] = { title: 'Matrices', why: 'First.', after: [] };
    sim.script('mistral', json({ nodes }));
    const res = await s.call('POST', `/notebook/pages/${topic.id}/roadmap-drafts`, {});
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^nbr_/), pageId: topic.id, status: 'PENDING', nodes: [] });
    const draft = await poll(s, res.body.id);
    expect(draft.status).toBe('READY');
    expect(draft.nodes).toHaveLength(12);
    expect(draft.nodes[0]).toEqual({ n: 1, kind: 'PAGE', title: 'Matrices', pageId: matrices.id, why: 'First.', after: [] });
    expect(draft.nodes[4]).toEqual({ n: 5, kind: 'SECTION', title: 'Step 5', why: 'x', after: [4] });
    for (const n of draft.nodes) for (const a of n.after) expect(a).toBeLessThan(n.n);
    expect(await s.ok('GET', `/notebook/pages/${topic.id}/board`)).toEqual(board);
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('a draft the model cannot write ends FAILED with a reason (no retry loop through the queue)', async () => {
    const s = await student(api);
    const { topic } = await algebra(s);
    sim.script('mistral', rawText('no'), rawText('still no'));
    const res = await s.call('POST', `/notebook/pages/${topic.id}/roadmap-drafts`, {});
    const draft = await poll(s, res.body.id);
    expect(draft).toMatchObject({ status: 'FAILED', reason: expect.stringMatching(/try again/) });
    expect(sim.requestCount('mistral')).toBe(2);
  });

  it('a draft never written is reported FAILED once it is stale, so a client\'s poll ends', async () => {
    const stopped = testApi(testDeps({ ROADMAP_QUEUE_URL: (await ownQueue('roadmap-idle')).url }, { clock }), { tutor: () => tutor });
    const s = await student(stopped);
    const p = await page(s, 'Nobody works this queue');
    const { id } = await s.ok('POST', `/notebook/pages/${p.id}/roadmap-drafts`, {}, 202);
    expect((await s.ok('GET', `/notebook/roadmap-drafts/${id}`)).status).toBe('PENDING');
    clock.advance(DRAFT_STALE_MS + 1000);
    await s.relogin();
    expect(await s.ok('GET', `/notebook/roadmap-drafts/${id}`)).toMatchObject({ status: 'FAILED', reason: expect.any(String) });
  });

  it('without a queue the request is 503 and leaves no PENDING draft behind', async () => {
    const noQueue = testApi(testDeps({ ROADMAP_QUEUE_URL: '' }), { tutor: () => tutor });
    const s = await student(noQueue);
    const p = await page(s, 'Queue down');
    const res = await s.call('POST', `/notebook/pages/${p.id}/roadmap-drafts`, {});
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount()).toBe(0);
  });
});
