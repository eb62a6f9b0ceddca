import { Rating, type Card } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { scheduler } from '../../../core/notebook/fsrs';
import { getUserXp } from '../../../core/xp/payout';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi } from '../../support/http';
import { page, student } from './helpers';

const clock = fixedClock(new Date('2026-11-29T09:00:00Z'));
const api = testApi(testDeps({}, { clock }));

/** The API's card as the library's own Card, to ask ts-fsrs what it would do. */
const asLibraryCard = (c: { due: string; stability: number; difficulty: number; scheduledDays: number; reps: number; lapses: number; state: string; lastReview: string | null }): Card => ({
  due: new Date(c.due),
  stability: c.stability,
  difficulty: c.difficulty,
  // Deprecated in ts-fsrs (elapsed time comes from last_review); a Review card has no learning step.
  elapsed_days: 0,
  scheduled_days: c.scheduledDays,
  learning_steps: 0,
  reps: c.reps,
  lapses: c.lapses,
  state: { New: 0, Learning: 1, Review: 2, Relearning: 3 }[c.state as 'New']!,
  ...(c.lastReview ? { last_review: new Date(c.lastReview) } : {}),
});

describe('flashcards with FSRS (ts-fsrs, FSRS-6 defaults)', () => {
  it('create, list per page, edit (keeps the schedule), delete; a new card is due at once', async () => {
    const s = await student(api);
    const p = await page(s, 'Spanish');
    const card = await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: 'perro', back: 'dog' });
    expect(card).toMatchObject({ pageId: p.id, front: 'perro', back: 'dog', state: 'New', reps: 0, due: clock.now().toISOString() });
    const edited = await s.ok('PATCH', `/notebook/cards/${card.id}`, { back: 'a dog' });
    expect(edited).toMatchObject({ back: 'a dog', due: card.due });
    expect((await s.ok('GET', `/notebook/pages/${p.id}/cards`)).items).toEqual([expect.objectContaining({ id: card.id, back: 'a dog' })]);
    expect((await s.ok('GET', '/notebook/cards/due')).items.map((c: { id: string }) => c.id)).toEqual([card.id]);
    await s.ok('DELETE', `/notebook/cards/${card.id}`);
    expect((await s.call('DELETE', `/notebook/cards/${card.id}`)).status).toBe(404);
    const bad = await s.call('POST', `/notebook/pages/${p.id}/cards`, { front: '', back: 'x'.repeat(2001) });
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['back', 'front']);
  });

  it('GOOD moves due forward and AGAIN brings it back sooner, exactly as the library’s own repeat preview says', async () => {
    const s = await student(api);
    const p = await page(s, 'Capitals');
    // Twins: two cards with the same history, so one can be rated GOOD and the other AGAIN at the same moment.
    const twins = [
      await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: 'Capital of Peru?', back: 'Lima' }),
      await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: 'Capital of Chile?', back: 'Santiago' }),
    ];
    const review = async (id: string, rating: string) => (await s.ok('POST', `/notebook/cards/${id}/review`, { rating })).card;
    // Learn both: GOOD now and GOOD a day later, so each is a Review card with a real interval.
    for (const t of twins) await review(t.id, 'GOOD');
    clock.advance(24 * 3600_000);
    await s.relogin();
    const learnt = [await review(twins[0].id, 'GOOD'), await review(twins[1].id, 'GOOD')];
    expect(learnt[0]).toMatchObject({ state: 'Review', due: learnt[1].due });
    clock.advance(5 * 24 * 3600_000);
    await s.relogin();

    const now = clock.now();
    const preview = scheduler.repeat(asLibraryCard(learnt[0]), now);
    const good = await review(twins[0].id, 'GOOD');
    const again = await review(twins[1].id, 'AGAIN');
    expect(new Date(good.due).getTime()).toBeGreaterThan(new Date(learnt[0].due).getTime());
    expect(good.due).toBe(preview[Rating.Good].card.due.toISOString());
    expect(again.due).toBe(preview[Rating.Again].card.due.toISOString());
    expect(new Date(again.due).getTime()).toBeLessThan(new Date(good.due).getTime());
    expect(good).toMatchObject({ state: 'Review', reps: 3, lastReview: now.toISOString() });
    expect(again).toMatchObject({ state: 'Relearning', lapses: 1 });
  });

  it('each review pays 1 XP; the day pays at most 30, exactly, under 40 concurrent reviews', async () => {
    const s = await student(api);
    const p = await page(s, 'Vocabulary');
    const cards = [];
    for (let i = 0; i < 40; i++) cards.push(await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: `word ${i}`, back: `meaning ${i}` }));
    const results = await Promise.all(cards.map((c) => s.call('POST', `/notebook/cards/${c.id}/review`, { rating: 'GOOD' })));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(results.reduce((sum, r) => sum + r.body.xp, 0)).toBe(30);
    expect((await getUserXp(s.ctx)).xp).toBe(30);
    // Every review was recorded, paid or not.
    const listed = await s.ok('GET', `/notebook/pages/${p.id}/cards`);
    expect(listed.items.every((c: { reps: number }) => c.reps === 1)).toBe(true);
    expect((await s.ok('POST', `/notebook/cards/${cards[0].id}/review`, { rating: 'EASY' })).xp).toBe(0);
    // The owner's next day pays again.
    clock.advance(24 * 3600_000);
    await s.relogin();
    expect((await s.ok('POST', `/notebook/cards/${cards[1].id}/review`, { rating: 'GOOD' })).xp).toBe(1);
    expect((await getUserXp(s.ctx)).xp).toBe(31);
  });

  it('a rating outside AGAIN/HARD/GOOD/EASY is 400; the due list pages', async () => {
    const s = await student(api);
    const p = await page(s, 'Dates');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await s.ok('POST', `/notebook/pages/${p.id}/cards`, { front: `q${i}`, back: 'a' })).id);
    const bad = await s.call('POST', `/notebook/cards/${ids[0]}/review`, { rating: 'PERFECT' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].path).toBe('rating');
    const first = await s.ok('GET', '/notebook/cards/due?limit=2');
    expect(first.items).toHaveLength(2);
    const rest = await s.ok('GET', `/notebook/cards/due?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...rest.items].map((c: { id: string }) => c.id)).toEqual(ids);
    await s.ok('POST', `/notebook/cards/${ids[0]}/review`, { rating: 'EASY' });
    expect((await s.ok('GET', '/notebook/cards/due')).items.map((c: { id: string }) => c.id)).toEqual(ids.slice(1));
  });
});
