import { z } from 'zod';

export const Habit = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  motivationalPhrase: z.string(),
  icon: z.string().nullable(),
  importance: z.number(),
  difficulty: z.number(),
  categoryIds: z.array(z.string()),
  xp: z.number(),
  level: z.number(),
  currentStreak: z.number(),
  bestStreak: z.number(),
  totalChecks: z.number(),
  firstCheckDate: z.string().nullable(),
  lastCheckDate: z.string().nullable(),
  inRoutine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Habit' });

