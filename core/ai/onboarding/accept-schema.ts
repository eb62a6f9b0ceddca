import { z } from 'zod';

const Name = z.string().trim().min(1).max(256).describe('The name exactly as accepted');
const Category = z.string().trim().max(256).nullish().describe('Name of an accepted category it belongs to');
const Rating = z.number().int().min(1).max(5).optional();

/** What the person kept from one step; each item is created through the ordinary services. */
export const AcceptInput = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('categories'),
    categories: z.array(z.object({ name: Name, description: z.string().max(256).optional(), icon: z.string().max(64).nullish() })).max(20),
  }),
  z.object({
    step: z.literal('habits-tasks'),
    habits: z
      .array(z.object({ name: Name, category: Category, description: z.string().max(256).optional(), importance: Rating, difficulty: Rating }))
      .max(40)
      .default([]),
    tasks: z.array(z.object({ name: Name, category: Category, importance: Rating, difficulty: Rating })).max(40).default([]),
  }),
  z.object({
    step: z.literal('routine'),
    routine: z.object({
      name: z.string().trim().min(1).max(100).describe('Routine name'),
      weekdays: z.array(z.string().max(20)).max(7).default([]).describe('Days it applies to (any case, English or Portuguese)'),
      sections: z
        .array(
          z.object({
            name: z.string().trim().min(1).max(100),
            startTime: z.string().max(8),
            endTime: z.string().max(8),
            items: z
              .array(z.object({ name: Name, kind: z.enum(['habit', 'task']), startTime: z.string().max(8).optional(), endTime: z.string().max(8).optional() }))
              .max(80)
              .default([]),
          }),
        )
        .min(1)
        .max(8),
    }),
  }),
  z.object({
    step: z.literal('goals'),
    goals: z
      .array(
        z.object({
          name: Name,
          targetValue: z.number().positive(),
          unit: z.string().max(32).optional(),
          term: z.enum(['SHORT', 'MEDIUM', 'LONG']).optional(),
          durationDays: z.number().int().min(1).max(3650).optional(),
          category: Category,
          description: z.string().max(256).optional(),
        }),
      )
      .max(10),
  }),
]);
export type AcceptInput = z.infer<typeof AcceptInput>;
