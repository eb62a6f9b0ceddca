import { z } from 'zod';

export const OnboardingAccepted = z.object({
  created: z.array(z.object({
    kind: z.enum(["habits", "categories", "tasks", "goals", "routines"]),
    name: z.string(),
    id: z.string(),
  })),
  skipped: z.array(z.object({
    kind: z.enum(["habits", "categories", "tasks", "goals", "routines"]),
    name: z.string(),
  })),
  saved: z.array(z.object({
    kind: z.enum(["habits", "categories", "tasks", "goals", "routines"]),
    name: z.string(),
    id: z.string(),
  })),
}).meta({ id: 'OnboardingAccepted' });

/** One step's suggestions; the keys depend on the step (categories, habits and tasks, routine, goals). */
export const OnboardingSuggestions = z.record(z.string(), z.unknown()).meta({ id: 'OnboardingSuggestions' });

