import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionTrend, goalSignals, habitSignals, moodSignal, type SnapDay } from '../../../core/ai/briefing/signals';
import { factsForModel } from '../../../core/ai/briefing/facts-types';
import { inventedNumber, sanitizeLines } from '../../../core/ai/briefing/narrative';
import { summarize } from '../../../core/dayclose/summary';
import { addDays } from '../../../core/xp/dates';

const Y = '2026-11-28';
type Entry = { kind: 'habit' | 'task'; refId: string; status: 'OPEN' | 'CHECKED' | 'SKIPPED' };
/** A closed day as the day close summarises it (the same function). */
const day = (offset: number, entries: Entry[], moodLevel: number | null = null): SnapDay =>
  summarize(addDays(Y, -offset), { routineId: entries.length ? 'rtn_1' : undefined, moodLevel, entries });
const habit = (refId: string, status: Entry['status']): Entry => ({ refId, kind: 'habit', status });
const names = new Map(['a', 'b', 'h', 'slip', 'steady', 'fine'].map((id) => [id, `Habit ${id}`]));

describe('completion week over week', () => {
  it('compares the last 7 closed days with the 7 before, skips excluded', () => {
    const days = [
      ...Array.from({ length: 7 }, (_, i) => day(i, [habit('a', 'CHECKED'), habit('b', i < 2 ? 'OPEN' : 'SKIPPED')])),
      ...Array.from({ length: 7 }, (_, i) => day(7 + i, [habit('a', 'CHECKED'), habit('b', 'OPEN')])),
    ];
    expect(completionTrend(days, Y)).toEqual({ id: 'completion', kind: 'COMPLETION_WEEK_OVER_WEEK', last7Percent: 78, previous7Percent: 50, changePoints: 28 });
  });

  it('is silent with nothing scheduled', () => {
    expect(completionTrend([day(0, [])], Y)).toBeNull();
  });
});

describe('habit signals', () => {
  it('slipping: missed ≥ 2 and at least half the days asked; steady: asked ≥ 4, never missed', () => {
    const days = [
      day(0, [habit('slip', 'OPEN'), habit('steady', 'CHECKED'), habit('fine', 'OPEN')]),
      day(1, [habit('slip', 'OPEN'), habit('steady', 'CHECKED'), habit('fine', 'CHECKED')]),
      day(2, [habit('slip', 'CHECKED'), habit('steady', 'CHECKED'), habit('fine', 'CHECKED')]),
      day(3, [habit('steady', 'SKIPPED'), habit('fine', 'CHECKED')]),
      day(4, [habit('steady', 'CHECKED')]),
    ];
    const s = habitSignals(days, names);
    expect(s).toContainEqual({ id: 'slipping:slip', kind: 'HABIT_SLIPPING', habit: 'Habit slip', missedDays: 2, askedDays: 3 });
    expect(s).toContainEqual({ id: 'steady:steady', kind: 'HABIT_STEADY', habit: 'Habit steady', checkedDays: 4 });
    expect(s.some((x) => x.id.endsWith(':fine'))).toBe(false);
  });

  it('tasks count toward completion, never as habits; a habit deleted since says nothing', () => {
    const task = (status: Entry['status']): Entry => ({ refId: 't', kind: 'task', status });
    const days = Array.from({ length: 4 }, (_, i) => day(i, [task('OPEN'), habit('gone', 'OPEN'), habit('a', 'CHECKED')]));
    expect(habitSignals(days, names)).toEqual([{ id: 'steady:a', kind: 'HABIT_STEADY', habit: 'Habit a', checkedDays: 4 }]);
    expect(completionTrend(days, Y)).toMatchObject({ last7Percent: 33 });
  });

  it('an unscheduled day or a skip never makes a habit slip (property)', () => {
    const status = fc.constantFrom<'OPEN' | 'CHECKED' | 'SKIPPED'>('OPEN', 'CHECKED', 'SKIPPED');
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 14 }), fc.integer({ min: 0, max: 14 }), (statuses, extra) => {
        const base = statuses.map((st, i) => day(i, [habit('h', st)]));
        const slipping = (ds: SnapDay[]) => habitSignals(ds, names).some((x) => x.kind === 'HABIT_SLIPPING');
        const withQuiet = [...base, ...Array.from({ length: extra }, (_, i) => day(20 + i, []))];
        const withSkips = [...base, ...Array.from({ length: extra }, (_, i) => day(20 + i, [habit('h', 'SKIPPED')]))];
        expect(slipping(withQuiet)).toBe(slipping(base));
        expect(slipping(withSkips)).toBe(slipping(base));
        expect(completionTrend(withQuiet, Y)?.last7Percent ?? null).toBe(completionTrend(base, Y)?.last7Percent ?? null);
      }),
    );
  });
});

describe('mood', () => {
  it('levels only: average to one decimal, days logged, direction', () => {
    const days = [day(5, [], 2), day(4, [], 2), day(3, [], 3), day(1, [], 4), day(0, [], 4), day(2, [])];
    expect(moodSignal(days)).toEqual({ id: 'mood', kind: 'MOOD_LEVELS', averageLevel: 3, daysLogged: 5, trend: 'RISING' });
    expect(moodSignal([day(0, [])])).toBeNull();
  });
});

describe('goal pace', () => {
  it('compares each dated goal with its straight line', () => {
    const [s] = goalSignals([{ id: 'g', name: 'Read', currentValue: 2, targetValue: 10, startDate: addDays(Y, -9), endDate: addDays(Y, 10) }], addDays(Y, 1));
    expect(s).toMatchObject({ id: 'goal:g', kind: 'GOAL_PACE', goal: 'Read', percent: 20, pace: 'BEHIND' });
    expect(goalSignals([{ id: 'n', name: 'Undated', currentValue: 0, targetValue: 1, startDate: Y, endDate: null }], Y)).toEqual([]);
  });
});

describe('what the narrator is given', () => {
  it('drops yesterday’s open items by name and by count, and labels the screen part', () => {
    const m = factsForModel({ date: Y, language: 'en', yesterday: { doneCount: 3, openItems: [{ name: 'Floss' }] }, today: { currentStreak: 4 }, signals: [], worthShowing: true });
    expect(JSON.stringify(m)).not.toContain('Floss');
    expect(m).toEqual({ contextDoNotRestate: { yesterday: { doneCount: 3 }, today: { currentStreak: 4 } }, signals: [] });
  });

  it('finds a number the facts do not hold; keeps lines short and few', () => {
    expect(inventedNumber(['Streak at 12 days.'], { today: { currentStreak: 12 } })).toBeUndefined();
    expect(inventedNumber(['You are 87% there.'], { today: { currentStreak: 12 } })).toBe('87');
    expect(sanitizeLines(['  one ', '', 'two', 'x'.repeat(221), 'three', 'four'])).toEqual(['one', 'two', 'three']);
  });
});
