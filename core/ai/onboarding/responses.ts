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

/** One step's suggestions; the keys depend on the step (categories, habits and tasks, routine, goals). */
export const OnboardingSuggestions = z.record(z.string(), z.unknown()).meta({ id: 'OnboardingSuggestions' });
