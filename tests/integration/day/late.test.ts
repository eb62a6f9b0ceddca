/**
 * Days that closed: late checks through the snapshot (paid by decay strategy, repairing
 * MISSED → DONE), late skips (MISSED → SKIPPED), streak bonuses and the streak rules across
 * real days. Services are called directly with a moving clock (tokens would expire).
 */
import { describe, expect, it } from 'vitest';
import { getConstance } from '../../../core/constance/service';
import { updateConfiguration } from '../../../core/configuration/service';
import { Outcomes } from '../../../core/constance/entity';
import { closeUser } from '../../../core/dayclose/close-user';
import { getHabit } from '../../../core/habit/service';
import { deleteSchedule, updateSchedule } from '../../../core/schedule/service';
import { checkItem, getToday, skipItem } from '../../../core/today/service';
import { getUserXp } from '../../../core/xp/payout';
import { clockedApi, planned, type Planned } from './helpers';

const DAY = 24 * 3600 * 1000;

async function setup(specs?: Parameters<typeof planned>[1]) {
  const { api, clock } = clockedApi(); // Sunday 2026-11-29 12:00 UTC
  const p = await planned(api, specs);
  /** Move to the next day's noon and close the day(s) behind it, as the hourly job would. */
  const nextDay = async () => {
    clock.advance(DAY);
    await closeUser(p.u.ctx, 'UTC', clock.now());
  };
  return { api, clock, p, ctx: p.u.ctx, nextDay };
}

async function outcome(p: Planned, type: string, id: string, day: string) {
  return (await Outcomes(p.u.ctx.deps.db).get({ userId: p.u.id, ownerType: type as 'habit', ownerId: id, day }).go()).data?.outcome;
}

describe('late checks', () => {
  it('pay by the decay strategy through the snapshot and repair MISSED → DONE; unchecking takes it back', async () => {
    const { p, ctx, nextDay } = await setup();
    const [a, b] = p.habits as unknown as [{ id: string }, { id: string }];
    const [ga, gb] = p.groups as [string, string];
    await checkItem(ctx, { groupId: ga });
    await nextDay(); // Monday: Sunday is snapshotted and its outcomes written
    expect(await outcome(p, 'habit', b.id, '2026-11-29')).toBe('MISSED');
    expect(await outcome(p, 'habit', a.id, '2026-11-29')).toBe('DONE');
    expect(await outcome(p, 'user', p.u.id, '2026-11-29')).toBe('DONE');
    const sunday = await getToday(ctx, { date: '2026-11-29' });
    expect(sunday).toMatchObject({ closed: true, summary: { checked: 1, open: 1 } });
    expect(sunday.entries[1]).toMatchObject({ groupId: gb, status: 'open', xp: 24 }); // what a check pays now: 80 %

    const late = await checkItem(ctx, { groupId: gb, date: '2026-11-29' });
    expect(late).toMatchObject({ date: '2026-11-29', status: 'checked', xp: 24, xpChange: 24 });
    expect(await outcome(p, 'habit', b.id, '2026-11-29')).toBe('DONE');
    expect(await getHabit(ctx, { id: b.id })).toMatchObject({ xp: 24, currentStreak: 1, lastCheckDate: '2026-11-29' });
    expect((await getToday(ctx, { date: '2026-11-29' })).summary).toMatchObject({ checked: 2, open: 0 });

    expect(await checkItem(ctx, { groupId: gb, date: '2026-11-29', checked: false })).toMatchObject({ status: 'open', xpChange: -24 });
    expect(await outcome(p, 'habit', b.id, '2026-11-29')).toBe('MISSED');
    expect(await getHabit(ctx, { id: b.id })).toMatchObject({ xp: 0, currentStreak: 0, bestStreak: 1 });
    expect(await getUserXp(ctx)).toMatchObject({ xp: 30 });
  });

  it.each([
    ['GRADUAL', 1, 24],
    ['GRADUAL', 3, 12],
    ['GRADUAL', 6, 6],
    ['FLAT', 2, 15],
    ['TIME_WINDOW', 2, 30],
    ['TIME_WINDOW', 3, 0],
  ] as const)('%s, %d day(s) late, pays %d of 30', async (strategy, daysLate, xp) => {
    const { p, ctx, clock } = await setup();
    await updateConfiguration(ctx, { xpDecayStrategy: strategy });
    clock.advance(daysLate * DAY);
    expect(await checkItem(ctx, { groupId: p.groups[0]!, date: '2026-11-29' })).toMatchObject({ xpChange: xp, status: 'checked' });
    expect(await getUserXp(ctx)).toMatchObject({ xp });
  });
});

