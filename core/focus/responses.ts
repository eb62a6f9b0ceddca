import { z } from 'zod';
import { CYCLE_TYPES } from './cycle-entity';

export const MicroTask = z.object({
  id: z.string(),
  name: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  pinned: z.boolean().describe('The name is pinned: it is added to this entry again every day'),
  order: z.number().describe('Sort position in the entry\'s list (ascending)'),
}).meta({ id: 'MicroTask' });

export const FocusCycle = z.object({
  id: z.string(),
  type: z.enum(CYCLE_TYPES),
  minutes: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
  date: z.string(),
  entryId: z.string().nullable().describe('The routine entry (groupId) focused on, if any'),
  pageId: z.string().nullable().describe('The notebook page studied, if any'),
  studyCycleId: z.string().nullable(),
  createdAt: z.string(),
}).meta({ id: 'FocusCycle' });

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
    status: z.enum(['checked', 'open', 'skipped']).nullable(),
    microTasks: z.array(MicroTask),
  })),
  cycles: z.array(FocusCycle),
}).meta({ id: 'FocusDay' });

export const FocusCycleRecorded = FocusCycle.extend({
  created: z.boolean().describe('False when the same cycle was already recorded (a retried request)'),
}).meta({ id: 'FocusCycleRecorded' });

export const FocusCycleList = z.object({
  items: z.array(FocusCycle),
  nextCursor: z.null(),
}).meta({ id: 'FocusCycleList' });

export const MicroTaskList = z.object({
  date: z.string(),
  entryId: z.string(),
  entryName: z.string(),
  items: z.array(MicroTask),
}).meta({ id: 'MicroTaskList' });

export const MicroTaskAdded = MicroTask.extend({
  created: z.boolean().describe('False when the entry already had this name today (that micro-task is returned)'),
  entryId: z.string(),
}).meta({ id: 'MicroTaskAdded' });

export const MicroTaskOrder = z.object({
  items: z.array(MicroTask),
}).meta({ id: 'MicroTaskOrder' });

export const MicroTaskDeleted = z.object({
  deleted: z.literal(true),
  unpinned: z.boolean().describe('The name was pinned and is no longer kept'),
}).meta({ id: 'MicroTaskDeleted' });
