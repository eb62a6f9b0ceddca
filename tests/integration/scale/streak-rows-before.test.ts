/**
 * A check's streak write starts from the habit's and the routine's rows as read before its
 * transaction (issue 35: two Gets fewer). Those rows may be stale by the time the streak is
 * written — another request's streak write in between — and then the result must be exactly
 * what a fresh read would have given: here the stored row is changed behind the early read,
 * and the write still lands the walk's streak, the best that never falls and the check dates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Habits } from '../../../core/habit/entity';
import { storeStreak, type Stored } from '../../../core/constance/refresh';
import type { Walked } from '../../../core/constance/walk';
import { client, type Client } from '../domain-core/helpers';

let u: Client;
let habitId: string;
const today = '2026-11-29';
const walked = (current: number, lastDoneDay: string | null): Walked => ({ current, lastActiveDay: lastDoneDay, lastDoneDay, dormant: false, stoppedAt: null });

async function row() {
  const { data } = await Habits(u.ctx.deps.db).get({ userId: u.ctx.actor.userId, habitId }).go({ consistent: true });
  return { current: data?.currentStreak, best: data?.bestStreak, first: data?.firstCheckDate, last: data?.lastCheckDate };
}

async function setRow(set: { currentStreak: number; bestStreak: number; firstCheckDate?: string; lastCheckDate?: string }) {
  await Habits(u.ctx.deps.db).patch({ userId: u.ctx.actor.userId, habitId }).set(set).go();
}

beforeAll(async () => {
  u = await client();
  habitId = (await u.ok('POST', '/habits', { name: 'Read' })).id;
});

describe('the streak write from a row read before the transaction', () => {
  it('writes the walk when the row is still as read', async () => {
    await setRow({ currentStreak: 2, bestStreak: 2, firstCheckDate: '2026-11-01', lastCheckDate: '2026-11-28' });
    const before: Stored = { current: 2, best: 2, firstCheckDate: '2026-11-01', lastCheckDate: '2026-11-28' };
    await storeStreak(u.ctx, { type: 'habit', id: habitId }, walked(3, today), today, undefined, undefined, before);
    expect(await row()).toEqual({ current: 3, best: 3, first: '2026-11-01', last: today });
  });

  it('reads again when another write changed the row since: the older first check date and the higher best survive', async () => {
    // Read early: no check ever; since then another request stored an older first check and a best of 9.
    const before: Stored = { current: 0, best: 0 };
    await setRow({ currentStreak: 1, bestStreak: 9, firstCheckDate: '2026-10-01', lastCheckDate: '2026-11-28' });
    await storeStreak(u.ctx, { type: 'habit', id: habitId }, walked(2, today), today, undefined, undefined, before);
    expect(await row()).toEqual({ current: 2, best: 9, first: '2026-10-01', last: today });
  });

  it('confirms on a fresh read when the early row says nothing changes', async () => {
    // Early, the row already held the walk's streak; since then it was changed: the write must still happen.
    const before: Stored = { current: 2, best: 9, firstCheckDate: '2026-10-01', lastCheckDate: today };
    await setRow({ currentStreak: 5, bestStreak: 9, firstCheckDate: '2026-10-01', lastCheckDate: '2026-11-20' });
    await storeStreak(u.ctx, { type: 'habit', id: habitId }, walked(2, today), today, undefined, undefined, before);
    expect(await row()).toEqual({ current: 2, best: 9, first: '2026-10-01', last: today });
  });
});
