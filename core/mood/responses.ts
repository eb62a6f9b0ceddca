import { z } from 'zod';

export const MoodDay = z.object({
  date: z.string(),
  level: z.number(),
  journal: z.string().nullable(),
  hasText: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'MoodDay' });

export const MoodList = z.object({
  items: z.array(MoodDay),
  from: z.string(),
  to: z.string(),
}).meta({ id: 'MoodList' });
