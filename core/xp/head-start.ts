/**
 * A new category starts with an experience head start chosen by the user (DOMAIN-FACTS
 * "Category" and "Where we deliberately differ"): BEGINNER level 0, INTERMEDIARY level 5,
 * ADVANCED level 8. The head start shows the level it promises on the one curve
 * (threshold(L) = round(50 × L²), levels.ts), so it grants exactly that level's threshold XP:
 * 0, 1,250 and 3,200. (The reference backend paid 750 and 1,800, amounts from a different
 * level table, which on our curve showed levels 3 and 6.)
 */
import { z } from 'zod';
import { levelForXp, xpForLevel } from './levels';

export const ExperienceLevel = z
  .enum(['BEGINNER', 'INTERMEDIARY', 'ADVANCED'])
  .describe(
    'How experienced the person already is in this area; a new category starts with XP to match: ' +
      'BEGINNER level 0 (0 XP), INTERMEDIARY level 5 (1250 XP), ADVANCED level 8 (3200 XP)',
  );
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

/** The level each head start promises (DOMAIN-FACTS). */
export const HEAD_START_LEVEL: Readonly<Record<ExperienceLevel, number>> = { BEGINNER: 0, INTERMEDIARY: 5, ADVANCED: 8 };

/** Head-start XP: the promised level's threshold on our curve. */
export const HEAD_START_XP: Readonly<Record<ExperienceLevel, number>> = {
  BEGINNER: xpForLevel(HEAD_START_LEVEL.BEGINNER),
  INTERMEDIARY: xpForLevel(HEAD_START_LEVEL.INTERMEDIARY),
  ADVANCED: xpForLevel(HEAD_START_LEVEL.ADVANCED),
};

export interface HeadStart {
  xp: number;
  /** levelForXp(xp) on our curve: 0, 5, 8. */
  level: number;
}

export function headStart(experience: ExperienceLevel): HeadStart {
  const xp = HEAD_START_XP[experience];
  return { xp, level: levelForXp(xp) };
}
