import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Ctx } from '../../context';
import type { RateRule } from '../../limits/rate';
import type { NotebookMetrics } from './metrics';
import type { RetrieveSources } from './sources-port';

/** A9, DOMAIN-FACTS: the study notebook's own 60 model calls an hour, apart from the agent's 30. */
export const NOTEBOOK_AI_RATE: RateRule = { bucket: 'notebook-ai', limit: 60, windowS: 3600 };

/**
 * Everything the study tutor needs that is built once per process (functions/compose-root.ts):
 * the chain, the sources' retrieval, its metrics, and the clock its retry rule reads. REST
 * routes, the agent's generateStudyCards and the roadmap worker are all handed the same one.
 */
export interface Tutor {
  model: LanguageModelV3;
  retrieve: RetrieveSources;
  metrics: NotebookMetrics;
  /** Monotonic milliseconds (performance.now() in production); tests step it instead of sleeping. */
  now: () => number;
}

export function createTutor(model: LanguageModelV3, ports: { retrieve: RetrieveSources; metrics: NotebookMetrics; now?: () => number }): Tutor {
  return { model, retrieve: ports.retrieve, metrics: ports.metrics, now: ports.now ?? (() => performance.now()) };
}

/** A user-scoped call that may ask the tutor: the actor's Ctx plus the process's tutor. */
export interface TutorCtx extends Ctx {
  tutor: Tutor;
  /**
   * When the request arrived (ms, Date.now): the tutor's clock starts there, so retrieval and
   * the model call share the request's budget. Absent: when the call began.
   */
  startedAt?: number;
}
