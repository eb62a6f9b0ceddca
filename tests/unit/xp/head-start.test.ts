import { describe, expect, it } from 'vitest';
import { ExperienceLevel, HEAD_START_XP, headStart, xpForLevel } from '../../../core/xp';

describe('headStart', () => {
  // XP as DOMAIN-FACTS states it; the level is derived from our 50 × L² curve
  // (DOMAIN-FACTS says "level 5" / "level 8", which that curve does not give: see head-start.ts).
  it.each([
    ['BEGINNER', 0, 0],
    ['INTERMEDIARY', 750, 3],
    ['ADVANCED', 1800, 6],
  ] as const)('%s starts with %d XP at level %d', (experience, xp, level) => {
    expect(headStart(experience)).toEqual({ xp, level });
    expect(HEAD_START_XP[experience]).toBe(xp);
  });

  it('records the discrepancy with the stated levels 5 and 8', () => {
    expect(xpForLevel(5)).toBe(1250);
    expect(xpForLevel(8)).toBe(3200);
    expect(headStart('INTERMEDIARY').xp).toBeLessThan(xpForLevel(5));
    expect(headStart('ADVANCED').xp).toBeLessThan(xpForLevel(8));
  });

  it('ExperienceLevel accepts the three levels only', () => {
    expect(ExperienceLevel.options).toEqual(['BEGINNER', 'INTERMEDIARY', 'ADVANCED']);
    expect(ExperienceLevel.safeParse('INTERMEDIATE').success).toBe(false);
  });
});
