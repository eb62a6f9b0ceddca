import { AnswerOutput } from './model-output';
import { requestBudget } from './budget';
import { notebookLlm } from './llm';
import type { NotebookTask } from './metrics';
import { resolveCitations, type Citation, type StudyContext } from './study-context';
import type { TutorCtx } from './tutor';

/** Hostile-output cap on any prose answer: a runaway model ends here, not on the screen. */
export const ANSWER_MAX_CHARS = 8000;

/** The first `max` words of `text`, its own spacing kept; an ellipsis marks the cut. */
export function firstWords(text: string, max: number): string {
  let count = 0;
  for (const m of text.matchAll(/\S+/g)) {
    if (++count > max) return `${text.slice(0, m.index).trimEnd()}…`;
  }
  return text;
}

function capChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max).trimEnd()}…`;
}

export interface CitedAnswer {
  answer: string;
  citations: Citation[];
}

/**
 * One `{ "answer": string }` call (CONTRACT) and its citations checked against the context
 * that was sent: an empty answer is malformed; a long one is cut (to `maxWords` when the task
 * has a word limit) BEFORE the citations are read, so a citation cut off is not returned.
 */
export async function citedAnswer(ctx: TutorCtx, task: NotebookTask, prompt: string, context: StudyContext, maxWords?: number): Promise<CitedAnswer> {
  const text = await notebookLlm(ctx, ctx.tutor, {
    task,
    prompt,
    schema: AnswerOutput,
    budget: requestBudget(ctx.deps.config, ctx.startedAt),
    accept: (o) => {
      const a = capChars(o.answer.trim(), ANSWER_MAX_CHARS);
      return a ? (maxWords ? firstWords(a, maxWords) : a) : undefined;
    },
  });
  const cited = resolveCitations(text, context);
  ctx.tutor.metrics.record({ metric: 'NotebookCitationsDropped', task, dropped: cited.dropped });
  return { answer: cited.answer, citations: cited.citations };
}
