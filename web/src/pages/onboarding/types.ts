import type { operations } from '../../client/openapi';
import type { Schema } from '../../client/rest';

/** The wizard's shapes, all from the API's document (kept apart from the calls so logic tests load without a session). */
export const STEPS = ['categories', 'habits-tasks', 'routine', 'goals'] as const;
export type Step = (typeof STEPS)[number];

export type Accepted = Schema<'OnboardingAccepted'>;
export type SavedItem = Accepted['saved'][number];
export type SuggestedItem = Accepted['skipped'][number];
export type Suggestions = {
  categories: Schema<'OnboardingCategories'>;
  'habits-tasks': Schema<'OnboardingHabitsTasks'>;
  routine: Schema<'OnboardingRoutine'>;
  goals: Schema<'OnboardingGoals'>;
};
export type SuggestBody = operations['postAiOnboardingStep']['requestBody']['content']['application/json'];
export type AcceptBody = operations['postAiOnboardingAccept']['requestBody']['content']['application/json'];
