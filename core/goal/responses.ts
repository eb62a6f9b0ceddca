import { z } from 'zod';

export const Goal = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  description: z.string(),
  motivation: z.string(),
  targetValue: z.number(),
  currentValue: z.number(),
  unit: z.string(),
  status: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']),
  term: z.enum(['SHORT', 'MEDIUM', 'LONG']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  categoryIds: z.array(z.string()),
  parentId: z.string().nullable(),
  archivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  xpAwarded: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Goal' });

