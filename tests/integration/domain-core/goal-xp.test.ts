import { describe, expect, it } from 'vitest';
import { getCategory } from '../../../core/category/service';
import { completeGoal } from '../../../core/goal/complete';
import { getUserXp } from '../../../core/xp/payout';
import { UserStats, XpLedger } from '../../../core/xp/store';
import { goalXp } from '../../../core/xp/goal';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi } from '../../support/http';
import { client, racingReads, type Client } from './helpers';

const clock = fixedClock(new Date('2026-03-10T12:00:00Z'));
const api = testApi(testDeps({}, { clock }));

async function ledger(u: Client) {
  const rows = (await XpLedger(api.deps.db).query.primary({ userId: u.id }).go({ pages: 'all', consistent: true })).data;
  return rows.map(({ day, ownerType, ownerId, delta }) => ({ day, ownerType, ownerId, delta }));
}

describe('goal XP', () => {
  it('completing pays goal XP to the user, the goal and each category, with ledger rows', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Reading', experience: 'INTERMEDIARY' });
    const g = await u.ok('POST', '/goals', {
      name: 'Read 12 books',
      targetValue: 12,
      startDate: '2026-03-10',
      endDate: '2026-03-15',
      categoryIds: [cat.id],
    });
    // base 100 (target < 50) × 1.2 (≥ 10) × 1.5 (span ≤ 7 days) × 1.3 (before the end date)
    const xp = goalXp({ targetValue: 12, startDate: '2026-03-10', endDate: '2026-03-15', completedOn: '2026-03-10' });
    expect(xp).toBe(234);

    const done = await u.ok('POST', `/goals/${g.id}/complete`);
    expect(done).toMatchObject({ status: 'COMPLETED', xpAwarded: 234, completedAt: clock.now().toISOString() });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 234, level: 2 });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toMatchObject({ xp: 1250 + 234, level: 5 });
    expect(await ledger(u)).toEqual(
      expect.arrayContaining([
        { day: '2026-03-10', ownerType: 'user', ownerId: u.id, delta: 234 },
        { day: '2026-03-10', ownerType: 'category', ownerId: cat.id, delta: 234 },
        { day: '2026-03-10', ownerType: 'goal', ownerId: g.id, delta: 234 },
      ]),
    );
  });

  it('is a toggle: completing again takes back exactly the stored amount, booked on the day it was earned', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Sport' });
    const g = await u.ok('POST', '/goals', { name: 'Swim', targetValue: 5, categoryIds: [cat.id] });
    await u.ok('POST', `/goals/${g.id}/complete`);
    expect(await getUserXp(u.ctx)).toEqual({ xp: 50, level: 1 });

    // A later target edit does not change what un-completing takes back.
    await u.ok('PATCH', `/goals/${g.id}`, { targetValue: 500 });
    clock.advance(2 * 24 * 3600 * 1000); // (the access token expires: call the service directly)
    const undone = await completeGoal(u.ctx, { id: g.id });
    expect(undone).toMatchObject({ status: 'IN_PROGRESS', xpAwarded: 0, completedAt: null });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 0, level: 0 });
    expect(await getCategory(u.ctx, { id: cat.id })).toMatchObject({ xp: 0 });
    expect((await ledger(u)).every((r) => r.delta === 0)).toBe(true);
  });

  it('pays once when two completes race (both read before either writes)', async () => {
    const racy = testApi(racingReads(api.deps, (key) => String(key.sk).startsWith('GOAL#')));
    const u = await client(racy);
    const g = await u.ok('POST', '/goals', { name: 'Race', targetValue: 60 });
    const both = await Promise.all([u.call('POST', `/goals/${g.id}/complete`), u.call('POST', `/goals/${g.id}/complete`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    // Both asked to complete what they saw as not completed: one paid, the other found it done.
    for (const r of both) expect(r.body).toMatchObject({ status: 'COMPLETED', xpAwarded: 300 });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 300, level: 2 });
    expect((await ledger(u)).filter((r) => r.ownerType === 'user')).toEqual([
      { day: expect.any(String), ownerType: 'user', ownerId: u.id, delta: 300 },
    ]);
  });

  it('never pays twice however two completes interleave', async () => {
    const u = await client(api);
    for (const body of [undefined, { completed: true }]) {
      const g = await u.ok('POST', '/goals', { name: 'Tap tap', targetValue: 1 });
      const before = (await getUserXp(u.ctx)).xp;
      const both = await Promise.all([u.call('POST', `/goals/${g.id}/complete`, body), u.call('POST', `/goals/${g.id}/complete`, body)]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const final = await u.ok('GET', `/goals/${g.id}`);
      // A toggle may land as complete-then-uncomplete when the two happen one after the other.
      if (body) expect(final.status).toBe('COMPLETED');
      expect((await getUserXp(u.ctx)).xp - before).toBe(final.status === 'COMPLETED' ? 50 : 0);
    }
  });

  it('with an explicit `completed`, never toggles the wrong way', async () => {
    const u = await client(api);
    const g = await u.ok('POST', '/goals', { name: 'Explicit', targetValue: 1 });
    expect(await u.ok('POST', `/goals/${g.id}/complete`, { completed: false })).toMatchObject({ status: 'NOT_STARTED' });
    await u.ok('POST', `/goals/${g.id}/complete`, { completed: true });
    expect(await u.ok('POST', `/goals/${g.id}/complete`, { completed: true })).toMatchObject({ status: 'COMPLETED' });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 50, level: 1 });
  });

  it('never takes the user below 0 XP', async () => {
    const u = await client(api);
    const g = await u.ok('POST', '/goals', { name: 'Clamp', targetValue: 250 });
    await u.ok('POST', `/goals/${g.id}/complete`);
    expect((await getUserXp(u.ctx)).xp).toBe(600);
    // Something else already removed most of it (a future uncheck, say).
    await UserStats(api.deps.db).update({ userId: u.id }).add({ xp: -590 }).go();
    await u.ok('POST', `/goals/${g.id}/complete`);
    expect(await getUserXp(u.ctx)).toEqual({ xp: 0, level: 0 });
  });

  it('refuses to complete an archived goal; archiving moves no XP', async () => {
    const u = await client(api);
    const g = await u.ok('POST', '/goals', { name: 'Shelved', targetValue: 3 });
    await u.ok('POST', `/goals/${g.id}/complete`);
    await u.ok('POST', `/goals/${g.id}/archive`);
    expect((await getUserXp(u.ctx)).xp).toBe(50);
    expect((await u.call('POST', `/goals/${g.id}/complete`)).status).toBe(409);
    await u.ok('POST', `/goals/${g.id}/restore`);
    await u.ok('DELETE', `/goals/${g.id}`);
    expect((await getUserXp(u.ctx)).xp).toBe(50); // deleting is not un-completing
  });
});

