import { z } from 'zod';

export const Constance = z.object({
  mode: z.enum(['ANY', 'COMPLETE']),
  currentStreak: z.number(),
  bestStreak: z.number(),
  status: z.enum(['ACTIVE', 'DORMANT', 'NONE']),
  lastActiveDay: z.string().nullable(),
  milestone: z.object({
    reached: z.number().nullable(),
    next: z.number().nullable(),
  }),
  today: z.string(),
}).meta({ id: 'Constance' });