describe('streaks across days', () => {
  it('the streak bonus uses the streak before today; an unscheduled day does not break it', async () => {
    const { p, ctx, nextDay } = await setup([{ name: 'Read', importance: 5, difficulty: 5 }]);
    const g = p.groups[0]!;
    expect((await checkItem(ctx, { groupId: g })).xpChange).toBe(50); // Sunday: streak 0
    await updateSchedule(ctx, { id: (await p.u.ok('GET', '/schedules')).items[0].id, days: ['sunday', 'tuesday', 'wednesday'] });
    await nextDay(); // Monday: nothing scheduled
    expect((await getToday(ctx, {})).routine).toBeNull();
    await nextDay(); // Tuesday
    expect((await checkItem(ctx, { groupId: g })).xpChange).toBe(51); // streak 1 → +1 %
    await nextDay(); // Wednesday
    expect((await checkItem(ctx, { groupId: g })).xpChange).toBe(51); // streak 2 → 50 × 1.02 = 51
    expect(await getHabit(ctx, { id: p.habits[0]!.id })).toMatchObject({ currentStreak: 3, bestStreak: 3, totalChecks: 3 });
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 3, status: 'ACTIVE' });
    expect(await outcome(p, 'user', p.u.id, '2026-11-30')).toBe('NOT_SCHEDULED');
  });

  it('a missed day breaks it; a late skip of that day repairs MISSED → SKIPPED and the streak holds', async () => {
    const { p, ctx, nextDay } = await setup([{ name: 'Read' }]);
    const g = p.groups[0]!;
    await checkItem(ctx, { groupId: g }); // Sunday done
    await nextDay(); // Monday: left open
    await nextDay(); // Tuesday: Monday closed as MISSED
    expect(await outcome(p, 'habit', p.habits[0]!.id, '2026-11-30')).toBe('MISSED');
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 0, bestStreak: 1 });
    expect(await skipItem(ctx, { groupId: g, date: '2026-11-30' })).toMatchObject({ status: 'skipped', xpChange: 0 });
    expect(await outcome(p, 'habit', p.habits[0]!.id, '2026-11-30')).toBe('SKIPPED');
    expect(await outcome(p, 'user', p.u.id, '2026-11-30')).toBe('SKIPPED');
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 1 });
    expect(await getHabit(ctx, { id: p.habits[0]!.id })).toMatchObject({ currentStreak: 1 });
  });

  it('COMPLETE needs every item checked or skipped; ANY needs one check', async () => {
    const { p, ctx, nextDay } = await setup();
    await updateConfiguration(ctx, { constanceMode: 'COMPLETE' });
    await checkItem(ctx, { groupId: p.groups[0]! });
    expect(await getConstance(ctx, {})).toMatchObject({ mode: 'COMPLETE', currentStreak: 0 }); // not complete yet
    await nextDay();
    expect(await outcome(p, 'user', p.u.id, '2026-11-29')).toBe('MISSED');
    await skipItem(ctx, { groupId: p.groups[1]!, date: '2026-11-29' });
    expect(await outcome(p, 'user', p.u.id, '2026-11-29')).toBe('DONE');
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 1 });
  });

  it('rests as DORMANT after 14 quiet days instead of breaking', async () => {
    const { p, ctx, nextDay } = await setup([{ name: 'Read' }]);
    await checkItem(ctx, { groupId: p.groups[0]! });
    await deleteSchedule(ctx, { id: (await p.u.ok('GET', '/schedules')).items[0].id });
    for (let i = 0; i < 13; i++) await nextDay();
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 1, status: 'ACTIVE' });
    await nextDay();
    expect(await getConstance(ctx, {})).toMatchObject({ currentStreak: 1, status: 'DORMANT', lastActiveDay: '2026-11-29' });
  });
});

describe('late actions and ownership', () => {
  it("another user's group id on a closed day is NOT_FOUND and leaves the owner's snapshot alone; days before the account are refused", async () => {
    const { p, ctx, nextDay, api } = await setup();
    const intruder = await planned(api, [{ name: 'Mine' }]);
    await nextDay();
    await closeUser(intruder.u.ctx, 'UTC', api.deps.clock.now());
    const before = await getToday(ctx, { date: '2026-11-29' });
    for (const call of [checkItem, skipItem]) {
      await expect(call(intruder.u.ctx, { groupId: p.groups[0]!, date: '2026-11-29' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await getToday(ctx, { date: '2026-11-29' })).toEqual(before);
    await expect(checkItem(ctx, { groupId: p.groups[0]!, date: '2026-11-28' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'date', message: expect.stringContaining('created on 2026-11-29') }] },
    });
  });
});
