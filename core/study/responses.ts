import { z } from 'zod';

const StudyMode = z.enum(['TIME', 'GOAL']);

/** The running lap: one pass through the cycle's queue. */
export const StudyLap = z.object({
  number: z.number(),
  creditedMinutes: z.number(),
  totalMinutes: z.number(),
}).meta({ id: 'StudyLap' });

/** A block of the cycle's queue (one subject's turn). */
const StudyBlock = z.object({
  title: z.string().nullable(),
  concept: z.string().optional().describe('A GOAL block\'s target: a page inside the subject, or NEXT on its roadmap'),
  n: z.number().describe('The block\'s number in the queue'),
  pageId: z.string().describe('The subject\'s page'),
  minutes: z.number(),
  mode: StudyMode,
});

export const StudyCycle = z.object({
  archivedAt: z.string().optional(),
  id: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'ARCHIVED']),
  days: z.record(z.string(), z.object({
    minutes: z.number(),
    start: z.string().optional(),
  })),
  weekMinutes: z.number(),
  subjects: z.array(z.object({
    weekMinutes: z.number(),
    minutes: z.number().optional(),
    pageId: z.string(),
    title: z.string().nullable(),
    importance: z.number(),
    mastery: z.number(),
    weight: z.number(),
  })),
  longestBlockMinutes: z.number(),
  defaultMode: StudyMode,
  queue: z.array(StudyBlock.extend({
    pinned: z.string().optional().describe('The concept page a GOAL block\'s NEXT was pinned to in this lap'),
    credited: z.number().describe('Minutes credited to the block in the running lap'),
  })),
  lap: StudyLap,
  createdAt: z.string(),
}).meta({ id: 'StudyCycle' });

export const StudyToday = z.object({
  date: z.string(),
  items: z.array(z.object({
    cycleId: z.string(),
    name: z.string(),
    plannedMinutes: z.number(),
    creditedTodayMinutes: z.number(),
    lap: StudyLap,
    blocks: z.array(StudyBlock.extend({
      lap: z.number().describe('The lap the block belongs to'),
    })),
  })),
}).meta({ id: 'StudyToday' });

export const StudySessionLogged = z.object({
  id: z.string(),
  cycleId: z.string().nullable(),
  lap: StudyLap.nullable(),
  pageId: z.string(),
  minutes: z.number(),
  date: z.string(),
  credit: z.object({
    lap: z.number(),
    blocks: z.array(z.object({
      n: z.number(),
      minutes: z.number(),
    })),
    carried: z.number(),
    completedLaps: z.array(z.number()),
  }).nullable(),
}).meta({ id: 'StudySessionLogged' });

export const StudySessionList = z.object({
  from: z.string(),
  items: z.array(z.object({
    id: z.string(),
    pageId: z.string(),
    title: z.string().nullable(),
    minutes: z.number(),
    date: z.string(),
    cycleId: z.string().nullable(),
    cycleName: z.string().nullable(),
    lap: z.number().nullable(),
    createdAt: z.string(),
  })),
  nextCursor: z.null(),
}).meta({ id: 'StudySessionList' });

/** Active cycles: all of them in one answer (a person has a handful), so the cursor is always null. */
export const StudyCycleList = z.object({ items: z.array(StudyCycle), nextCursor: z.null() }).meta({ id: 'StudyCycleList' });
