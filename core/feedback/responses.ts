import { z } from 'zod';

export const Feedback = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(['BUG', 'IDEA', 'PRAISE', 'OTHER']),
  source: z.enum(['app', 'assistant']).describe('Sent from the app\'s form or through the assistant'),
  createdAt: z.string(),
}).meta({ id: 'Feedback' });

export const FeedbackList = z.object({
  items: z.array(Feedback),
}).meta({ id: 'FeedbackList' });
