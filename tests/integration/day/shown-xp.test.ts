/**
 * Issue #29: the XP shown on an open entry (GET /today, a check's answer) is the XP its check
 * pays — one function, one streak. An importance 5 / difficulty 5 habit once showed 51 and
 * paid 50: in the uncheck's answer (the stored streak still counted the undone check), and in
 * GET /today on the next day before the day close wrote yesterday's outcome (the check walked
 * the outcome rows, which did not have it yet).
 */
import { describe, expect, it } from 'vitest';
import { getUserXp } from '../../../core/xp/payout';
import { ALL_DAYS, clockedApi, tokenClient } from './helpers';

const { api, clock } = clockedApi(); // Sunday 2026-11-29, 12:00 UTC

async function fiveFiveHabit() {
  const u = await tokenClient(api);
  const cat = await u.ok('POST', '/categories', { name: 'Body' });
  const h = await u.ok('POST', '/habits', { name: 'Run', importance: 5, difficulty: 5, categoryIds: [cat.id] });
  const r = await u.ok('POST', '/routines', { name: 'Day', sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: h.id }] }] });
  await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
  const group: string = r.sections[0].items[0].groupId;
  const balances = async () => ({ user: (await getUserXp(u.ctx)).xp, category: (await u.ok('GET', `/categories/${cat.id}`)).xp as number });
  const shown = async () => ((await u.ok('GET', '/today')).entries.find((e: { groupId: string }) => e.groupId === group)).xp as number;

  /** Checks the entry and returns what GET /today showed before, what the check said and what moved. */
  async function checkAgainstShown() {
    const before = await balances();
    const promised = await shown();
    const res = await u.ok('POST', `/today/${group}/check`, { checked: true }, 200);
    const after = await balances();
    return { promised, res, moved: { user: after.user - before.user, category: after.category - before.category } };
  }
  return { u, group, checkAgainstShown };
}

describe('the XP shown on an open entry is the XP its check pays', () => {
  it('on a first check', async () => {
    const { checkAgainstShown } = await fiveFiveHabit();
    const { promised, res, moved } = await checkAgainstShown();
    expect(promised).toBe(50); // (5,5, no streak) = 50 (DOMAIN-FACTS)
    expect(res).toMatchObject({ status: 'checked', xp: promised, xpChange: promised });
    expect(moved).toEqual({ user: promised, category: promised });
  });

  it('after a check and an uncheck', async () => {
    const { u, group, checkAgainstShown } = await fiveFiveHabit();
    await u.ok('POST', `/today/${group}/check`, { checked: true }, 200);
    const unchecked = await u.ok('POST', `/today/${group}/check`, { checked: false }, 200);
    expect(unchecked).toMatchObject({ status: 'open', xpChange: -50, xp: 50 }); // what a check now pays, as GET /today says
    const { promised, res, moved } = await checkAgainstShown();
    expect(promised).toBe(50); // today's own (undone) check must not boost itself
    expect(res).toMatchObject({ status: 'checked', xp: promised, xpChange: promised });
    expect(moved).toEqual({ user: promised, category: promised });
  });

  it("on the next day before the day close has written yesterday's outcomes", async () => {
    clock.set(new Date('2026-11-29T23:50:00Z')); // late Sunday: the access token outlives the night
    const { u, group, checkAgainstShown } = await fiveFiveHabit();
    await u.ok('POST', `/today/${group}/check`, { checked: true }, 200);
    // Monday 00:01 UTC: Sunday is over, its outcome rows come only from 02:00 (DOMAIN-FACTS "Day close").
    clock.set(new Date('2026-11-30T00:01:00Z'));
    try {
      const { promised, res, moved } = await checkAgainstShown();
      expect(promised).toBe(51); // Sunday was done: a streak of 1 before today's check, (5,5,1) = round(50.5)
      expect(res).toMatchObject({ date: '2026-11-30', status: 'checked', xp: promised, xpChange: promised });
      expect(moved).toEqual({ user: promised, category: promised });
    } finally {
      clock.set(new Date('2026-11-29T12:00:00Z'));
    }
  });
});
