import { z } from 'zod';

export const STEPS = ['categories', 'habits-tasks', 'routine', 'goals'] as const;
export type Step = (typeof STEPS)[number];

const Named = z.object({ name: z.string().trim().min(1).max(256).describe('Name as the person accepted it') });
const WithCategory = Named.extend({ category: z.string().trim().max(256).nullish().describe('Name of the category it belongs to') });

/** What the wizard sends with every step (O1: the story so far rides in the request). */
export const SuggestInput = z.object({
  story: z
    .union([z.string().trim().max(3000), z.array(z.string().trim().max(300)).max(10)])
    .describe('What the person wrote about themselves: one text, or up to 10 answers of 300 characters'),
  categoryNames: z
    .array(z.string().trim().min(2).max(256))
    .max(10)
    .default([])
    .describe('The category names the person asked for; suggestions keep these names verbatim'),
  accepted: z
    .object({
      categories: z.array(z.string().trim().max(256)).max(20).optional(),
      habits: z.array(WithCategory).max(40).optional(),
      tasks: z.array(WithCategory).max(40).optional(),
    })
    .default({})
    .describe('What earlier steps kept'),
  feedback: z.string().trim().max(500).optional().describe('What the person said about the last suggestions'),
  request: z.string().trim().max(300).optional().describe('A new request for this step'),
});
export type SuggestInput = z.infer<typeof SuggestInput>;

// What the model is asked to return, per step. Loose on purpose where sanitising can repair
// (numbers, times, days); strict only on shape, so a wrong shape is "malformed" and retried.
const N = z.number().nullish();
const S = z.string().nullish();
export const ModelOutput = {
  categories: z.object({ categories: z.array(z.object({ name: z.string(), description: S, icon: S })) }),
  'habits-tasks': z.object({
    habits: z.array(z.object({ name: z.string(), category: S, description: S, importance: N, difficulty: N })),
    tasks: z.array(z.object({ name: z.string(), category: S, importance: N, difficulty: N })),
  }),
  routine: z.object({
    name: S,
    weekdays: z.array(z.string()).nullish(),
    sections: z.array(
      z.object({
        name: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        items: z.array(z.object({ name: z.string(), kind: z.enum(['habit', 'task']), startTime: S, endTime: S })),
      }),
    ),
  }),
  goals: z.object({
    goals: z.array(
      z.object({ name: z.string(), targetValue: N, unit: S, term: S, durationDays: N, category: S, description: S }),
    ),
  }),
} as const;
export type ModelOutput<K extends Step> = z.infer<(typeof ModelOutput)[K]>;
