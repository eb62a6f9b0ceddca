/**
 * The fields study-cycle commands share (schema.ts, sessions-schema.ts). Weekday keys are the
 * schedules' parser (`core/schedule/weekdays.ts`: any case, English or Portuguese); minutes go
 * through `snapMinutes` (config.ts says how and why).
 */
import { z } from 'zod';
import { parseWeekday, type Weekday } from '../schedule/weekdays';
import { DEFAULT_LONGEST_BLOCK, MAX_DAY_MINUTES, MAX_LONGEST_BLOCK, MAX_SUBJECTS, MIN_LONGEST_BLOCK, snapMinutes } from './config';
import { MODES, type Mode } from './planner';

export const CycleRef = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .describe('The cycle: its name (any case) or its id (scy_…); only the person\'s active cycles answer');

export const PageRef = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(200)
  .describe('A notebook page: its id, or its exact title (a title two pages share is refused, listing both)');

export const Name = z.string().trim().min(1, 'Required').max(100).describe('The cycle\'s name, 1–100 characters (e.g. "Bar exam")');

export const DayMinutes = z.number().min(0).max(MAX_DAY_MINUTES).transform(snapMinutes);

export const ModeField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((m) => (MODES as readonly string[]).includes(m), { message: 'Expected TIME or GOAL' })
  .transform((m) => m as Mode)
  .describe('TIME (a block counts minutes) or GOAL (a block targets a concept: a page inside the subject, or NEXT on its roadmap)');

export const Longest = z
  .number()
  .min(MIN_LONGEST_BLOCK)
  .max(MAX_LONGEST_BLOCK)
  .transform(snapMinutes)
  .describe(`The longest a block may be, ${MIN_LONGEST_BLOCK}–${MAX_LONGEST_BLOCK} minutes, snapped to 5 (default ${DEFAULT_LONGEST_BLOCK}); longer shares are cut into even blocks`);

export const Importance = z.number().int().min(1).max(5).describe('How much the subject matters, a whole number 1–5');
export const Mastery = z.number().int().min(0).max(5).describe('How well the person already knows it, a whole number 0 (not at all) – 5 (fully)');
export const HandMinutes = z.number().min(1).max(7 * MAX_DAY_MINUTES).transform(snapMinutes);
export const HAND_MINUTES = 'Weekly minutes set by hand for this subject, snapped to 5; the other subjects share the rest by weight';

/**
 * A record keyed by weekday names: each unknown name and each day sent twice ("monday" and
 * "segunda") is its own issue, reported even when some day's values are wrong too.
 */
export function weekdayRecord<T extends z.ZodType>(day: T) {
  return z.record(z.string(), day).superRefine(
    (days, ctx) => {
      // Runs even when values failed, so `days` may not be a record at all: zod reported that.
      if (typeof days !== 'object' || days === null || Array.isArray(days)) return;
      const first = new Map<Weekday, string>();
      for (const key of Object.keys(days)) {
        const d = parseWeekday(key);
        if (!d) ctx.addIssue({ code: 'custom', path: [key], message: `Not a weekday: "${key}"; use Monday…Sunday (any case) or segunda…domingo` });
        else if (first.has(d)) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" and "${first.get(d)}" are the same day; send it once` });
        else first.set(d, key);
      }
    },
    { when: () => true },
  );
}

export const byWeekday = <V>(days: Record<string, V>) =>
  Object.entries(days).map(([k, v]) => [parseWeekday(k)!, v] as const);

/** Distinct pages: the same subject twice would split one subject's time in two. */
export function distinctPages<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .min(1, 'Give at least one subject')
    .max(MAX_SUBJECTS)
    .superRefine(
      (list, ctx) => {
        if (!Array.isArray(list)) return;
        const seen = new Set<string>();
        (list as unknown[]).forEach((s, i) => {
          const id = typeof (s as { pageId?: unknown })?.pageId === 'string' ? (s as { pageId: string }).pageId.trim() : undefined;
          if (id === undefined) return;
          if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'pageId'], message: `"${id}" is listed twice` });
          seen.add(id);
        });
      },
      { when: () => true },
    );
}
