import { describe, expect, it } from 'vitest';
import { commit } from '../../../core/today/commit';
import { loadDay } from '../../../core/today/day';
import { StaleRead } from '../../../core/util/tx';
import { getUserXp } from '../../../core/xp/payout';
import { clockedApi, planned, ALL_DAYS } from './helpers';
import { client } from '../domain-core/helpers';

const { api } = clockedApi(); // Sunday 2026-11-29, 12:00 UTC

describe('GET /today', () => {
  it('lists the scheduled entries with group ids distinct from item ids, section, status and XP', async () => {
    const p = await planned(api, [{ name: 'Read', importance: 4, difficulty: 2 }, { name: 'Run', importance: 5, difficulty: 5 }]);
    const today = await p.u.ok('GET', '/today');
    expect(today).toMatchObject({ date: '2026-11-29', closed: false, routine: { id: p.routine.id, name: 'Day', type: 'DAILY' }, summary: { total: 2, open: 2 } });
    expect(today.entries).toEqual([
      expect.objectContaining({ groupId: p.groups[0], itemId: p.habits[0]!.id, name: 'Read', status: 'open', xp: 30, section: expect.objectContaining({ name: 'Morning' }) }),
      expect.objectContaining({ groupId: p.groups[1], itemId: p.habits[1]!.id, name: 'Run', status: 'open', xp: 50 }),
    ]);
    for (const e of today.entries) expect(e.groupId).not.toBe(e.itemId);
  });

  it("follows the person's time zone and the weekday's schedule", async () => {
    const u = await client(api);
    const h = await u.ok('POST', '/habits', { name: 'Swim' });
    const r = await u.ok('POST', '/routines', { name: 'Mondays', sections: [{ name: 'S', startTime: '06:00', endTime: '07:00', items: [{ type: 'habit', id: h.id }] }] });
    await u.ok('POST', '/schedules', { routineId: r.id, days: ['segunda'] });
    expect(await u.ok('GET', '/today')).toMatchObject({ date: '2026-11-29', routine: null, entries: [] }); // Sunday in UTC
    await u.ok('PATCH', '/me/configuration', { timeZone: 'Pacific/Kiritimati' }); // UTC+14: already Monday
    expect(await u.ok('GET', '/today')).toMatchObject({ date: '2026-11-30', routine: { name: 'Mondays' }, summary: { total: 1 } });
    expect((await u.call('GET', '/today?date=2026-12-01')).status).toBe(400);
  });
});

