import { z } from 'zod';

export const Me = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
}).meta({ id: 'Me' });

export const AccountDeleting = z.object({
  status: z.string(),
}).meta({ id: 'AccountDeleting' });

