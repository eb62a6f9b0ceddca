import { z } from 'zod';
import { AuthUser } from '../auth/responses';

/** The signed-in account, as /auth answers it (the verification flag included: issue 49). */
export const Me = AuthUser.meta({ id: 'Me' });

export const AccountDeleting = z.object({
  status: z.string(),
}).meta({ id: 'AccountDeleting' });

export const ExportRunning = z.object({
  id: z.string().describe('The export job'),
  status: z.literal('RUNNING'),
  startedAt: z.string().describe('When it began: the document\'s exportedAt'),
}).meta({ id: 'ExportRunning' });
