import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { parse } from '../../util/fn';
import { aiRefused, aiUnavailable, CHAIN_CALL, isChainExhausted, isChainRefused, outputLimits, personLimited, withBudget, withCallClass, withPerson } from '../chain';
import { jsonAnswerModel } from '../json-answer';
import { buildPrompt, JSON_ONLY_WARNING, ONBOARDING_SYSTEM } from './prompt';
import { sanitizeCategories, sanitizeGoals, sanitizeHabitsTasks } from './sanitize-lists';
import { sanitizeRoutine } from './sanitize-routine';
import { ModelOutput, STEPS, SuggestInput, type Step } from './schema';

const SANITIZE = {
  categories: sanitizeCategories,
  'habits-tasks': sanitizeHabitsTasks,
  routine: sanitizeRoutine,
  goals: sanitizeGoals,
} as const;

export function isStep(s: string): s is Step {
  return (STEPS as readonly string[]).includes(s);
}

/**
 * One step's suggestions. A malformed answer (not JSON, or the wrong shape) gets ONE retry with
 * a JSON-only warning appended (O3); JSON in code fences or prose is read as the tutor reads it
 * (json-answer.ts), not retried. A second malformed answer, or a chain that cannot answer,
 * is a clean AI_UNAVAILABLE. What comes back is sanitised before anyone sees it (O2).
 * Both attempts share one time budget (config `chain.sync`), so the route answers, 200 or
 * 503, before API Gateway's 30 s cuts it, and a slow first link leaves the next one its turn.
 */
export async function suggest(ctx: Ctx, model: LanguageModelV3, step: string, raw: unknown) {
  if (!isStep(step)) throw AppError.validation([{ path: 'step', message: `Must be one of ${STEPS.join(', ')}` }]);
  const input = parse(SuggestInput, raw);
  const prompt = buildPrompt(step, input);
  // The person's calls (both attempts): counted against their share of each link (issue 47).
  const budgeted = jsonAnswerModel(withCallClass(withBudget(withPerson(model, ctx.actor.userId), ctx.deps.config.chain.sync), 'onboarding'));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const result = await generateText({
        model: budgeted,
        ...CHAIN_CALL,
        ...outputLimits('onboarding'),
        system: ONBOARDING_SYSTEM,
        prompt: attempt === 0 ? prompt : `${prompt}\n\n${JSON_ONLY_WARNING}`,
        output: Output.object({ schema: ModelOutput[step] as z.ZodType<unknown> }),
      });
      return (SANITIZE[step] as (i: SuggestInput, o: unknown) => unknown)(input, result.output);
    } catch (err) {
      if (NoObjectGeneratedError.isInstance(err) && attempt === 0) {
        ctx.deps.log.warn('onboarding: malformed model answer, retrying once', { step });
        continue;
      }
      if (isChainRefused(err)) throw aiRefused();
      const limited = personLimited(err);
      if (limited) throw limited;
      if (isChainExhausted(err)) throw aiUnavailable(err);
      ctx.deps.log.warn('onboarding: no usable suggestion', { step, errorName: (err as Error)?.name });
      throw new AppError('AI_UNAVAILABLE', 'Suggestions are unavailable right now. Please try again in a moment.');
    }
  }
  throw new AppError('AI_UNAVAILABLE', 'Suggestions are unavailable right now. Please try again in a moment.');
}
