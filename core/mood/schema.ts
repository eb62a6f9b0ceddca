import { z } from 'zod';
import { IsoDate } from '../xp/dates';

/** DOMAIN-FACTS "Mood": level 1 (awful) … 5 (great), journal ≤ 4000, history ≤ 92 days. */
export const JOURNAL_MAX = 4000;
export const HISTORY_MAX_DAYS = 92;
export const HISTORY_DEFAULT_DAYS = 7;

const Level = z
  .number()
  .int()
  .min(1)
  .max(5)
  .describe('How the day felt, a whole number 1–5: 1 awful, 2 bad, 3 okay, 4 good, 5 great');

const Day = IsoDate.describe("The calendar day, YYYY-MM-DD, in the person's time zone; not in the future");

export const PutMoodInput = z.object({
  date: Day,
  level: Level,
  journal: z
    .string()
    .max(JOURNAL_MAX)
    .optional()
    .describe(`What the person wrote about the day, up to ${JOURNAL_MAX} characters; omitted or blank clears it`),
});

/**
 * The level only: the agent's one writer uses this schema, so it has no field that could set
 * or clear the journal (A5). `date` defaults to the person's today.
 */
export const SetMoodLevelInput = z
  .object({
    date: Day.optional().describe("The day, YYYY-MM-DD (default: the person's today); not in the future"),
    level: Level,
  })
  .strict();

export const MoodDayInput = z.object({ date: Day });

/** Both ends inclusive; checked against the person's today in the service. */
export const MoodRangeInput = z.object({
  from: IsoDate.optional().describe(`First day, YYYY-MM-DD (default: ${HISTORY_DEFAULT_DAYS - 1} days before \`to\`)`),
  to: IsoDate.optional().describe("Last day, YYYY-MM-DD (default: the person's today); not in the future"),
});
