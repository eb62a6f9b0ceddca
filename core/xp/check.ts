/**
 * XP for checking a habit or task on the owner's today (DOMAIN-FACTS "XP, levels, streaks"):
 *
 *   xp = round(5 × (difficulty + importance) × (1 + min(streak × 1 %, 50 %)))
 *
 * (1,1,0) = 10, (2,3,0) = 25, (5,5,0) = 50, (5,5,25) = 63, and never more than 75.
 * The same amount is paid whole to the user, the routine, the habit/task and each category;
 * that fan-out is the caller's job, this module only says how much.
 */
import { clamp, finite } from './guard';

/** XP per point of (difficulty + importance): an additive base keeps the spread at 5× (10…50). */
export const XP_PER_POINT = 5;
/** Streak bonus: +1 % per day of streak… */
export const STREAK_BONUS_PERCENT_PER_DAY = 1;
/** …capped at +50 % (reached at a 50-day streak), so the top check pays 75. */
export const STREAK_BONUS_CAP_PERCENT = 50;

export interface CheckXpInput {
  /** 1–5; clamped, non-integers rounded (the frozen snapshot values can be anything stored). */
  difficulty: number;
  /** 1–5; clamped, non-integers rounded. */
  importance: number;
  /**
   * The item's current streak BEFORE today's check (today's own check must not boost itself).
   * One-time tasks pass 0: they build no streak. Negative counts as 0; fractions are floored
   * (only whole days make a streak). Omitted = 0.
   */
  streak?: number;
}

/** A 1–5 rating as the formula uses it: rounded to a whole step, then clamped. */
export function clampRating(name: string, value: number): number {
  return clamp(Math.round(finite(name, value)), 1, 5);
}

/** The streak bonus in whole percent, 0–50. */
export function streakBonusPercent(streak: number): number {
  if (Number.isNaN(streak)) throw new RangeError('streak must be a number, got NaN');
  const days = Math.max(0, Math.floor(streak));
  return Math.min(days * STREAK_BONUS_PERCENT_PER_DAY, STREAK_BONUS_CAP_PERCENT);
}

/** XP before any streak bonus: 5 × (d + i), 10…50. Late checks pay from this (see late.ts). */
export function baseCheckXp(difficulty: number, importance: number): number {
  return XP_PER_POINT * (clampRating('difficulty', difficulty) + clampRating('importance', importance));
}

export function checkXp({ difficulty, importance, streak = 0 }: CheckXpInput): number {
  // Integer percent instead of 1 + streak × 0.01: in floating point 50 × 1.13 is
  // 56.4999…, which would round to 56 where the rule says round(56.5) = 57.
  // base × (100 + bonus) is an exact integer, so the division lands exactly on any .5.
  const base = baseCheckXp(difficulty, importance);
  return Math.round((base * (100 + streakBonusPercent(streak))) / 100);
}