describe('GET /me/progress', () => {
  it('answers the total XP, its level and where the next level starts, from the payouts themselves', async () => {
    const u = await client(api);
    expect(await u.ok('GET', '/me/progress')).toEqual({ totalXp: 0, level: 0, nextLevelXp: 50 });
    const cat = await u.ok('POST', '/categories', { name: 'Reading', experience: 'ADVANCED' });
    const g = await u.ok('POST', '/goals', { name: 'Read 12 books', targetValue: 12, startDate: '2026-03-10', endDate: '2026-03-15', categoryIds: [cat.id] });
    await u.ok('POST', `/goals/${g.id}/complete`);
    // 234 XP: level 2 starts at 200 (50 × 2²), level 3 at 450; a category's head start is not the person's XP.
    expect(await u.ok('GET', '/me/progress')).toEqual({ totalXp: 234, level: 2, nextLevelXp: 450 });
    await u.ok('POST', `/goals/${g.id}/complete`); // the toggle takes it back
    expect(await u.ok('GET', '/me/progress')).toEqual({ totalXp: 0, level: 0, nextLevelXp: 50 });
  });

  it('is the caller\'s own: another person\'s XP never shows', async () => {
    const a = await client(api);
    const b = await client(api);
    const g = await a.ok('POST', '/goals', { name: 'Swim', targetValue: 5 });
    await a.ok('POST', `/goals/${g.id}/complete`);
    expect((await a.ok('GET', '/me/progress')).totalXp).toBe(50);
    expect(await b.ok('GET', '/me/progress')).toEqual({ totalXp: 0, level: 0, nextLevelXp: 50 });
  });
});
