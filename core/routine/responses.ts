import { z } from 'zod';

/** One task or habit placed in a routine (at the top level or in a section). */
export const RoutineItem = z.object({
  groupId: z.string().describe('The routine entry\'s own id (what item routes take), not the task\'s or habit\'s'),
  type: z.enum(['task', 'habit']),
  id: z.string().describe('The task\'s or habit\'s id'),
  name: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
}).meta({ id: 'RoutineItem' });

export const RoutineSection = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  favorite: z.boolean(),
  items: z.array(RoutineItem),
}).meta({ id: 'RoutineSection' });

export const Routine = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  type: z.enum(['LIST', 'DAILY']),
  xp: z.number(),
  level: z.number(),
  currentStreak: z.number(),
  bestStreak: z.number(),
  scheduledOn: z.array(z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
  sections: z.array(RoutineSection).optional(),
  items: z.array(RoutineItem).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Routine' });

export const RoutineItemAdded = Routine.extend({
  added: RoutineItem,
}).meta({ id: 'RoutineItemAdded' });
