import { z } from 'zod';

/** Something an onboarding step suggested: its kind and name. */
const Suggested = z.object({
  kind: z.enum(['habits', 'categories', 'tasks', 'goals', 'routines']),
  name: z.string(),
});

/** A suggestion written to the account, with the id it got. */
const Written = Suggested.extend({
  id: z.string(),
});

export const OnboardingAccepted = z.object({
  created: z.array(Written).describe('Written by this call'),
  skipped: z.array(Suggested).describe('Not written: the account already has the name (any case)'),
  saved: z.array(Written).describe('Everything the wizard has saved so far, this call included'),
}).meta({ id: 'OnboardingAccepted' });

// One step's suggestions, as the sanitisers (sanitize-lists.ts, sanitize-routine.ts) return them:
// written out per step so the wizard's screen is typed from the document, not guessed.
const Rating = z.number().int().min(1).max(5);

export const OnboardingCategories = z.object({
  categories: z.array(z.object({ name: z.string(), description: z.string(), icon: z.string().nullable() })),
}).meta({ id: 'OnboardingCategories' });

export const OnboardingHabitsTasks = z.object({
  habits: z.array(z.object({ name: z.string(), category: z.string(), description: z.string(), importance: Rating, difficulty: Rating })),
  tasks: z.array(z.object({ name: z.string(), category: z.string(), importance: Rating, difficulty: Rating })),
}).meta({ id: 'OnboardingHabitsTasks' });

export const OnboardingRoutine = z.object({
  name: z.string(),
  weekdays: z.array(z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
  sections: z.array(
    z.object({
      name: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      items: z.array(
        z.object({
          name: z.string(),
          kind: z.enum(['habit', 'task']),
          isNew: z.boolean().describe('Not among the habits and tasks accepted so far: accepting the routine creates it'),
          startTime: z.string(),
          endTime: z.string(),
        }),
      ),
    }),
  ),
}).meta({ id: 'OnboardingRoutine' });

export const OnboardingGoals = z.object({
  goals: z.array(
    z.object({
      name: z.string(),
      targetValue: z.number(),
      unit: z.string(),
      term: z.enum(['SHORT', 'MEDIUM', 'LONG']),
      durationDays: z.number().int(),
      category: z.string().nullable(),
      description: z.string(),
    }),
  ),
}).meta({ id: 'OnboardingGoals' });

/** One step's suggestions: `categories`, `habits-tasks`, `routine` or `goals` answer the shape of that name. */
export const OnboardingSuggestions = z
  .union([OnboardingCategories, OnboardingHabitsTasks, OnboardingRoutine, OnboardingGoals])
  .meta({ id: 'OnboardingSuggestions' });
