import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { aiRefused, aiUnavailable, type CallBudget, CHAIN_CALL, isChainExhausted, isChainRefused, outputLimits, personLimited, withBudget, withCallClass, withPerson } from '../chain';
import { jsonAnswerModel } from '../json-answer';
import { retryFits } from './budget';
import type { NotebookTask } from './metrics';
import { JSON_ONLY_WARNING, TUTOR_SYSTEM } from './prompts';
import type { Tutor } from './tutor';

export interface StudyCall<O, R> {
  task: NotebookTask;
  /** The whole request (prompts.ts `studyPrompt`). */
  prompt: string;
  /** What the model must return: the contract's exact shape, loose where sanitising repairs. */
  schema: z.ZodType<O>;
  budget: CallBudget;
  /** The hostile-output rules: the usable result, or undefined to discard the answer (it then counts as malformed). */
  accept: (output: O) => R | undefined;
}

/**
 * When the chain says a link will be back (CONTRACT "Durable turns": `retryAfterSeconds` when
 * every link is cooling), in whole seconds. THE hook for Retry-After on the tutor's 503: read
 * from `aiUnavailable` if it carries it, else from the chain's error, so the header appears
 * as soon as the chain reports it, without a change here.
 */
export function retryAfterOf(err: unknown): number | undefined {
  const s = (err as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? Math.ceil(s) : undefined;
}

export function studyUnavailable(err?: unknown): AppError {
  if (isChainRefused(err)) return aiRefused();
  // The person's own share of every link that could answer is used (issue 47): their 429, with when it is back.
  const limited = personLimited(err);
  if (limited) return limited;
  const base = isChainExhausted(err) ? aiUnavailable(err) : new AppError('AI_UNAVAILABLE', 'The study tutor is unavailable right now; try again shortly.');
  const after = base.details.retryAfterS ?? retryAfterOf(err);
  return after === undefined ? base : new AppError(base.code, base.message, { ...base.details, retryAfterS: after });
}

/**
 * NotebookLlm (N1): ONE structured call through the chain (no tools, no streaming, no memory;
 * the prompt holds the whole context). A malformed answer — bad JSON, the wrong shape, or one
 * the hostile-output rules discard — gets ONE retry with a JSON-only warning, and only while
 * 20 s of the budget remain; then AI_UNAVAILABLE. So does a chain that cannot answer (it has
 * already tried every link). JSON in code fences or prose is read, not retried (json-answer.ts):
 * a retry costs the person seconds and the free tier a request.
 */
export async function notebookLlm<O, R>(ctx: Ctx, tutor: Tutor, call: StudyCall<O, R>): Promise<R> {
  const { log } = ctx.deps;
  const started = tutor.now();
  // The person's call: counted against their share of each link and of the paid budget (issue 47).
  const model = jsonAnswerModel(withCallClass(withBudget(withPerson(tutor.model, ctx.actor.userId), call.budget), 'study'));
  const outcome = (o: 'ok' | 'malformed' | 'unavailable') => tutor.metrics.record({ metric: 'NotebookAiCall', task: call.task, outcome: o });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const result = await generateText({
        model,
        ...CHAIN_CALL,
        ...outputLimits('tutor'),
        system: TUTOR_SYSTEM,
        prompt: attempt === 0 ? call.prompt : `${call.prompt}\n\n${JSON_ONLY_WARNING}`,
        output: Output.object({ schema: call.schema }),
      });
      const kept = call.accept(result.output as O);
      if (kept !== undefined) {
        outcome('ok');
        return kept;
      }
      log.warn('tutor: answer discarded by the output rules', { task: call.task, attempt });
    } catch (err) {
      if (!NoObjectGeneratedError.isInstance(err)) {
        outcome('unavailable');
        log.warn('tutor: no answer from the chain', { task: call.task, errorName: (err as Error)?.name });
        throw studyUnavailable(err);
      }
      log.warn('tutor: malformed model answer', { task: call.task, attempt });
    }
    if (attempt > 0 || !retryFits(call.budget, started, tutor.now())) break;
    tutor.metrics.record({ metric: 'NotebookAiRetry', task: call.task });
  }
  outcome('malformed');
  throw studyUnavailable();
}
