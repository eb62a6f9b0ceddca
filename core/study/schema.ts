/**
 * Study-cycle commands (SPEC D12, CONTRACT "Study cycles"). Every field is described: the
 * descriptions are the tool documentation the model reads. Weekday keys come in any case,
 * English or Portuguese, and are stored as MONDAY…SUNDAY; minutes snap to 5 (config.ts says
 * how); a day left out, or given 0 minutes, is a rest day. The session and block commands are
 * in sessions-schema.ts, the shared fields in fields.ts.
 */
import { z } from 'zod';
import { TimeField } from '../routine/window';
import type { Weekday } from '../schedule/weekdays';
import { configProblems, DEFAULT_LONGEST_BLOCK, type Week } from './config';
import {
  byWeekday, CycleRef, DayMinutes, distinctPages, HAND_MINUTES, HandMinutes, Importance, Longest, Mastery, ModeField, Name,
  PageRef, weekdayRecord,
} from './fields';

const CreateDay = z
  .object({
    minutes: DayMinutes.optional().describe('Minutes to study that day, 0–1440, snapped to the nearest 5 (any amount above 0 is at least 5); 0 or omitted = rest day'),
    start: TimeField.optional().describe('When the person means to start, HH:mm (optional)'),
  })
  .superRefine((d, ctx) => {
    if (d.start !== undefined && !d.minutes) ctx.addIssue({ code: 'custom', path: ['start'], message: 'A rest day has no start time: send the day\'s minutes with it' });
  });

const CreateDays = weekdayRecord(CreateDay)
  .transform((days): Week => {
    const week: Week = {};
    for (const [d, v] of byWeekday(days)) if (v.minutes) week[d] = { minutes: v.minutes, ...(v.start ? { start: v.start } : {}) };
    return week;
  })
  .describe('Minutes per weekday, e.g. {"monday": {"minutes": 60, "start": "07:00"}, "quarta": {"minutes": 45}}; keys in any case, English or Portuguese; a day left out is a rest day');

const CreateSubject = z.object({
  pageId: PageRef,
  importance: Importance,
  mastery: Mastery,
  minutes: HandMinutes.optional().describe(`${HAND_MINUTES} (omit to share by weight)`),
});

// Whole-config rules need days, subjects and the block length parsed; they still run when
// only the name is wrong, so one reply lists everything.
const parsedEnough = (p: z.core.ParsePayload) =>
  !p.issues.some((i) => ['days', 'subjects', 'longestBlockMinutes', 'defaultMode'].includes(String(i.path?.[0])));

export const CreateCycleInput = z
  .object({
    name: Name,
    days: CreateDays,
    subjects: distinctPages(CreateSubject).describe(
      'The subjects (notebook pages) in order, 1–20, each with importance and mastery; weight = importance × (6 − mastery) shares the week',
    ),
    longestBlockMinutes: Longest.default(DEFAULT_LONGEST_BLOCK),
    defaultMode: ModeField.default('TIME'),
  })
  .superRefine(
    (c, ctx) => {
      for (const p of configProblems(c)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    },
    { when: parsedEnough },
  );
export type CreateCycleInput = z.output<typeof CreateCycleInput>;

/** A start that may also be taken away: "none" (any case) → null. */
const EditStart = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s.toLowerCase() === 'none') return null;
    const t = TimeField.safeParse(s);
    if (!t.success) ctx.addIssue({ code: 'custom', message: 'Expected a time as HH:mm, or "none" to remove the start time' });
    return t.success ? t.data : z.NEVER;
  });

const EditDay = z.object({
  minutes: DayMinutes.optional().describe('New minutes for that day, 0–1440, snapped to 5; 0 makes it a rest day; omitted keeps the day\'s minutes'),
  start: EditStart.optional().describe('New start time HH:mm, or "none" to remove it; omitted keeps the day\'s start'),
});

const EditDays = weekdayRecord(EditDay)
  .transform((days) => Object.fromEntries(byWeekday(days)) as Partial<Record<Weekday, z.output<typeof EditDay>>>)
  .describe('Only the days to change, keyed by weekday in any case or Portuguese; days not sent stay as they are');

const EditSubject = z.object({
  pageId: PageRef,
  importance: Importance.optional().describe('1–5; required for a subject new to the cycle, omitted keeps the current one'),
  mastery: Mastery.optional().describe('0–5; required for a subject new to the cycle, omitted keeps the current one'),
  minutes: HandMinutes.nullable().optional().describe(`${HAND_MINUTES}; null goes back to sharing by weight; omitted keeps hand-set minutes unless new weights are sent`),
});

/** Only what is given changes; edit.ts `mergeCycleEdit` fills in the rest from the cycle. */
export const EditCycleInput = z.object({
  cycle: CycleRef,
  name: Name.optional(),
  days: EditDays.optional(),
  subjects: distinctPages(EditSubject)
    .optional()
    .describe('When sent, the WHOLE new list of subjects in order; a subject that stays keeps its weights and hand-set minutes unless new ones come with it (different weights alone put it back to sharing by weight)'),
  longestBlockMinutes: Longest.optional(),
  defaultMode: ModeField.optional(),
});
export type EditCycleInput = z.output<typeof EditCycleInput>;
export type CyclePatch = Omit<EditCycleInput, 'cycle'>;

export const CycleRefInput = z.object({ cycle: CycleRef });
