/**
 * Streaks are re-derived by walking back from the owner's today, never incremented
 * (DOMAIN-FACTS): DONE counts; SKIPPED, NOT_SCHEDULED and NOT_IN_ROUTINE continue the walk
 * without counting; MISSED ends it. A day with no row at all is neutral too — nothing was
 * asked of the owner that day. Pure, so the property tests can throw calendars at it.
 */
import { daysBetween } from '../xp/dates';
import type { Outcome } from './outcome';

/** "A streak with nothing scheduled or done for 14 days shows as dormant, not broken." */
export const DORMANT_AFTER_DAYS = 14;
export const MILESTONES = [7, 14, 21, 30, 60, 90, 100] as const;

export interface DayOutcome {
  day: string;
  outcome: Outcome;
}

export interface Streak {
  current: number;
  /** The most recent DONE or MISSED day (today counts once DONE), or null if none. */
  lastActiveDay: string | null;
  /** The most recent DONE day, or null. */
  lastDoneDay: string | null;
  /** Nothing done or missed for DORMANT_AFTER_DAYS days: the streak rests, it is not broken. */
  dormant: boolean;
}

const active = (o: Outcome) => o === 'DONE' || o === 'MISSED';

/**
 * `closed`: outcomes of days BEFORE today, any order (later duplicates of a day win, so a
 * repair passed after the original replaces it). `todayOutcome`: today so far (only DONE
 * counts; a day still running never breaks anything).
 */
export function deriveStreak(closed: DayOutcome[], today: string, todayOutcome: Outcome | null = null): Streak {
  const byDay = new Map<string, Outcome>();
  for (const d of closed) if (d.day < today) byDay.set(d.day, d.outcome);
  const days = [...byDay.keys()].sort().reverse();
  let current = todayOutcome === 'DONE' ? 1 : 0;
  let lastDoneDay: string | null = todayOutcome === 'DONE' ? today : null;
  let lastActiveDay: string | null = lastDoneDay;
  for (const day of days) {
    const outcome = byDay.get(day)!;
    if (active(outcome)) lastActiveDay ??= day;
    if (outcome === 'MISSED') break;
    if (outcome === 'DONE') {
      current++;
      lastDoneDay ??= day;
    }
  }
  if (lastDoneDay === null) lastDoneDay = days.find((d) => byDay.get(d) === 'DONE') ?? null;
  const dormant = lastActiveDay !== null && daysBetween(lastActiveDay, today) >= DORMANT_AFTER_DAYS;
  return { current, lastActiveDay, lastDoneDay, dormant };
}

/** Best never falls: the stored best, or the current streak once it goes past it. */
export function nextBest(storedBest: number, current: number): number {
  return Math.max(storedBest, current);
}

export function milestones(current: number): { reached: number | null; next: number | null } {
  const reached = [...MILESTONES].reverse().find((m) => current >= m) ?? null;
  const next = MILESTONES.find((m) => current < m) ?? null;
  return { reached, next };
}
