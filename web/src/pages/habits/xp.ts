import { checkXp, streakBonusPercent } from '../../../../core/xp/check';

/**
 * What one check pays now (DOMAIN-FACTS "XP"), with the domain's own rule: the streak before
 * today's check earns the bonus. Undefined for ratings the server would refuse (the field
 * shows its error instead of a made-up number). Framework-free.
 */
export function worth(importance: number, difficulty: number, streak = 0): { xp: number; bonus: number } | undefined {
  if (![importance, difficulty].every((n) => Number.isInteger(n) && n >= 1 && n <= 5)) return undefined;
  return { xp: checkXp({ importance, difficulty, streak }), bonus: streakBonusPercent(streak) };
}
