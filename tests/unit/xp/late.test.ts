import { describe, expect, it } from 'vitest';
import {
  DEFAULT_XP_DECAY_STRATEGY,
  XpDecayStrategy,
  baseCheckXp,
  decayFactor,
  lateCheckXp,
} from '../../../core/xp';

const STRATEGIES = XpDecayStrategy.options;

describe('decayFactor', () => {
  it.each([
    ['GRADUAL', 0, 1],
    ['GRADUAL', 1, 0.8],
    ['GRADUAL', 2, 0.6],
    ['GRADUAL', 3, 0.4],
    ['GRADUAL', 4, 0.2],
    ['GRADUAL', 5, 0.2],
    ['GRADUAL', 365, 0.2],
    ['FLAT', 0, 1],
    ['FLAT', 1, 0.5],
    ['FLAT', 7, 0.5],
    ['TIME_WINDOW', 0, 1],
    ['TIME_WINDOW', 1, 1],
    ['TIME_WINDOW', 2, 1],
    ['TIME_WINDOW', 3, 0],
    ['TIME_WINDOW', 30, 0],
  ] as const)('%s, %d days late → ×%d', (strategy, daysLate, factor) => {
    expect(decayFactor(strategy, daysLate)).toBe(factor);
  });

  it.each([-1, 1.5, Number.NaN])('refuses daysLate %d (a future or partial day is a bug)', (daysLate) => {
    expect(() => decayFactor('GRADUAL', daysLate)).toThrow(RangeError);
  });

  it('is within [0, 1] and never grows with lateness, for every strategy', () => {
    for (const strategy of STRATEGIES) {
      let previous = 1;
      for (let daysLate = 0; daysLate <= 30; daysLate++) {
        const factor = decayFactor(strategy, daysLate);
        expect(factor).toBeGreaterThanOrEqual(0);
        expect(factor).toBeLessThanOrEqual(previous);
        previous = factor;
      }
    }
  });
});

describe('lateCheckXp', () => {
  it.each([
    // base 25 (2 + 3)
    ['GRADUAL', 2, 3, 1, 20],
    ['GRADUAL', 2, 3, 2, 15],
    ['GRADUAL', 2, 3, 3, 10],
    ['GRADUAL', 2, 3, 4, 5],
    ['GRADUAL', 2, 3, 10, 5],
    ['FLAT', 2, 3, 1, 13], // 12.5 rounds up
    ['FLAT', 2, 3, 30, 13],
    ['TIME_WINDOW', 2, 3, 1, 25],
    ['TIME_WINDOW', 2, 3, 2, 25],
    ['TIME_WINDOW', 2, 3, 3, 0],
    // base 50 (5 + 5) and base 10 (1 + 1)
    ['GRADUAL', 5, 5, 1, 40],
    ['FLAT', 5, 5, 1, 25],
    ['GRADUAL', 1, 1, 4, 2],
    ['FLAT', 1, 2, 1, 8], // 7.5
  ] as const)('%s d=%d i=%d %d days late → %d', (strategy, difficulty, importance, daysLate, xp) => {
    expect(lateCheckXp({ difficulty, importance, daysLate, strategy })).toBe(xp);
  });

  it('pays no streak bonus when late, the full check with streak when on time', () => {
    expect(lateCheckXp({ difficulty: 5, importance: 5, daysLate: 1, streak: 25, strategy: 'TIME_WINDOW' })).toBe(50);
    expect(lateCheckXp({ difficulty: 5, importance: 5, daysLate: 0, streak: 25 })).toBe(63);
    expect(lateCheckXp({ difficulty: 5, importance: 5, daysLate: 0, strategy: 'FLAT' })).toBe(50);
  });

  it('defaults to GRADUAL', () => {
    expect(DEFAULT_XP_DECAY_STRATEGY).toBe('GRADUAL');
    expect(lateCheckXp({ difficulty: 2, importance: 3, daysLate: 2 })).toBe(15);
  });

  it('clamps ratings like an on-time check', () => {
    expect(lateCheckXp({ difficulty: 9, importance: 0, daysLate: 1 })).toBe(24); // base 30 × 0.8
  });

  it('never pays more than the base, for every rating, strategy and lateness', () => {
    for (const strategy of STRATEGIES) {
      for (let d = 1; d <= 5; d++) {
        for (let i = 1; i <= 5; i++) {
          for (let daysLate = 1; daysLate <= 10; daysLate++) {
            const xp = lateCheckXp({ difficulty: d, importance: i, daysLate, strategy });
            expect(xp).toBeGreaterThanOrEqual(0);
            expect(xp).toBeLessThanOrEqual(baseCheckXp(d, i));
            expect(Number.isInteger(xp)).toBe(true);
          }
        }
      }
    }
  });
});

describe('XpDecayStrategy', () => {
  it('accepts the three strategies and nothing else', () => {
    expect(STRATEGIES).toEqual(['GRADUAL', 'FLAT', 'TIME_WINDOW']);
    expect(XpDecayStrategy.safeParse('gradual').success).toBe(false);
    expect(XpDecayStrategy.safeParse('NONE').success).toBe(false);
  });
});
