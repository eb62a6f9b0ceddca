/**
 * All XP arithmetic of Beyou: pure functions, no I/O, no clock. Dates are calendar days
 * (`YYYY-MM-DD`) already resolved in the owner's time zone by the caller.
 *
 * The I/O half lives beside it and is deliberately not re-exported here: `store.ts` (the
 * user's XP row and the per-day ledger) and `payout.ts` (XP as transaction items).
 */
export { checkXp, baseCheckXp, clampRating, streakBonusPercent } from './check';
export type { CheckXpInput } from './check';
export { XP_PER_POINT, STREAK_BONUS_PERCENT_PER_DAY, STREAK_BONUS_CAP_PERCENT } from './check';
export {
  XpDecayStrategy,
  DEFAULT_XP_DECAY_STRATEGY,
  TIME_WINDOW_DAYS,
  decayFactor,
  decayPercent,
  lateCheckXp,
} from './late';
export type { LateCheckXpInput } from './late';
export { MAX_LEVEL, LEVEL_CURVE_FACTOR, xpForLevel, levelForXp, levelProgress, applyXpDelta } from './levels';
export type { LevelProgress } from './levels';
export { ExperienceLevel, HEAD_START_XP, headStart } from './head-start';
export type { HeadStart } from './head-start';
export { goalXp, goalXpFactors } from './goal';
export type { GoalXpInput, GoalXpFactors } from './goal';
export { GoalPace, BEHIND_TOLERANCE_POINTS, goalPace } from './pace';
export type { GoalPaceInput, GoalPaceResult } from './pace';
export { IsoDate, isIsoDate, toEpochDay, fromEpochDay, daysBetween, addDays } from './dates';
