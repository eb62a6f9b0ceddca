import { z } from 'zod';

export const Task = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  importance: z.number(),
  difficulty: z.number(),
  categoryIds: z.array(z.string()),
  oneTimeTask: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Task' });

