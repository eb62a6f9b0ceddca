import { z } from 'zod';
import { IsoDate } from '../xp/dates';
import { CYCLE_TYPES } from './cycle-entity';
import { EntryId } from './schema';

export const MAX_CYCLE_MINUTES = 180;

const instant = z.iso.datetime({ offset: true, message: 'expected an ISO-8601 date-time with a time zone, e.g. 2026-11-29T09:25:00Z' });

export const RecordCycleInput = z
  .object({
    type: z.enum(CYCLE_TYPES).describe('POMODORO (focus), SHORT_BREAK or LONG_BREAK'),
    minutes: z.number().int().min(1).max(MAX_CYCLE_MINUTES).describe('The length the timer was set to, 1–180 minutes'),
    startedAt: instant.describe('When the cycle started'),
    endedAt: instant.describe('When it ran out (a cycle is recorded once completed)'),
    entryId: EntryId.optional().describe('The routine entry (groupId) focused on, if any'),
    pageId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('The notebook page studied (nbp_…), if any: a POMODORO credits its minutes to the active study cycle holding that page'),
  })
  .refine((c) => Date.parse(c.startedAt) < Date.parse(c.endedAt), { path: ['endedAt'], message: 'Must be after startedAt' });

export const ListCyclesInput = z.object({
  date: IsoDate.optional().describe("The day the cycles ended, YYYY-MM-DD; omit for today (the person's time zone)"),
});
