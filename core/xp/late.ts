/**
 * Late checks: checking an item on a day that is already closed (DOMAIN-FACTS "Late checks").
 * It still pays (SPEC D5: "a late check still pays, less"), but only the base XP — no streak
 * bonus, because the missed day already broke the run — times the user's decay strategy by
 * how many days late the check is. The check also repairs history (MISSED → DONE); that is
 * the caller's job.
 */
import { z } from 'zod';
import { baseCheckXp, checkXp } from './check';

export const XpDecayStrategy = z
  .enum(['GRADUAL', 'FLAT', 'TIME_WINDOW'])
  .describe(
    'How late checks of closed days pay: GRADUAL 80/60/40/20 % for 1/2/3/4+ days late (default), ' +
      'FLAT 50 % however late, TIME_WINDOW 100 % up to 2 days late then nothing',
  );
export type XpDecayStrategy = z.infer<typeof XpDecayStrategy>;

/** The reference's default for new accounts. */
export const DEFAULT_XP_DECAY_STRATEGY: XpDecayStrategy = 'GRADUAL';

// Percent paid by days late. Whole percents keep the product exact (see lateCheckXp).
// GRADUAL: day 1 → 80, 2 → 60, 3 → 40, from day 4 on → 20 (it never reaches 0: a late
// check always pays something under the default).
const GRADUAL_PERCENT = [80, 60, 40] as const;
const GRADUAL_FLOOR_PERCENT = 20;
const FLAT_PERCENT = 50;
/** TIME_WINDOW pays in full this many days late, nothing after. */
export const TIME_WINDOW_DAYS = 2;

function checkDaysLate(daysLate: number): number {
  // A check is always for a day that exists: today (0) or a closed past day. A negative or
  // fractional count means the caller mixed up its dates, which is a bug, not a late check.
  if (!Number.isInteger(daysLate) || daysLate < 0) {
    throw new RangeError(`daysLate must be a whole number ≥ 0, got ${daysLate}`);
  }
  return daysLate;
}

/** What share of the base XP a check pays, in whole percent (0 days late → 100). */
export function decayPercent(strategy: XpDecayStrategy, daysLate: number): number {
  const days = checkDaysLate(daysLate);
  if (days === 0) return 100;
  switch (strategy) {
    case 'GRADUAL':
      return GRADUAL_PERCENT[days - 1] ?? GRADUAL_FLOOR_PERCENT;
    case 'FLAT':
      return FLAT_PERCENT;
    case 'TIME_WINDOW':
      return days <= TIME_WINDOW_DAYS ? 100 : 0;
  }
}

/** The decay multiplier: GRADUAL 0.8/0.6/0.4/0.2, FLAT 0.5, TIME_WINDOW 1 or 0; 1 when on time. */
export function decayFactor(strategy: XpDecayStrategy, daysLate: number): number {
  return decayPercent(strategy, daysLate) / 100;
}

export interface LateCheckXpInput {
  difficulty: number;
  importance: number;
  /** Days between the checked day and the owner's today; 0 = today (not late). */
  daysLate: number;
  /** Omitted = the default, GRADUAL. */
  strategy?: XpDecayStrategy;
  /** Only used when daysLate is 0: then this is an ordinary check, streak bonus included. */
  streak?: number;
}

export function lateCheckXp({
  difficulty,
  importance,
  daysLate,
  strategy = DEFAULT_XP_DECAY_STRATEGY,
  streak = 0,
}: LateCheckXpInput): number {
  if (checkDaysLate(daysLate) === 0) return checkXp({ difficulty, importance, streak });
  // Rounded half up like every other XP amount, so ledgers stay whole numbers. Bases are
  // multiples of 5, so GRADUAL and TIME_WINDOW are always exact; only FLAT on an odd base
  // has a .5 (25 × 50 % = 12.5 → 13).
  const base = baseCheckXp(difficulty, importance);
  return Math.round((base * decayPercent(strategy, daysLate)) / 100);
}
