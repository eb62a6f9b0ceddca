/**
 * Commands on sessions logged by hand and on single queue blocks (SPEC D12). A session's date
 * must be today or one of the 30 days before, and "today" is the owner's calendar day, which
 * only the service knows (their time zone); so the schema stays pure and `parseLogSession`
 * adds the range check to the same list of issues, never in a second round.
 */
import { z } from 'zod';
import { fromZod } from '../errors';
import { idField } from '../util/fields';
import { addDays, daysBetween, IsoDate, isIsoDate } from '../xp/dates';
import { MAX_DAY_MINUTES } from './config';
import { NEXT } from './planner';
import { CycleRef, ModeField, PageRef } from './fields';

export const SESSION_DAYS_BACK = 30;
export const MAX_LIST_DAYS = 31;
export const DEFAULT_LIST_DAYS = 7;

export const StudySessionId = idField('study session', 'ssn_');

export const LogSessionInput = z.object({
  pageId: PageRef.describe('The notebook page studied: the subject itself or any page under it, by id or exact title'),
  minutes: z.number().int().min(1).max(MAX_DAY_MINUTES).describe('Whole minutes studied, 1–1440'),
  date: IsoDate.optional().describe(`The day it was studied, YYYY-MM-DD: today (the default) or one of the last ${SESSION_DAYS_BACK} days`),
});
export type LogSessionInput = z.output<typeof LogSessionInput> & { date: string };

/** The range rule alone, for a date that is a real calendar day. */
export function sessionDateProblem(date: string, today: string): string | undefined {
  const back = daysBetween(date, today);
  if (back < 0) return `A session cannot be in the future (today is ${today})`;
  if (back > SESSION_DAYS_BACK) return `Only the last ${SESSION_DAYS_BACK} days can be logged: ${addDays(today, -SESSION_DAYS_BACK)} to ${today}`;
  return undefined;
}

/** Parse a log request against the owner's today; every failed field in one AppError. */
export function parseLogSession(input: unknown, today: string): LogSessionInput {
  const parsed = LogSessionInput.safeParse(input);
  const raw = (input as { date?: unknown } | null)?.date;
  const problem = typeof raw === 'string' && isIsoDate(raw) ? sessionDateProblem(raw, today) : undefined;
  if (parsed.success && !problem) return { ...parsed.data, date: parsed.data.date ?? today };
  const issues = parsed.success ? [] : [...parsed.error.issues];
  if (problem) issues.push({ code: 'custom', path: ['date'], message: problem, input: raw });
  throw fromZod(new z.ZodError(issues));
}

export const ListSessionsInput = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_DAYS)
    .default(DEFAULT_LIST_DAYS)
    .describe(`How many days back to list, today included: 1–${MAX_LIST_DAYS} (default ${DEFAULT_LIST_DAYS})`),
});

export const SessionRefInput = z.object({ id: StudySessionId });

const Concept = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .transform((c) => (c.toUpperCase() === NEXT ? NEXT : c))
  .describe('What a GOAL block targets: a page inside the block\'s subject (id or exact title), or NEXT for what the subject\'s roadmap says next; sending it makes the block GOAL');

/**
 * PATCH of one block, named by its number in the queue. Minutes are not editable here: block
 * lengths come from the planner so the queue keeps adding up to the week; change a subject's
 * minutes (editStudyCycle) instead. TIME with a concept is a contradiction, refused on `concept`.
 */
export const EditBlockInput = z
  .object({
    cycle: CycleRef,
    n: z.coerce.number().int().min(1).describe('The block\'s number in the queue (from getStudyCycle)'),
    mode: ModeField.optional().describe('TIME (counts minutes; drops the concept) or GOAL (keeps its concept, NEXT if it had none)'),
    concept: Concept.optional(),
  })
  .refine((b) => !(b.mode === 'TIME' && b.concept !== undefined), {
    path: ['concept'],
    message: 'A TIME block counts minutes and has no concept: drop the concept, or make the block GOAL',
    when: (p) => !p.issues.some((i) => i.path?.[0] === 'mode' || i.path?.[0] === 'concept'),
  });
export type EditBlockInput = z.output<typeof EditBlockInput>;
