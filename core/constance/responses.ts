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


export const ConstanceDays = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({
    date: z.string(),
    outcome: z.enum(['DONE', 'SKIPPED', 'NOT_SCHEDULED', 'NOT_IN_ROUTINE', 'MISSED']).nullable().describe('What the day was for the account; null: not closed yet (today still open) or before the account'),
  })),
}).meta({ id: 'ConstanceDays' });
