import { describe, expect, it } from 'vitest';
import { baseCheckXp, checkXp, streakBonusPercent } from '../../../core/xp';

describe('checkXp', () => {
  it.each([
    // DOMAIN-FACTS examples
    [1, 1, 0, 10],
    [2, 3, 0, 25],
    [5, 5, 0, 50],
    [5, 5, 25, 63], // 62.5 rounds up
    [5, 5, 50, 75], // the cap
    [5, 5, 500, 75],
    // streak 49 / 50 / 51 around the cap
    [1, 1, 49, 15], // 14.9
    [1, 1, 50, 15],
    [1, 1, 51, 15],
    [2, 3, 48, 37], // 37
    [2, 3, 49, 37], // 37.25
    [2, 3, 50, 38], // 37.5 → 38
    [2, 3, 51, 38],
    [5, 5, 48, 74],
    [5, 5, 49, 75], // 74.5 → 75: the cap is already paid at 49
    // exact .5 cases where floating 1 + s × 0.01 would round down
    [5, 5, 13, 57], // 56.5
    [5, 5, 15, 58], // 57.5
    // ordinary rounding
    [3, 4, 1, 35], // 35.35
    [3, 4, 10, 39], // 38.5
  ])('d=%d i=%d streak=%d → %d', (difficulty, importance, streak, xp) => {
    expect(checkXp({ difficulty, importance, streak })).toBe(xp);
  });

  it.each([
    ['below range clamps to 1', 0, -4, 0, 10],
    ['above range clamps to 5', 9, 6, 0, 50],
    ['non-integers are rounded', 2.4, 2.6, 0, 25],
    ['x.5 rounds up', 2.5, 1, 0, 20],
    ['negative streak is 0', 5, 5, -3, 50],
    ['fractional streak is floored', 5, 5, 25.9, 63],
    ['infinite streak is capped', 5, 5, Number.POSITIVE_INFINITY, 75],
  ])('%s', (_label, difficulty, importance, streak, xp) => {
    expect(checkXp({ difficulty, importance, streak })).toBe(xp);
  });

  it('one-time tasks and omitted streaks pay the base', () => {
    expect(checkXp({ difficulty: 4, importance: 2 })).toBe(30);
  });

  it.each([
    [{ difficulty: Number.NaN, importance: 1 }],
    [{ difficulty: 1, importance: Number.NaN }],
    [{ difficulty: 1, importance: 1, streak: Number.NaN }],
    [{ difficulty: Number.POSITIVE_INFINITY, importance: 1 }],
  ])('throws on non-finite input %o (a bug upstream, not 0 XP)', (input) => {
    expect(() => checkXp(input)).toThrow(RangeError);
  });

  it('stays within 10…75, never below the base, non-decreasing in streak, flat after 50', () => {
    for (let d = 1; d <= 5; d++) {
      for (let i = 1; i <= 5; i++) {
        const base = baseCheckXp(d, i);
        const atCap = checkXp({ difficulty: d, importance: i, streak: 50 });
        let previous = 0;
        for (let streak = 0; streak <= 100; streak++) {
          const xp = checkXp({ difficulty: d, importance: i, streak });
          expect(xp).toBeGreaterThanOrEqual(10);
          expect(xp).toBeLessThanOrEqual(75);
          expect(xp).toBeGreaterThanOrEqual(base);
          expect(xp).toBeGreaterThanOrEqual(previous);
          if (streak >= 50) expect(xp).toBe(atCap);
          previous = xp;
        }
      }
    }
  });
});

describe('streakBonusPercent', () => {
  it.each([
    [0, 0],
    [1, 1],
    [49, 49],
    [50, 50],
    [51, 50],
    [-1, 0],
  ])('streak %d → bonus %d percent', (streak, percent) => {
    expect(streakBonusPercent(streak)).toBe(percent);
  });
});
