/**
 * Goal pace for the daily briefing (DOMAIN-FACTS "Daily briefing"): where a goal stands
 * against a straight line from its start date to its end date. Computed here, never by the
 * model: the narrator is handed these numbers and told to use only them.
 */
import { z } from 'zod';
import { daysBetween } from './dates';
import { clamp, finite } from './guard';

export const GoalPace = z
  .enum(['REACHED', 'OVERDUE', 'BEHIND', 'ON_TRACK'])
  .describe(
    'REACHED: target met but not completed yet; OVERDUE: end date passed, target not met; ' +
      'BEHIND: more than 5 points under the straight line; ON_TRACK otherwise',
  );
export type GoalPace = z.infer<typeof GoalPace>;

/**
 * BEHIND only when more than this many points under the line: progress is logged in steps,
 * not continuously, so a small lag is not worth a warning.
 */
export const BEHIND_TOLERANCE_POINTS = 5;

export interface GoalPaceInput {
  currentValue: number;
  targetValue: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  /** YYYY-MM-DD: the owner's today, in their time zone. */
  today: string;
}

export interface GoalPaceResult {
  /** min(100, round(current / target × 100)), never below 0. */
  percent: number;
  /** round(elapsedDays / spanDays × 100): where the straight line says the goal should be. */
  expectedPercent: number;
  pace: GoalPace;
  /** max(0, target − current). */
  remaining: number;
  /** end − today, signed: 0 = ends today, negative = past due (worth saying, not hiding). */
  daysRemaining: number;
  /** Days in the goal, both ends included: end − start + 1 (at least 1). */
  spanDays: number;
  /** Days from start through today, both included, clamped to [0, spanDays]. */
  elapsedDays: number;
  /**
   * What each day from today through the end date (today counted) must add: remaining /
   * (daysRemaining + 1), one decimal. Null when REACHED or OVERDUE: neither has a daily rate
   * left to ask for.
   */
  requiredPerDay: number | null;
}

export function goalPace(input: GoalPaceInput): GoalPaceResult {
  const current = finite('currentValue', input.currentValue);
  const target = finite('targetValue', input.targetValue);
  const { startDate, endDate, today } = input;

  // A target ≤ 0 should not exist (onboarding turns it into 1); should one reach us it is
  // met, and "100 %" agrees with REACHED instead of dividing by zero.
  const percent = target > 0 ? clamp(Math.round((current * 100) / target), 0, 100) : 100;

  // Elapsed counts today as spent: expectedPercent is where the goal should be by the END of
  // today, so the start day already expects 1/span and the end day expects 100 %. (A
  // consequence: a goal of under 20 days with no progress reads BEHIND on its first day.)
  // An end date before the start (invalid data) degrades to a one-day goal rather than a
  // division by zero or a negative span.
  const spanDays = Math.max(1, daysBetween(startDate, endDate) + 1);
  const elapsedDays = clamp(daysBetween(startDate, today) + 1, 0, spanDays);
  const expectedPercent = Math.round((elapsedDays * 100) / spanDays);

  const remaining = Math.max(0, target - current);
  const daysRemaining = daysBetween(today, endDate);

  // Order matters: a met target is REACHED even past its end date (the XP is still to collect).
  let pace: GoalPace;
  if (current >= target) pace = 'REACHED';
  else if (daysRemaining < 0) pace = 'OVERDUE';
  else if (percent + BEHIND_TOLERANCE_POINTS < expectedPercent) pace = 'BEHIND';
  else pace = 'ON_TRACK';

  const requiredPerDay =
    pace === 'REACHED' || pace === 'OVERDUE'
      ? null
      : Math.round((remaining * 10) / (daysRemaining + 1)) / 10;

  return { percent, expectedPercent, pace, remaining, daysRemaining, spanDays, elapsedDays, requiredPerDay };
}
