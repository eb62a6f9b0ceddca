import { z } from 'zod';

/** One routine item on the day, with how it stands. */
export const TodayEntry = z.object({
  groupId: z.string().describe('The routine entry\'s id (what the mark routes take)'),
  section: z.object({
    id: z.string(),
    name: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }).nullable(),
  type: z.enum(['task', 'habit']),
  itemId: z.string().describe('The task\'s or habit\'s id'),
  name: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(['checked', 'open', 'skipped']),
  xp: z.number(),
}).meta({ id: 'TodayEntry' });

export const TodayView = z.object({
  date: z.string(),
  closed: z.boolean(),
  routine: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['LIST', 'DAILY']),
  }).nullable(),
  entries: z.array(TodayEntry),
  summary: z.object({
    total: z.number(),
    checked: z.number(),
    skipped: z.number(),
    open: z.number(),
  }),
}).meta({ id: 'TodayView' });

export const TodayMarkResult = TodayEntry.extend({
  date: z.string(),
  changed: z.boolean().describe('False when the entry already had this status'),
  xpChange: z.number().describe('XP moved by this call: positive paid, negative taken back'),
  note: z.string().optional().describe('Why nothing changed, when nothing did'),
}).meta({ id: 'TodayMarkResult' });
