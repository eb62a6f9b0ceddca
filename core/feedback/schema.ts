import { z } from 'zod';

export const SubmitFeedbackInput = z.object({
  text: z
    .string()
    .trim()
    .min(3, 'Write at least a few words')
    .max(2000)
    .describe("The feedback exactly in the person's own words, as they confirmed it. Never paraphrase or add to it."),
  kind: z
    .enum(['BUG', 'IDEA', 'PRAISE', 'OTHER'])
    .default('OTHER')
    .describe('BUG for something broken, IDEA for a wish, PRAISE for something they like, OTHER otherwise'),
});
