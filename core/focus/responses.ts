import { z } from 'zod';
import { CYCLE_TYPES } from './cycle-entity';

export const FocusDay = z.object({
  date: z.string(),
  routine: z.object({
    id: z.string(),
    name: z.string(),
  }).nullable(),
  entries: z.array(z.object({
    groupId: z.string(),
    name: z.string().nullable(),
    section: z.string().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    status: z.enum(["checked", "open", "skipped"]).nullable(),
    microTasks: z.array(z.object({
      id: z.string(),
      name: z.string(),
      done: z.boolean(),
      doneAt: z.string().nullable(),
      pinned: z.boolean(),
      order: z.number(),
    })),
  })),
  cycles: z.array(z.object({
    id: z.string(),
    type: z.enum(CYCLE_TYPES),
    minutes: z.number(),
    startedAt: z.string(),
    endedAt: z.string(),
    date: z.string(),
    entryId: z.string().nullable(),
    pageId: z.string().nullable(),
    studyCycleId: z.string().nullable(),
    createdAt: z.string(),
  })),
}).meta({ id: 'FocusDay' });

export const FocusCycleRecorded = z.object({
  id: z.string(),
  type: z.enum(CYCLE_TYPES),
  minutes: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
  date: z.string(),
  entryId: z.string().nullable(),
  pageId: z.string().nullable(),
  studyCycleId: z.string().nullable(),
  createdAt: z.string(),
  created: z.boolean(),
}).meta({ id: 'FocusCycleRecorded' });

export const FocusCycleList = z.object({
  items: z.array(z.object({
    id: z.string(),
    type: z.enum(CYCLE_TYPES),
    minutes: z.number(),
    startedAt: z.string(),
    endedAt: z.string(),
    date: z.string(),
    entryId: z.string().nullable(),
    pageId: z.string().nullable(),
    studyCycleId: z.string().nullable(),
    createdAt: z.string(),
  })),
  nextCursor: z.null(),
}).meta({ id: 'FocusCycleList' });

export const MicroTaskList = z.object({
  date: z.string(),
  entryId: z.string(),
  entryName: z.string(),
  items: z.array(z.object({
    id: z.string(),
    name: z.string(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    pinned: z.boolean(),
    order: z.number(),
  })),
}).meta({ id: 'MicroTaskList' });

export const MicroTaskAdded = z.object({
  id: z.string(),
  name: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  pinned: z.boolean(),
  order: z.number(),
  created: z.boolean(),
  entryId: z.string(),
}).meta({ id: 'MicroTaskAdded' });

export const MicroTaskOrder = z.object({
  items: z.array(z.object({
    id: z.string(),
    name: z.string(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    pinned: z.boolean(),
    order: z.number(),
  })),
}).meta({ id: 'MicroTaskOrder' });

export const MicroTask = z.object({
  id: z.string(),
  name: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  pinned: z.boolean(),
  order: z.number(),
}).meta({ id: 'MicroTask' });

export const MicroTaskDeleted = z.object({
  deleted: z.literal(true),
  unpinned: z.boolean(),
}).meta({ id: 'MicroTaskDeleted' });

