import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, applyXpDelta, levelForXp, levelProgress, xpForLevel } from '../../../core/xp';

describe('xpForLevel', () => {
  it.each([
    [0, 0],
    [1, 50],
    [2, 200],
    [3, 450],
    [5, 1250],
    [6, 1800],
    [8, 3200],
    [10, 5000],
    [99, 490050],
    [100, 500000],
  ])('threshold(%d) = %d', (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
  });

  it.each([-1, 101, 1.5, Number.NaN])('refuses level %d', (level) => {
    expect(() => xpForLevel(level)).toThrow(RangeError);
  });
});

describe('levelForXp', () => {
  it.each([
    [-10, 0], // negative counts as 0
    [0, 0],
    [49, 0],
    [50, 1], // exactly at a threshold
    [199, 1],
    [200, 2],
    [449, 2],
    [450, 3],
    [750, 3],
    [1799, 5],
    [1800, 6],
    [3200, 8],
    [489999, 98],
    [490050, 99],
    [499999, 99],
    [500000, 100], // the cap
    [500001, 100],
    [10_000_000, 100],
    [123.7, 1], // fractional totals work too
  ])('%d XP → level %d', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('throws on NaN or infinite XP', () => {
    expect(() => levelForXp(Number.NaN)).toThrow(RangeError);
    expect(() => levelForXp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('lands exactly on every threshold and one XP below it', () => {
    for (let level = 1; level <= MAX_LEVEL; level++) {
      expect(levelForXp(xpForLevel(level))).toBe(level);
      expect(levelForXp(xpForLevel(level) - 1)).toBe(level - 1);
    }
  });

  it('is monotonic from 0 to past the cap', () => {
    // Every XP value to 510,000 (past level 100's 500,000), compared in bulk: one expect per
    // value made this the slowest unit test on a loaded machine.
    const jumps: number[] = [];
    let previous = 0;
    for (let xp = 0; xp <= 510_000; xp++) {
      const level = levelForXp(xp);
      if (level < previous || level > previous + 1) jumps.push(xp);
      previous = level;
    }
    expect(jumps).toEqual([]);
    expect(previous).toBe(MAX_LEVEL);
  });
});

describe('levelProgress', () => {
  it.each([
    [0, { level: 0, levelStartXp: 0, nextLevelXp: 50, xpIntoLevel: 0, xpForNextLevel: 50, percent: 0 }],
    [-5, { level: 0, levelStartXp: 0, nextLevelXp: 50, xpIntoLevel: 0, xpForNextLevel: 50, percent: 0 }],
    [25, { level: 0, levelStartXp: 0, nextLevelXp: 50, xpIntoLevel: 25, xpForNextLevel: 50, percent: 50 }],
    [75, { level: 1, levelStartXp: 50, nextLevelXp: 200, xpIntoLevel: 25, xpForNextLevel: 150, percent: 16 }],
    [199, { level: 1, levelStartXp: 50, nextLevelXp: 200, xpIntoLevel: 149, xpForNextLevel: 150, percent: 99 }],
    [200, { level: 2, levelStartXp: 200, nextLevelXp: 450, xpIntoLevel: 0, xpForNextLevel: 250, percent: 0 }],
    [750, { level: 3, levelStartXp: 450, nextLevelXp: 800, xpIntoLevel: 300, xpForNextLevel: 350, percent: 85 }],
    [500000, { level: 100, levelStartXp: 500000, nextLevelXp: null, xpIntoLevel: 0, xpForNextLevel: null, percent: 100 }],
    [600000, { level: 100, levelStartXp: 500000, nextLevelXp: null, xpIntoLevel: 100000, xpForNextLevel: null, percent: 100 }],
  ])('%d XP → %o', (xp, progress) => {
    expect(levelProgress(xp)).toEqual(progress);
  });

  it('never shows 100 % below the cap', () => {
    for (let xp = 0; xp < 500_000; xp += 7) {
      const { percent } = levelProgress(xp);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(99);
    }
  });
});

describe('applyXpDelta', () => {
  it.each([
    [100, 50, 150],
    [100, -30, 70],
    [100, -100, 0],
    [100, -500, 0], // never below 0
    [0, -1, 0],
    [499990, 63, 500053], // XP keeps counting past the level cap
  ])('%d + %d → %d', (current, delta, next) => {
    expect(applyXpDelta(current, delta)).toBe(next);
  });

  it('levels down when XP is taken back, never below level 0', () => {
    expect(levelForXp(applyXpDelta(200, -1))).toBe(1);
    expect(levelForXp(applyXpDelta(1800, -1))).toBe(5);
    expect(levelForXp(applyXpDelta(60, -1000))).toBe(0);
  });

  it('throws on NaN', () => {
    expect(() => applyXpDelta(Number.NaN, 1)).toThrow(RangeError);
    expect(() => applyXpDelta(1, Number.NaN)).toThrow(RangeError);
  });
});
