import { z } from 'zod';

export const Progress = z.object({
  totalXp: z.number(),
  level: z.number(),
  nextLevelXp: z.number().nullable(),
}).meta({ id: 'Progress' });

