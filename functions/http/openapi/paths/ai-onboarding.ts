import { AcceptInput } from '../../../../core/ai/onboarding/accept-schema';
import { SuggestInput } from '../../../../core/ai/onboarding/schema';
import { OnboardingAccepted, OnboardingSuggestions } from '../../../../core/ai/onboarding/responses';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const aiOnboardingPaths = {
  'POST /ai/onboarding/accept': { summary: 'Save what the person kept from a step (idempotent)', input: AcceptInput, responses: { 200: OnboardingAccepted } },
  'POST /ai/onboarding/{step}': { summary: "One wizard step's suggestions from the model", input: SuggestInput, pathFields: { step: 'step' }, errors: [503], responses: { 200: OnboardingSuggestions } },
} satisfies Record<RouteKey, OperationSpec>;
