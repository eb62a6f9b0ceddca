import { z } from 'zod';

export const ScheduleList = z.object({
  items: z.array(z.object({
    id: z.string(),
    routineId: z.string(),
    routineName: z.string().nullable(),
    days: z.array(z.enum(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])),
  })),
  nextCursor: z.string().nullable(),
}).meta({ id: 'ScheduleList' });

export const Schedule = z.object({
  movedFrom: z.array(z.object({
    routineId: z.string(),
    routineName: z.string().nullable(),
    days: z.array(z.enum(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])),
  })),
  id: z.string(),
  routineId: z.string(),
  routineName: z.string().nullable(),
  days: z.array(z.enum(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])),
}).meta({ id: 'Schedule' });

