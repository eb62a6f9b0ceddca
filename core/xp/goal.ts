/**
 * XP for completing a goal (DOMAIN-FACTS "Goal XP on completion"), paid to the user, the goal
 * and its categories; un-completing takes the stored amount back (the caller's job).
 *
 *   xp = round(base × difficulty × urgency × consistency)
 *
 * Bigger targets pay more (base and difficulty), short goals pay more (urgency) and finishing
 * before the end date pays more (consistency). All four factors are read off the goal, never
 * off the person's effort history, so the amount can be shown before completing.
 */
import { daysBetween, toEpochDay } from './dates';
import { finite } from './guard';

export interface GoalXpInput {
  targetValue: number;
  /** YYYY-MM-DD. Both dates are needed for the urgency bonus. */
  startDate?: string | null;
  /** YYYY-MM-DD. Needed for urgency and for the early-finish bonus. */
  endDate?: string | null;
  /** YYYY-MM-DD: the owner's day of completion. */
  completedOn: string;
}

/** Each factor in whole percent (base in XP), so the product is exact before rounding. */
export interface GoalXpFactors {
  base: number;
  difficultyPercent: number;
  urgencyPercent: number;
  consistencyPercent: number;
}

// target < 10 → 50, < 50 → 100, < 200 → 200, else 300 XP.
function basePoints(target: number): number {
  if (target < 10) return 50;
  if (target < 50) return 100;
  if (target < 200) return 200;
  return 300;
}

// ×1.0, ×1.2 from 10, ×1.5 from 50, ×2.0 from 200 (same steps as the base, inclusive).
function difficultyPercent(target: number): number {
  if (target >= 200) return 200;
  if (target >= 50) return 150;
  if (target >= 10) return 120;
  return 100;
}

/**
 * ×1.5 if end − start ≤ 7 days, ×1.2 if ≤ 30, else ×1.0; without both dates ×1.0.
 * The span is the plain difference (a Monday-to-next-Monday goal is 7 days), as the reference
 * computes it — unlike pace.ts, whose span counts both ends. An end before the start is a
 * span ≤ 7 and gets ×1.5 like the reference; goal validation is where such dates are refused.
 */
function urgencyPercent(startDate?: string | null, endDate?: string | null): number {
  if (!startDate || !endDate) return 100;
  const span = daysBetween(startDate, endDate);
  if (span <= 7) return 150;
  if (span <= 30) return 120;
  return 100;
}

/** ×1.3 when completed strictly before the end date; on the end date or after (or no end) ×1.0. */
function consistencyPercent(completedOn: string, endDate?: string | null): number {
  toEpochDay(completedOn); // validated even when there is no end date to compare with
  if (!endDate) return 100;
  return daysBetween(completedOn, endDate) > 0 ? 130 : 100;
}

export function goalXpFactors(input: GoalXpInput): GoalXpFactors {
  const target = finite('targetValue', input.targetValue);
  return {
    base: basePoints(target),
    difficultyPercent: difficultyPercent(target),
    urgencyPercent: urgencyPercent(input.startDate, input.endDate),
    consistencyPercent: consistencyPercent(input.completedOn, input.endDate),
  };
}

export function goalXp(input: GoalXpInput): number {
  const f = goalXpFactors(input);
  // Integer product over 10⁶: exact, so a true .5 (50 × 1.5 × 1.3 = 97.5) rounds up to 98.
  const numerator = f.base * f.difficultyPercent * f.urgencyPercent * f.consistencyPercent;
  return Math.round(numerator / 1_000_000);
}
