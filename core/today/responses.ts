import { z } from 'zod';

export const TodayView = z.object({
  date: z.string(),
  closed: z.boolean(),
  routine: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(["LIST", "DAILY"]),
  }).nullable(),
  entries: z.array(z.object({
    groupId: z.string(),
    section: z.object({
      id: z.string(),
      name: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    }).nullable(),
    type: z.enum(["task", "habit"]),
    itemId: z.string(),
    name: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    status: z.enum(["checked", "open", "skipped"]),
    xp: z.number(),
  })),
  summary: z.object({
    total: z.number(),
    checked: z.number(),
    skipped: z.number(),
    open: z.number(),
  }),
}).meta({ id: 'TodayView' });

export const TodayMarkResult = z.object({
  date: z.string(),
  changed: z.boolean(),
  xpChange: z.number(),
  note: z.string().optional(),
  groupId: z.string(),
  section: z.object({
    id: z.string(),
    name: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }).nullable(),
  type: z.enum(["task", "habit"]),
  itemId: z.string(),
  name: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(["checked", "open", "skipped"]),
  xp: z.number(),
}).meta({ id: 'TodayMarkResult' });

