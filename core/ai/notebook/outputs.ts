import { command } from '../../util/fn';
import { citedAnswer, type CitedAnswer } from './answers';
import { requestBudget } from './budget';
import { gather } from './gather';
import { notebookLlm } from './llm';
import type { NotebookTask } from './metrics';
import { QuizOutput } from './model-output';
import { studyPrompt } from './prompts';
import { QUIZ_OPTIONS, QUIZ_QUESTIONS, sanitizeQuiz } from './quiz-rules';
import { saveQuiz, type QuizView } from './quizzes';
import { OutputInput, type OutputKind } from './schema';
import type { TutorCtx } from './tutor';

const TEXT_TASKS: Record<Exclude<OutputKind, 'QUIZ'>, { task: NotebookTask; ask: string }> = {
  OVERVIEW: { task: 'overview', ask: 'Write an overview of what the passages cover: the main ideas and how they connect, in one to three short paragraphs.' },
  SUMMARY: { task: 'summary', ask: 'Summarise the passages as a short bulleted list of their key points.' },
  STUDY_GUIDE: {
    task: 'study-guide',
    ask: 'Write a study guide from the passages: the key terms with a one-line definition each, the main ideas, and 3 to 5 questions to check understanding.',
  },
};

export type StudioOutput = ({ kind: Exclude<OutputKind, 'QUIZ'> } & CitedAnswer) | { kind: 'QUIZ'; quiz: QuizView };

/**
 * The studio's outputs (GROUNDED: only what the passages say). Text outputs come back cited
 * and are not stored (the client may keep one as a note); a QUIZ is stored on the page, after
 * the quiz rules accepted it, to be answered and scored later.
 */
export const studioOutput = command(OutputInput, async (ctx: TutorCtx, { page, kind }): Promise<StudioOutput> => {
  const { pageId, context } = await gather(ctx, page, { wholePage: true });
  if (kind !== 'QUIZ') {
    const { task, ask } = TEXT_TASKS[kind];
    const prompt = studyPrompt({ mode: 'GROUNDED', context, task: ask, shape: '{"answer": string}' });
    return { kind, ...(await citedAnswer(ctx, task, prompt, context)) };
  }
  const prompt = studyPrompt({
    mode: 'GROUNDED',
    context,
    task: `Write a quiz of exactly ${QUIZ_QUESTIONS} multiple-choice questions on the passages. Each has exactly ${QUIZ_OPTIONS} different options, one of them right; answerIndex is its position (0–${QUIZ_OPTIONS - 1}).`,
    shape: '{"questions": [{"question": string, "options": [string, string, string, string], "answerIndex": number, "explanation": string}]}',
  });
  const questions = await notebookLlm(ctx, ctx.tutor, { task: 'quiz', prompt, schema: QuizOutput, budget: requestBudget(ctx.deps.config, ctx.startedAt), accept: sanitizeQuiz });
  return { kind, quiz: await saveQuiz(ctx, pageId, questions) };
});
