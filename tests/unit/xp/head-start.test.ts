import { describe, expect, it } from 'vitest';
import { ExperienceLevel, HEAD_START_XP, headStart, levelForXp } from '../../../core/xp';

describe('headStart', () => {
  // DOMAIN-FACTS "Where we deliberately differ": a head start shows the level it promises
  // (INTERMEDIARY level 5, ADVANCED level 8) on the one curve round(50·L²).
  it.each([
    ['BEGINNER', 0, 0],
    ['INTERMEDIARY', 1250, 5],
    ['ADVANCED', 3200, 8],
  ] as const)('%s starts with %d XP at level %d', (experience, xp, level) => {
    expect(headStart(experience)).toEqual({ xp, level });
    expect(HEAD_START_XP[experience]).toBe(xp);
    // Exactly the threshold: one XP less would show the level below.
    if (xp > 0) expect(levelForXp(xp - 1)).toBe(level - 1);
  });

  it('ExperienceLevel accepts the three levels only', () => {
    expect(ExperienceLevel.options).toEqual(['BEGINNER', 'INTERMEDIARY', 'ADVANCED']);
    expect(ExperienceLevel.safeParse('INTERMEDIATE').success).toBe(false);
  });
});
