import { describe, expect, it } from 'vitest';
import type { TodayEntry } from '../../core/today/view';
import { addDays, dayIn, dayLabel, daysBetween, daysEnding, weekdayOf } from '../../web/src/dates';
import { moved } from '../../web/src/pages/focus/reorder';
import { weekStrip } from '../../web/src/pages/mood/levels';
import { markMessage } from '../../web/src/pages/today/mark-message';
import { LATE_MAX_DAYS as SERVER_LATE_MAX_DAYS } from '../../core/today/schema';
import { LATE_MAX_DAYS, reachableDays } from '../../web/src/pages/today/late';
import { bySection } from '../../web/src/pages/today/sections';
import { href, parseRoute, turnContext } from '../../web/src/routes';

describe('days as the server counts them', () => {
  it('in the person’s time zone, not the browser’s', () => {
    const at = new Date('2026-12-01T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-12-01');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-12-02');
    expect(dayIn('America/Sao_Paulo', at)).toBe('2026-12-01');
  });

  it('adds days across months and years; weekdays Monday first as the server stores them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysEnding('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-11-29', '2026-12-01')).toBe(2);
    expect(weekdayOf('2026-12-01')).toBe('TUESDAY');
    expect(dayLabel('2026-12-01')).toBe('Tuesday 1 December');
  });
});

describe('Today', () => {
  const entry = (id: string, section: string | null): TodayEntry =>
    ({ groupId: id, section: section ? { id: section, name: section, startTime: '07:00', endTime: '09:00' } : null, name: id, status: 'open', xp: 10 }) as TodayEntry;

  it('groups entries by section in the routine’s order; a LIST routine is one group', () => {
    const groups = bySection([entry('a', 'Morning'), entry('b', 'Evening'), entry('c', 'Morning')]);
    expect(groups.map((g) => [g.name, g.window, g.entries.map((e) => e.groupId)])).toEqual([
      ['Morning', '07:00–09:00', ['a', 'c']],
      ['Evening', '07:00–09:00', ['b']],
    ]);
    expect(bySection([entry('x', null), entry('y', null)]).map((g) => [g.name, g.entries.length])).toEqual([[null, 2]]);
  });

  it('the day picker offers today and the days a late check reaches (the server’s limit), never before the account', () => {
    expect(LATE_MAX_DAYS).toBe(SERVER_LATE_MAX_DAYS);
    expect(reachableDays('2026-12-10', '2026-01-01')).toHaveLength(LATE_MAX_DAYS + 1);
    expect(reachableDays('2026-12-10', '2026-12-09')).toEqual(['2026-12-10', '2026-12-09']);
  });

  it('after each action: the XP THIS action moved, and the streak after it', () => {
    const streak = { currentStreak: 3, bestStreak: 5 };
    expect(markMessage('check', { name: 'Read', status: 'checked', changed: true, xpChange: 25 }, { streak })).toBe('Checked “Read”: +25 XP. Streak: 3 days (best 5 days).');
    expect(markMessage('check', { name: 'Read', status: 'checked', changed: true, xpChange: 20 }, { late: true })).toBe('Checked “Read”: +20 XP (a late check pays less than on the day).');
    expect(markMessage('check', { name: 'Read', status: 'open', changed: true, xpChange: -25 })).toBe('Unchecked “Read”: 25 XP taken back.');
    expect(markMessage('skip', { name: 'Run', status: 'skipped', changed: true, xpChange: 0 }, { streak: { currentStreak: 1, bestStreak: 1 } })).toBe(
      'Skipped “Run”: no XP, and a skip never breaks a streak. Streak: 1 day (best 1 day).',
    );
    expect(markMessage('skip', { name: 'Run', status: 'checked', changed: false, xpChange: 0, note: 'Already checked: a skip does nothing on a checked item' })).toBe(
      'Already checked: a skip does nothing on a checked item.',
    );
  });
});

describe('mood week strip, micro-task order, routes', () => {
  it('the week strip is the 7 days ending today, levels only', () => {
    expect(weekStrip('2026-12-01', [{ date: '2026-11-30', level: 4 }, { date: '2026-11-20', level: 1 }])).toEqual([
      { date: '2026-11-25', level: null },
      { date: '2026-11-26', level: null },
      { date: '2026-11-27', level: null },
      { date: '2026-11-28', level: null },
      { date: '2026-11-29', level: null },
      { date: '2026-11-30', level: 4 },
      { date: '2026-12-01', level: null },
    ]);
  });

  it('moving a micro-task swaps it with its neighbour and never past the ends (the full list goes to the server)', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('hash routes: a page and its parameters; anything unknown is Today', () => {
    expect(parseRoute('#/notebook/nbp_1/study')).toEqual({ path: '/notebook/nbp_1/study', page: '/notebook', params: ['nbp_1', 'study'] });
    expect(parseRoute('')).toEqual({ path: '/today', page: '/today', params: [] });
    expect(parseRoute('#/nowhere')).toEqual({ path: '/today', page: '/today', params: [] });
    expect(href('/today', '2026-11-30')).toBe('#/today/2026-11-30');
  });

  it('the assistant is told the page, and on Focus Mode the entry open there', () => {
    expect(turnContext('/focus/grp_01ABC')).toEqual({ page: '/focus/grp_01ABC', focusEntryId: 'grp_01ABC' });
    expect(turnContext('/habits')).toEqual({ page: '/habits' });
  });
});
