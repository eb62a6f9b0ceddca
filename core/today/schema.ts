import { z } from 'zod';
import { GroupId } from '../routine/schema';
import { IsoDate } from '../xp/dates';

/**
 * How far back a late check or skip may go. DOMAIN-FACTS' recovery window is "the last 7
 * days before yesterday", i.e. yesterday plus 7 more: 8 days. Older days stay as they closed.
 */
export const LATE_MAX_DAYS = 8;

const date = IsoDate.optional().describe(
  `The day, YYYY-MM-DD in the person's time zone; omit for today. A past day (up to ${LATE_MAX_DAYS} days back) is a late action on that closed day; never a future day`,
);

export const TodayInput = z.object({
  date: IsoDate.optional().describe('Omit for today; a past day (YYYY-MM-DD) shows that closed day as it was frozen'),
});

export const CheckInput = z.object({
  groupId: GroupId,
  date,
  checked: z
    .boolean()
    .optional()
    .describe('Omit to toggle. true checks (pays XP once), false unchecks (takes back exactly what was paid); a no-op if already so'),
});

export const SkipInput = z.object({
  groupId: GroupId,
  date,
  skipped: z
    .boolean()
    .optional()
    .describe('Omit to toggle. true skips (a choice, never a failure; no XP), false un-skips. Does nothing on a checked item'),
});
