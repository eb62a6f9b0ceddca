import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_PASS_XP } from '../../../core/ai/notebook/quiz-rules';
import { getUserXp } from '../../../core/xp/payout';
import { freshTable, testChain } from '../../support/chain';
import { testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { page, student } from '../notebook/helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = testApi(undefined, { tutor: () => tutor });

/** Question i's right answer is option i % 4. */
const question = (i: number, over: Record<string, unknown> = {}) => ({
  question: `Question ${i}?`,
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((o) => `${o} ${i}`),
  answerIndex: i % 4,
  explanation: `Because ${i}.`,
  ...over,
});
const quiz = (n = 8, over: (i: number) => Record<string, unknown> = () => ({})) => json({ questions: Array.from({ length: n }, (_, i) => question(i, over(i))) });
const right = Array.from({ length: 8 }, (_, i) => i % 4);
const withWrong = (k: number) => right.map((a, i) => (i < k ? (a + 1) % 4 : a));

async function studied() {
  const s = await student(api);
  const p = await page(s, 'The cell');
  await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: 'Cells have a membrane and a nucleus.' });
  return { s, p };
}

describe('quizzes (GROUNDED, 8 questions × 4 options, pass at 70 %)', () => {
  it('is stored on the page and shown without its answers', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz(9)); // one too many: the list is capped at 8
    const res = await s.call('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' });
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('QUIZ');
    const q = res.body.quiz;
    expect(q).toMatchObject({ pageId: p.id, attempts: 0, bestPercent: null, passed: false });
    expect(q.questions).toHaveLength(8);
    expect(q.questions[0]).toEqual({ question: 'Question 0?', options: ['Alpha 0', 'Beta 0', 'Gamma 0', 'Delta 0'] });
    expect(JSON.stringify(q)).not.toMatch(/answerIndex|Because/);
    expect(await s.ok('GET', `/notebook/quizzes/${q.id}`)).toEqual(q);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/quizzes`)).items).toEqual([q]);
  });

  it('scores an attempt: 6 of 8 passes (75 %), 5 of 8 does not; the first pass pays 20 XP, once', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz());
    const { quiz: q } = await s.ok('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' }, 201);
    const answer = (answers: number[]) => s.ok('POST', `/notebook/quizzes/${q.id}/answers`, { answers }, 200);

    const failed = await answer(withWrong(3));
    expect(failed).toMatchObject({ correct: 5, total: 8, percent: 62, passed: false, xp: 0 });
    expect(failed.results[0]).toEqual({ chosen: 1, answerIndex: 0, correct: false, explanation: 'Because 0.' });
    expect((await getUserXp(s.ctx)).xp).toBe(0);

    expect(await answer(withWrong(2))).toMatchObject({ correct: 6, percent: 75, passed: true, xp: QUIZ_PASS_XP });
    expect(await answer(right)).toMatchObject({ correct: 8, percent: 100, passed: true, xp: 0 });
    expect((await getUserXp(s.ctx)).xp).toBe(20);
    expect(await s.ok('GET', `/notebook/quizzes/${q.id}`)).toMatchObject({ attempts: 3, bestPercent: 100, passed: true });
  });

  it('pays the first pass exactly once when six passing attempts land together', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz());
    const { quiz: q } = await s.ok('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' }, 201);
    const results = await Promise.all(Array.from({ length: 6 }, () => s.ok('POST', `/notebook/quizzes/${q.id}/answers`, { answers: right }, 200)));
    expect(results.map((r) => r.xp).sort()).toEqual([0, 0, 0, 0, 0, 20]);
    expect((await getUserXp(s.ctx)).xp).toBe(20);
    expect((await s.ok('GET', `/notebook/quizzes/${q.id}`)).attempts).toBe(6);
  });

  it('cannot be farmed with new quizzes: a page\'s quizzes pay once between them, another page pays its own', async () => {
    const { s, p } = await studied();
    const fresh = async (pageId: string) => (await s.ok('POST', `/notebook/pages/${pageId}/outputs`, { kind: 'QUIZ' }, 201)).quiz;
    sim.script('mistral', quiz(), quiz(), quiz());
    const [q1, q2] = [await fresh(p.id), await fresh(p.id)];
    expect((await s.ok('POST', `/notebook/quizzes/${q1.id}/answers`, { answers: right }, 200)).xp).toBe(QUIZ_PASS_XP);
    const again = await s.ok('POST', `/notebook/quizzes/${q2.id}/answers`, { answers: right }, 200);
    expect(again).toMatchObject({ passed: true, xp: 0 });
    expect(await s.ok('GET', `/notebook/quizzes/${q2.id}`)).toMatchObject({ passed: true, attempts: 1 });
    const other = await page(s, 'The nucleus');
    await s.ok('POST', `/notebook/pages/${other.id}/notes`, { text: 'The nucleus holds the DNA.' });
    const q3 = await fresh(other.id);
    expect((await s.ok('POST', `/notebook/quizzes/${q3.id}/answers`, { answers: right }, 200)).xp).toBe(QUIZ_PASS_XP);
    expect((await getUserXp(s.ctx)).xp).toBe(2 * QUIZ_PASS_XP);
  });

  it('two quizzes of one page passed at once pay once', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz(), quiz(), quiz());
    const qs = [];
    for (let i = 0; i < 3; i++) qs.push((await s.ok('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' }, 201)).quiz);
    const results = await Promise.all(qs.map((q) => s.ok('POST', `/notebook/quizzes/${q.id}/answers`, { answers: right }, 200)));
    expect(results.map((r) => r.xp).sort()).toEqual([0, 0, 20]);
    expect((await getUserXp(s.ctx)).xp).toBe(20);
  });

  it('discards a quiz whose answer index is out of range, or whose options are not exactly 4: never stored', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz(8, (i) => (i === 5 ? { answerIndex: 4 } : {})), quiz(8, (i) => (i === 2 ? { options: ['a', 'b', 'c'] } : {})));
    const res = await s.call('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' });
    expect(res.status).toBe(503);
    expect(sim.requestCount('mistral')).toBe(2); // the discarded answer was malformed: retried once
    expect((await s.ok('GET', `/notebook/pages/${p.id}/quizzes`)).items).toEqual([]);

    sim.script('mistral', quiz(7), quiz(8, (i) => (i === 0 ? { answerIndex: 1.5 } : {})));
    expect((await s.call('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' })).status).toBe(503);
    expect((await s.ok('GET', `/notebook/pages/${p.id}/quizzes`)).items).toEqual([]);
  });

  it('wants one answer per question, each 0–3, listing the field', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz());
    const { quiz: q } = await s.ok('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' }, 201);
    const short = await s.call('POST', `/notebook/quizzes/${q.id}/answers`, { answers: [0, 1] });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual([{ path: 'answers', message: expect.stringContaining('8 questions') }]);
    const bad = await s.call('POST', `/notebook/quizzes/${q.id}/answers`, { answers: [0, 1, 2, 3, 4, 0, 0, 0] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['answers.4']);
    expect((await s.ok('GET', `/notebook/quizzes/${q.id}`)).attempts).toBe(0);
  });
});

describe('the tutor\'s stored outputs go with their page', () => {
  it('deleting a page deletes its quizzes and roadmap drafts', async () => {
    const { s, p } = await studied();
    sim.script('mistral', quiz());
    const { quiz: q } = await s.ok('POST', `/notebook/pages/${p.id}/outputs`, { kind: 'QUIZ' }, 201);
    const draft = await s.ok('POST', `/notebook/pages/${p.id}/roadmap-drafts`, {}, 202);
    await s.ok('DELETE', `/notebook/pages/${p.id}`);
    expect((await s.call('GET', `/notebook/quizzes/${q.id}`)).status).toBe(404);
    expect((await s.call('GET', `/notebook/roadmap-drafts/${draft.id}`)).status).toBe(404);
  });
});

describe('AI flashcards (GROUNDED, 1–12, default 6)', () => {
  it('saves new cards as ordinary FSRS cards, skipping fronts the page already has', async () => {
    const { s, p } = await studied();
    await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: 'What wraps a cell?', back: 'A membrane' });
    const cards = Array.from({ length: 8 }, (_, i) => ({ front: `Front ${i}?`, back: `Back ${i}` }));
    cards[1] = { front: '  what WRAPS a cell? ', back: 'dup of an existing one' };
    cards[2] = { front: 'Front 0?', back: 'dup inside the batch' };
    sim.script('mistral', json({ cards }));
    const res = await s.call('POST', `/notebook/pages/${p.id}/cards/generate`, {});
    expect(res.status).toBe(201);
    // Default 6: the first six the model wrote, of which two were duplicates.
    expect(res.body.items.map((c: { front: string }) => c.front)).toEqual(['Front 0?', 'Front 3?', 'Front 4?', 'Front 5?']);
    expect(res.body.skipped).toBe(2);
    expect(res.body.items[0]).toMatchObject({ pageId: p.id, state: 'New', reps: 0 });
    const due = await s.ok('GET', '/notebook/cards/due');
    expect(due.items.map((c: { front: string }) => c.front)).toContain('Front 5?');
    expect(await s.ok('GET', `/notebook/pages/${p.id}/cards`)).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ front: 'Front 4?', back: 'Back 4' })]) });
  });

  it('asks for the count it was given and refuses a count outside 1–12', async () => {
    const { s, p } = await studied();
    sim.script('mistral', json({ cards: Array.from({ length: 5 }, (_, i) => ({ front: `Q${i}`, back: `A${i}` })) }));
    const res = await s.call('POST', `/notebook/pages/${p.id}/cards/generate`, { count: 2 });
    expect(res.body.items).toHaveLength(2);
    expect(JSON.stringify(sim.requests('mistral')[0]!.body)).toContain('exactly 2 flashcards');
    for (const count of [0, 13, 2.5]) {
      const bad = await s.call('POST', `/notebook/pages/${p.id}/cards/generate`, { count });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['count']);
    }
    expect(sim.requestCount('mistral')).toBe(1);
  });
});