describe('check', () => {
  it('pays the user, the routine, the habit and each category; unchecking takes back exactly that', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Mind' });
    const cat2 = await u.ok('POST', '/categories', { name: 'Body' });
    const h = await u.ok('POST', '/habits', { name: 'Read', importance: 4, difficulty: 2, categoryIds: [cat.id, cat2.id] });
    const r = await u.ok('POST', '/routines', { name: 'Day', sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: h.id }] }] });
    await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
    const group = r.sections[0].items[0].groupId;

    const checked = await u.ok('POST', `/today/${group}/check`, {}, 200);
    expect(checked).toMatchObject({ date: '2026-11-29', groupId: group, status: 'checked', xp: 30, changed: true, xpChange: 30 });
    expect(await u.ok('GET', `/habits/${h.id}`)).toMatchObject({ xp: 30, totalChecks: 1, currentStreak: 1, bestStreak: 1, firstCheckDate: '2026-11-29', lastCheckDate: '2026-11-29' });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toMatchObject({ xp: 30 });
    expect(await u.ok('GET', `/categories/${cat2.id}`)).toMatchObject({ xp: 30 });
    expect(await u.ok('GET', `/routines/${r.id}`)).toMatchObject({ xp: 30, currentStreak: 1 });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 30, level: 0 });
    expect(await u.ok('GET', '/constance')).toMatchObject({ currentStreak: 1, bestStreak: 1, status: 'ACTIVE', mode: 'ANY' });

    // Checking again (explicitly) pays nothing twice; toggling takes back exactly 30.
    expect(await u.ok('POST', `/today/${group}/check`, { checked: true }, 200)).toMatchObject({ changed: false, xpChange: 0, note: expect.stringMatching(/nothing is paid twice/) });
    expect(await u.ok('POST', `/today/${group}/check`, {}, 200)).toMatchObject({ status: 'open', xpChange: -30 });
    expect(await u.ok('GET', `/habits/${h.id}`)).toMatchObject({ xp: 0, totalChecks: 0, currentStreak: 0, bestStreak: 1, lastCheckDate: null });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toMatchObject({ xp: 0 });
    expect(await u.ok('GET', `/routines/${r.id}`)).toMatchObject({ xp: 0, currentStreak: 0, bestStreak: 1 });
    expect(await getUserXp(u.ctx)).toEqual({ xp: 0, level: 0 });
    expect(await u.ok('GET', '/constance')).toMatchObject({ currentStreak: 0, bestStreak: 1 }); // best never falls
  });

  it('pays once when two identical checks race', async () => {
    const p = await planned(api);
    const [a, b] = await Promise.all([0, 1].map(() => p.u.call('POST', `/today/${p.groups[0]}/check`, { checked: true })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect([a!.body.xpChange, b!.body.xpChange].sort()).toEqual([0, 30]);
    expect(await getUserXp(p.u.ctx)).toMatchObject({ xp: 30 });
  });

  it('a check decided on a read the other check has overtaken re-reads instead of paying twice', async () => {
    // The race above, made deterministic: the day is read while the entry is open, then the other check lands.
    const p = await planned(api);
    const stale = await loadDay(p.u.ctx, '2026-11-29');
    await p.u.ok('POST', `/today/${p.groups[0]}/check`, { checked: true }, 200);
    const index = stale.entries.findIndex((e) => e.entryId === p.groups[0]);
    await expect(commit(p.u.ctx, stale, index, 'CHECKED', { today: '2026-11-29', daysLate: 0, strategy: 'GRADUAL' })).rejects.toBeInstanceOf(StaleRead);
    expect(await getUserXp(p.u.ctx)).toMatchObject({ xp: 30 });
  });

  it('refuses a habit id, naming the group id to use; an entry of a routine not scheduled today is 404', async () => {
    const p = await planned(api);
    const res = await p.u.call('POST', `/today/${p.habits[0]!.id}/check`, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', groupIds: [p.groups[0]], fields: [{ path: 'groupId' }] });
    expect(res.body.error.message).toContain(`Use its group id today (2026-11-29): ${p.groups[0]}`);
    const other = await p.u.ok('POST', '/routines', { type: 'LIST', name: 'Someday', items: [{ type: 'habit', id: p.habits[0]!.id }] });
    const off = await p.u.call('POST', `/today/${other.items[0].groupId}/check`, {});
    expect(off.status).toBe(404);
    expect(off.body.error.message).toMatch(/belongs to routine "Someday", but "Day" is the routine today/);
    expect(await getUserXp(p.u.ctx)).toMatchObject({ xp: 0 });
  });

  it('a task pays user, routine and categories; with no category it earns nothing', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Home' });
    const t1 = await u.ok('POST', '/tasks', { name: 'Dishes', importance: 1, difficulty: 1, categoryIds: [cat.id] });
    const t2 = await u.ok('POST', '/tasks', { name: 'Mail', importance: 5, difficulty: 5 });
    const r = await u.ok('POST', '/routines', { type: 'LIST', name: 'Chores', items: [{ type: 'task', id: t1.id }, { type: 'task', id: t2.id }] });
    await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
    const view = await u.ok('GET', '/today');
    expect(view.entries.map((e: any) => [e.name, e.xp, e.section])).toEqual([['Dishes', 10, null], ['Mail', 0, null]]);
    await u.ok('POST', `/today/${r.items[0].groupId}/check`, {}, 200);
    expect(await u.ok('POST', `/today/${r.items[1].groupId}/check`, {}, 200)).toMatchObject({ status: 'checked', xp: 0 });
    expect(await getUserXp(u.ctx)).toMatchObject({ xp: 10 });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toMatchObject({ xp: 10 });
    expect(await u.ok('GET', `/routines/${r.id}`)).toMatchObject({ xp: 10 });
  });
});

describe('skip', () => {
  it('is a choice: no XP, a checked item is left alone, a future day is refused', async () => {
    const p = await planned(api);
    const [g1, g2] = p.groups as [string, string];
    expect(await p.u.ok('POST', `/today/${g1}/skip`, {}, 200)).toMatchObject({ status: 'skipped', xpChange: 0 });
    expect(await p.u.ok('POST', `/today/${g1}/skip`, { skipped: true }, 200)).toMatchObject({ changed: false, note: 'Already skipped' });
    // Checking a skipped item checks it (and pays).
    expect(await p.u.ok('POST', `/today/${g1}/check`, {}, 200)).toMatchObject({ status: 'checked', xpChange: 30 });
    expect(await p.u.ok('POST', `/today/${g1}/skip`, {}, 200)).toMatchObject({ status: 'checked', changed: false, note: expect.stringMatching(/does nothing on a checked item/) });
    const future = await p.u.call('POST', `/today/${g2}/skip`, { date: '2026-11-30' });
    expect(future.status).toBe(400);
    expect(future.body.error.fields[0]).toMatchObject({ path: 'date', message: expect.stringContaining('future') });
    const tooOld = await p.u.call('POST', `/today/${g2}/skip`, { date: '2026-11-01' });
    expect(tooOld.status).toBe(400);
    expect(await p.u.ok('GET', '/today')).toMatchObject({ summary: { checked: 1, skipped: 0, open: 1 } });
    // A skip on an item is never a failure: un-skip, skip, the streak stays at the check's 1.
    await p.u.ok('POST', `/today/${g2}/skip`, {}, 200);
    expect(await p.u.ok('GET', '/constance')).toMatchObject({ currentStreak: 1 });
  });
});
