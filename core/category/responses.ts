import { z } from 'zod';

export const Category = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  experience: z.enum(['BEGINNER', 'INTERMEDIARY', 'ADVANCED']),
  xp: z.number(),
  level: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Category' });

