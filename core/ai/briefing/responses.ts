import { z } from 'zod';

export const BriefingNarrative = z.object({
  status: z.enum(['PENDING', 'READY', 'UNAVAILABLE']),
  todayLines: z.array(z.string()),
  yesterdayLines: z.array(z.string()),
}).meta({ id: 'BriefingNarrative' });

/** A goal with an end date and how its progress keeps pace (B1). */
export const BriefingGoal = z.object({
  id: z.string(),
  name: z.string(),
  percent: z.number(),
  daysLeft: z.number(),
  pace: z.enum(['REACHED', 'OVERDUE', 'BEHIND', 'ON_TRACK']),
}).meta({ id: 'BriefingGoal' });

/**
 * The day's numbers, computed by code (facts.ts: every number finished there, B1). Written out
 * field by field because the web client's briefing card reads each of them: a change to the
 * screen's numbers is a change to this document.
 */
export const Briefing = z.object({
  date: z.string(),
  yesterday: z.object({
    date: z.string(),
    hadRoutine: z.boolean(),
    complete: z.boolean(),
    doneCount: z.number(),
    skippedCount: z.number(),
    xpEarned: z.number(),
    openItems: z.array(z.object({ groupId: z.string(), name: z.string(), xpIfCheckedNow: z.number().describe('What checking it now still pays (a late check)') })),
    focusCycles: z.number().describe('Pomodoros completed'),
    moodLevel: z.number().nullable(),
  }),
  today: z.object({
    scheduledItemCount: z.number(),
    currentStreak: z.number(),
    bestStreak: z.number(),
    goalsApproaching: z.array(BriefingGoal).describe('Ending within 14 days, soonest first (at most 3)'),
    goalsAhead: z.array(BriefingGoal).describe('Ending later, soonest first (at most 3)'),
    recovery: z
      .object({
        days: z.array(z.object({ date: z.string(), openItems: z.number(), daysLeft: z.number(), xpPercent: z.number() })),
        soonestExpiryDays: z.number(),
      })
      .nullable()
      .describe('Closed days whose open items can still be checked late; null when none'),
  }),
  seenAt: z.string().nullable(),
  narrative: BriefingNarrative,
}).meta({ id: 'Briefing' });
