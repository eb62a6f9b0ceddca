import { describe, expect, it } from 'vitest';
import { goalXp, goalXpFactors, type GoalXpInput } from '../../../core/xp';

// Hand-computed: base × difficulty × urgency × consistency, rounded half up.
describe('goalXp', () => {
  describe('base and difficulty by target (no dates: urgency and consistency ×1.0)', () => {
    it.each([
      [-5, 50], // 50 × 1.0
      [1, 50],
      [9.99, 50],
      [10, 120], // 100 × 1.2
      [49, 120],
      [49.9, 120],
      [50, 300], // 200 × 1.5
      [199, 300],
      [200, 600], // 300 × 2.0
      [10_000, 600],
    ])('target %d → %d XP', (targetValue, xp) => {
      expect(goalXp({ targetValue, completedOn: '2025-03-05' })).toBe(xp);
    });
  });

  describe('urgency by span (end − start) and consistency by completion day', () => {
    const start = '2025-03-01';
    it.each<[string, GoalXpInput, number]>([
      // span 7 → ×1.5; finished before the end → ×1.3: 50 × 1.5 × 1.3 = 97.5 → 98
      ['span 7, early', { targetValue: 5, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-07' }, 98],
      ['span 7, on the end date', { targetValue: 5, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-08' }, 75],
      ['span 7, after the end', { targetValue: 5, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-12' }, 75],
      ['span 0 (one day)', { targetValue: 5, startDate: start, endDate: start, completedOn: start }, 75],
      // span 8 → ×1.2
      ['span 8, on the end date', { targetValue: 5, startDate: start, endDate: '2025-03-09', completedOn: '2025-03-09' }, 60],
      // span 30 → ×1.2 : 100 × 1.2 × 1.2 × 1.3 = 187.2 → 187
      ['span 30, early, target 10', { targetValue: 10, startDate: start, endDate: '2025-03-31', completedOn: '2025-03-02' }, 187],
      // span 31 → ×1.0
      ['span 31, early, target 10', { targetValue: 10, startDate: start, endDate: '2025-04-01', completedOn: '2025-03-02' }, 156],
      ['span 31, late, target 200', { targetValue: 200, startDate: start, endDate: '2025-04-01', completedOn: '2025-04-01' }, 600],
      // the biggest goal: 300 × 2.0 × 1.5 × 1.3
      ['span 7, early, target 200', { targetValue: 200, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-02' }, 1170],
      // 200 × 1.5 × 1.5 × 1.3
      ['span 7, early, target 50', { targetValue: 50, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-02' }, 585],
      // 200 × 1.5 × 1.2
      ['span 20, late, target 50', { targetValue: 50, startDate: start, endDate: '2025-03-21', completedOn: '2025-03-25' }, 360],
      // 100 × 1.2 × 1.5 × 1.3
      ['span 7, early, target 10', { targetValue: 10, startDate: start, endDate: '2025-03-08', completedOn: '2025-03-01' }, 234],
      // across a leap day: 2024-02-25 → 2024-03-03 is 7 days
      ['leap-year span 7', { targetValue: 5, startDate: '2024-02-25', endDate: '2024-03-03', completedOn: '2024-03-03' }, 75],
      // only an end date: no urgency, early bonus still applies: 50 × 1.3
      ['end date only, early', { targetValue: 9, endDate: '2025-03-08', completedOn: '2025-03-01' }, 65],
      ['start date only', { targetValue: 9, startDate: start, completedOn: '2025-03-01' }, 50],
      ['null dates', { targetValue: 9, startDate: null, endDate: null, completedOn: '2025-03-01' }, 50],
      // end before start (invalid data): span −9 ≤ 7 → ×1.5 like the reference
      ['end before start', { targetValue: 5, startDate: '2025-03-10', endDate: start, completedOn: '2025-02-28' }, 98],
    ])('%s → %d XP', (_label, input, xp) => {
      expect(goalXp(input)).toBe(xp);
    });
  });

  it('exposes its factors', () => {
    expect(
      goalXpFactors({ targetValue: 50, startDate: '2025-03-01', endDate: '2025-03-31', completedOn: '2025-03-10' }),
    ).toEqual({ base: 200, difficultyPercent: 150, urgencyPercent: 120, consistencyPercent: 130 });
  });

  it.each<[string, GoalXpInput]>([
    ['a NaN target', { targetValue: Number.NaN, completedOn: '2025-03-01' }],
    ['a bad completion date', { targetValue: 5, completedOn: '03/01/2025' }],
    ['an impossible end date', { targetValue: 5, endDate: '2025-02-30', completedOn: '2025-02-01' }],
  ])('throws on %s', (_label, input) => {
    expect(() => goalXp(input)).toThrow(RangeError);
  });

  it('pays more for bigger targets, never less', () => {
    let previous = 0;
    for (let targetValue = 0; targetValue <= 300; targetValue += 0.5) {
      const xp = goalXp({ targetValue, completedOn: '2025-03-01' });
      expect(xp).toBeGreaterThanOrEqual(previous);
      previous = xp;
    }
  });
});
