/**
 * A study cycle's configuration as stored, and the rules on the whole of it that no single
 * field can check: the week must have time, hand-set minutes must fit it, every subject must
 * get at least one block, subjects may not overlap. Create (schema.ts) and edit (edit.ts) both
 * end here, so the screens and the agent are refused for the same reasons.
 */
import type { Weekday } from '../schedule/weekdays';
import { type Block, type Mode, plan, type Plan, STEP, weight } from './planner';

export const DEFAULT_LONGEST_BLOCK = 60;
export const MIN_LONGEST_BLOCK = 10;
export const MAX_LONGEST_BLOCK = 240;
export const MAX_DAY_MINUTES = 24 * 60;
export const MAX_SUBJECTS = 20;

/** Only study days are stored: a day that is not here is a rest day. */
export interface StudyDay {
  minutes: number;
  /** `HH:mm`, when the person means to start. */
  start?: string;
}
export type Week = Partial<Record<Weekday, StudyDay>>;

export interface Subject {
  pageId: string;
  importance: number;
  mastery: number;
  /** Weekly minutes set by hand; absent = shared by weight. */
  minutes?: number;
}

export interface CycleConfig {
  name: string;
  days: Week;
  subjects: Subject[];
  longestBlockMinutes: number;
  defaultMode: Mode;
}

export interface ConfigProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Minutes onto the 5-minute grid: to the nearest step, halves up (47 → 45, 48 → 50), because
 * that stays within 2.5 minutes of what was asked, where always rounding up or down would
 * drift the week by up to 5 minutes a day. Anything above 0 is at least 5: a person who asked
 * for 2 minutes meant to study, and a silent rest day would be the worse surprise.
 */
export function snapMinutes(minutes: number): number {
  if (minutes <= 0) return 0;
  return Math.max(STEP, Math.round(minutes / STEP) * STEP);
}

export function weekMinutes(days: Week): number {
  return Object.values(days).reduce((a, d) => a + (d?.minutes ?? 0), 0);
}

/** The planner's answer for a configuration that `configProblems` accepts. */
export function planCycle(config: CycleConfig, previous?: readonly Block[]): Plan {
  return plan({
    weekMinutes: weekMinutes(config.days),
    subjects: config.subjects.map((s) => ({ pageId: s.pageId, weight: weight(s.importance, s.mastery), minutes: s.minutes })),
    longestBlockMinutes: config.longestBlockMinutes,
    defaultMode: config.defaultMode,
    previous,
  });
}

/** Every whole-configuration problem at once, each on the field the caller should change. */
export function configProblems(config: CycleConfig): ConfigProblem[] {
  const week = weekMinutes(config.days);
  if (week === 0) return [{ path: ['days'], message: 'Every day is a rest day: give at least one day some minutes' }];
  const fixed = config.subjects.reduce((a, s) => a + (s.minutes ?? 0), 0);
  if (fixed > week) {
    return [{ path: ['subjects'], message: `Subjects with minutes set by hand take ${fixed} minutes but the week has ${week}` }];
  }
  if (config.subjects.every((s) => s.minutes !== undefined) && fixed !== week) {
    return [{
      path: ['subjects'],
      message: `Every subject has minutes set by hand (${fixed}) but the week has ${week}, and the blocks must add up to the week: clear one subject's minutes (null) or change the week`,
    }];
  }
  const { minutes } = planCycle(config);
  return config.subjects.flatMap((s, i) =>
    minutes[i] === 0
      ? [{
          path: ['subjects', i],
          message: `Gets no time: the week's ${week} minutes shared by weight leave this subject under 5 minutes; add minutes to the week, raise its importance or set its minutes by hand`,
        }]
      : [],
  );
}

/**
 * The first pair of pages that overlap — the same page, or one under the other — between
 * `mine` and `theirs` (pass the same list twice to check a cycle against itself). The notebook
 * supplies `isWithin(page, ancestor)`, true for the page itself too.
 */
export function findOverlap(
  mine: readonly string[],
  theirs: readonly string[],
  isWithin: (pageId: string, ancestorId: string) => boolean,
): [string, string] | undefined {
  const self = mine === theirs;
  for (let i = 0; i < mine.length; i++) {
    for (let j = self ? i + 1 : 0; j < theirs.length; j++) {
      const [a, b] = [mine[i]!, theirs[j]!];
      if (isWithin(a, b) || isWithin(b, a)) return [a, b];
    }
  }
  return undefined;
}
