import { describe, expect, it } from 'vitest';
import { GoalPace, addDays, goalPace, type GoalPaceInput, type GoalPaceResult } from '../../../core/xp';

// A 10-day goal: 2025-01-01 … 2025-01-10 inclusive, target 100.
const TEN_DAYS = { targetValue: 100, startDate: '2025-01-01', endDate: '2025-01-10' };

type Expected = Pick<GoalPaceResult, 'percent' | 'expectedPercent' | 'pace' | 'requiredPerDay'> &
  Partial<GoalPaceResult>;

describe('goalPace', () => {
  it.each<[string, GoalPaceInput, Expected]>([
    // first day: elapsed 1/10 → expected 10; 0 + 5 < 10 → BEHIND; 100 / (9 + 1)
    ['day 1, nothing done', { ...TEN_DAYS, currentValue: 0, today: '2025-01-01' },
      { percent: 0, expectedPercent: 10, pace: 'BEHIND', requiredPerDay: 10, daysRemaining: 9, elapsedDays: 1, spanDays: 10 }],
    ['day 1, 5 done (exactly the tolerance)', { ...TEN_DAYS, currentValue: 5, today: '2025-01-01' },
      { percent: 5, expectedPercent: 10, pace: 'ON_TRACK', requiredPerDay: 9.5 }],
    // day 5: expected 50; 40 + 5 < 50 → BEHIND; 60 / (5 + 1) = 10
    ['day 5, 40 done', { ...TEN_DAYS, currentValue: 40, today: '2025-01-05' },
      { percent: 40, expectedPercent: 50, pace: 'BEHIND', requiredPerDay: 10, remaining: 60, daysRemaining: 5 }],
    // 45 + 5 = 50 is not < 50; 55 / 6 = 9.1666… → 9.2
    ['day 5, 45 done (boundary)', { ...TEN_DAYS, currentValue: 45, today: '2025-01-05' },
      { percent: 45, expectedPercent: 50, pace: 'ON_TRACK', requiredPerDay: 9.2 }],
    ['day 5, ahead', { ...TEN_DAYS, currentValue: 80, today: '2025-01-05' },
      { percent: 80, expectedPercent: 50, pace: 'ON_TRACK', requiredPerDay: 3.3 }],
    // last day: expected 100, days left 0 → the whole remainder today
    ['last day, 90 done', { ...TEN_DAYS, currentValue: 90, today: '2025-01-10' },
      { percent: 90, expectedPercent: 100, pace: 'BEHIND', requiredPerDay: 10, daysRemaining: 0 }],
    ['day after the end, not reached', { ...TEN_DAYS, currentValue: 90, today: '2025-01-11' },
      { percent: 90, expectedPercent: 100, pace: 'OVERDUE', requiredPerDay: null, daysRemaining: -1, elapsedDays: 10 }],
    ['after the end, reached', { ...TEN_DAYS, currentValue: 100, today: '2025-01-20' },
      { percent: 100, expectedPercent: 100, pace: 'REACHED', requiredPerDay: null, remaining: 0 }],
    ['over the target early', { ...TEN_DAYS, currentValue: 150, today: '2025-01-03' },
      { percent: 100, expectedPercent: 30, pace: 'REACHED', requiredPerDay: null, remaining: 0 }],
    // before the start: nothing expected yet; 100 / (11 + 1) = 8.33 → 8.3
    ['before the start', { ...TEN_DAYS, currentValue: 0, today: '2024-12-30' },
      { percent: 0, expectedPercent: 0, pace: 'ON_TRACK', requiredPerDay: 8.3, elapsedDays: 0, daysRemaining: 11 }],
    // 3-day goal, target 7: percent round(14.29) = 14, expected round(66.67) = 67, 6 / 2 = 3
    ['3-day goal, day 2', { currentValue: 1, targetValue: 7, startDate: '2025-01-01', endDate: '2025-01-03', today: '2025-01-02' },
      { percent: 14, expectedPercent: 67, pace: 'BEHIND', requiredPerDay: 3 }],
    // rounding: 7/8 = 87.5 → 88; 1/8 of the span = 12.5 → 13
    ['percent and expected round half up', { currentValue: 7, targetValue: 8, startDate: '2025-01-01', endDate: '2025-01-08', today: '2025-01-01' },
      { percent: 88, expectedPercent: 13, pace: 'ON_TRACK', requiredPerDay: 0.1 }],
    ['one-day goal, today', { currentValue: 0, targetValue: 1, startDate: '2025-01-01', endDate: '2025-01-01', today: '2025-01-01' },
      { percent: 0, expectedPercent: 100, pace: 'BEHIND', requiredPerDay: 1, spanDays: 1 }],
    // fractional units: 3.2 of 10.5 km → 30 %; 7.3 / 6 = 1.22 → 1.2
    ['fractional values', { currentValue: 3.2, targetValue: 10.5, startDate: '2025-01-01', endDate: '2025-01-10', today: '2025-01-05' },
      { percent: 30, expectedPercent: 50, pace: 'BEHIND', requiredPerDay: 1.2 }],
    // across a month end and a leap day: 2024-02-28 … 2024-03-02 is 4 days
    ['leap-year span', { currentValue: 50, targetValue: 100, startDate: '2024-02-28', endDate: '2024-03-02', today: '2024-02-29' },
      { percent: 50, expectedPercent: 50, pace: 'ON_TRACK', requiredPerDay: 16.7, spanDays: 4, daysRemaining: 2 }],
    // invalid data degrades instead of dividing by zero
    ['target 0 is met', { currentValue: 0, targetValue: 0, startDate: '2025-01-01', endDate: '2025-01-10', today: '2025-01-05' },
      { percent: 100, expectedPercent: 50, pace: 'REACHED', requiredPerDay: null }],
    ['end before start', { currentValue: 0, targetValue: 10, startDate: '2025-01-10', endDate: '2025-01-05', today: '2025-01-04' },
      { percent: 0, expectedPercent: 0, pace: 'ON_TRACK', requiredPerDay: 5, spanDays: 1 }],
    ['negative current', { currentValue: -3, targetValue: 10, startDate: '2025-01-01', endDate: '2025-01-10', today: '2025-01-01' },
      { percent: 0, expectedPercent: 10, pace: 'BEHIND', requiredPerDay: 1.3, remaining: 13 }],
  ])('%s', (_label, input, expected) => {
    expect(goalPace(input)).toMatchObject(expected);
  });

  it('throws on bad dates and NaN values', () => {
    expect(() => goalPace({ ...TEN_DAYS, currentValue: 0, today: '2025-1-5' })).toThrow(RangeError);
    expect(() => goalPace({ ...TEN_DAYS, currentValue: Number.NaN, today: '2025-01-05' })).toThrow(RangeError);
  });

  it('expected percent rises day by day from 0 to 100 and stays there', () => {
    let previous = -1;
    for (let offset = -5; offset <= 15; offset++) {
      const today = addDays(TEN_DAYS.startDate, offset);
      const { expectedPercent } = goalPace({ ...TEN_DAYS, currentValue: 0, today });
      expect(expectedPercent).toBeGreaterThanOrEqual(previous);
      expect(expectedPercent).toBeGreaterThanOrEqual(0);
      expect(expectedPercent).toBeLessThanOrEqual(100);
      previous = expectedPercent;
    }
    expect(previous).toBe(100);
  });

  it('GoalPace lists the four verdicts', () => {
    expect(GoalPace.options).toEqual(['REACHED', 'OVERDUE', 'BEHIND', 'ON_TRACK']);
  });
});
