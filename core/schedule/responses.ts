import { z } from 'zod';

/** Which weekdays a routine runs on. */
const RoutineDays = z.object({
  routineId: z.string(),
  routineName: z.string().nullable(),
  days: z.array(z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
});

export const ScheduleItem = RoutineDays.extend({
  id: z.string(),
}).meta({ id: 'ScheduleItem' });

export const ScheduleList = z.object({
  items: z.array(ScheduleItem),
  nextCursor: z.string().nullable(),
}).meta({ id: 'ScheduleList' });

export const Schedule = ScheduleItem.extend({
  movedFrom: z.array(RoutineDays).describe('Days taken from other routines (one routine per weekday)'),
}).meta({ id: 'Schedule' });
