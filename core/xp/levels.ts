/**
 * Levels (DOMAIN-FACTS "Levels"): threshold(L) = round(50 × L²) for L = 0…100. The user,
 * each category, habit and routine all level on this one curve. XP itself is not capped —
 * a level-100 owner keeps earning — only the level stops at 100.
 *
 * Levels are always derived from the XP total, never stored counters nudged up and down:
 * removing XP (an uncheck, an un-completed goal) then levels down by construction.
 */
import { finite } from './guard';

export const MAX_LEVEL = 100;
/** XP scale of the curve: threshold(L) = 50 × L². */
export const LEVEL_CURVE_FACTOR = 50;

/** Total XP at which `level` starts: 0, 50, 200, 450, … 500 000 at level 100. */
export function xpForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 0 || level > MAX_LEVEL) {
    throw new RangeError(`level must be a whole number 0–${MAX_LEVEL}, got ${level}`);
  }
  return Math.round(LEVEL_CURVE_FACTOR * level * level);
}

/** The highest level whose threshold is ≤ xp, capped at 100. Negative XP counts as 0. */
export function levelForXp(xp: number): number {
  const total = Math.max(0, finite('xp', xp));
  // √ gives the answer directly; the two loops only correct a float landing one step off
  // exactly at a threshold (e.g. √(xp/50) = 2.9999999 for xp = 450).
  let level = Math.min(MAX_LEVEL, Math.floor(Math.sqrt(total / LEVEL_CURVE_FACTOR)));
  while (level < MAX_LEVEL && xpForLevel(level + 1) <= total) level++;
  while (level > 0 && xpForLevel(level) > total) level--;
  return level;
}

export interface LevelProgress {
  level: number;
  /** Threshold of the current level (total XP where it started). */
  levelStartXp: number;
  /** Threshold of the next level; null at level 100. */
  nextLevelXp: number | null;
  /** XP earned since the current level started. */
  xpIntoLevel: number;
  /** Width of the current level (nextLevelXp − levelStartXp): what a full bar holds. Null at 100. */
  xpForNextLevel: number | null;
  /**
   * 0–99 within a level, floored so the bar never reads 100 % before the level-up
   * actually happens; 100 at the cap.
   */
  percent: number;
}

export function levelProgress(xp: number): LevelProgress {
  const total = Math.max(0, finite('xp', xp));
  const level = levelForXp(total);
  const levelStartXp = xpForLevel(level);
  const xpIntoLevel = total - levelStartXp;
  if (level === MAX_LEVEL) {
    return { level, levelStartXp, nextLevelXp: null, xpIntoLevel, xpForNextLevel: null, percent: 100 };
  }
  const nextLevelXp = xpForLevel(level + 1);
  const xpForNextLevel = nextLevelXp - levelStartXp;
  const percent = Math.floor((xpIntoLevel * 100) / xpForNextLevel);
  return { level, levelStartXp, nextLevelXp, xpIntoLevel, xpForNextLevel, percent };
}

/**
 * New XP total after adding (or, with a negative delta, removing) XP. Never below 0
 * (DOMAIN-FACTS): an uncheck takes back the stored amount from every current owner, and one
 * that holds less (say, a category linked to the habit after the check was paid) must not be
 * left in debt.
 */
export function applyXpDelta(currentXp: number, delta: number): number {
  return Math.max(0, finite('currentXp', currentXp) + finite('delta', delta));
}
