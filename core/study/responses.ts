import { z } from 'zod';

export const StudyCycle = z.object({
  archivedAt: z.string().optional(),
  id: z.string(),
  name: z.string(),
  status: z.enum(["ACTIVE", "ARCHIVED"]),
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
  defaultMode: z.enum(["TIME", "GOAL"]),
  queue: z.array(z.object({
    pinned: z.string().optional(),
    title: z.string().nullable(),
    credited: z.number(),
    concept: z.string().optional(),
    n: z.number(),
    pageId: z.string(),
    minutes: z.number(),
    mode: z.enum(["TIME", "GOAL"]),
  })),
  lap: z.object({
    number: z.number(),
    creditedMinutes: z.number(),
    totalMinutes: z.number(),
  }),
  createdAt: z.string(),
}).meta({ id: 'StudyCycle' });

export const StudyToday = z.object({
  date: z.string(),
  items: z.array(z.object({
    cycleId: z.string(),
    name: z.string(),
    plannedMinutes: z.number(),
    creditedTodayMinutes: z.number(),
    lap: z.object({
      number: z.number(),
      creditedMinutes: z.number(),
      totalMinutes: z.number(),
    }),
    blocks: z.array(z.object({
      title: z.string().nullable(),
      lap: z.number(),
      concept: z.string().optional(),
      n: z.number(),
      pageId: z.string(),
      minutes: z.number(),
      mode: z.enum(["TIME", "GOAL"]),
    })),
  })),
}).meta({ id: 'StudyToday' });

export const StudySessionLogged = z.object({
  id: z.string(),
  cycleId: z.string().nullable(),
  lap: z.object({
    number: z.number(),
    creditedMinutes: z.number(),
    totalMinutes: z.number(),
  }).nullable(),
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
