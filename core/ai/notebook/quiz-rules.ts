import type { z } from 'zod';
import type { QuizOutput } from './model-output';

/** DOMAIN-FACTS "Study AI" and "XP": 8 questions × 4 options, pass at 70 %, a first pass pays 20. */
export const QUIZ_QUESTIONS = 8;
export const QUIZ_OPTIONS = 4;
export const PASS_PERCENT = 70;
export const QUIZ_PASS_XP = 20;

const QUESTION_MAX = 500;
const OPTION_MAX = 200;
const EXPLANATION_MAX = 500;

export interface QuizQuestion {
  question: string;
  options: string[];
  answerIndex: number;
  explanation: string;
}

const clean = (s: string | null | undefined, max: number) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * The model's quiz, hostile until proven usable: the list is capped at 8, and then each
 * question must have a text, EXACTLY 4 distinct non-blank options, and an answer index that is
 * a whole number 0–3. A quiz that fails any of it is discarded, never stored (a question whose
 * "right answer" is option 5 cannot be scored honestly), and so is one with fewer than 8.
 */
export function sanitizeQuiz(out: z.infer<typeof QuizOutput>): QuizQuestion[] | undefined {
  const questions = out.questions.slice(0, QUIZ_QUESTIONS).map((q) => ({
    question: clean(q.question, QUESTION_MAX),
    options: q.options.map((o) => clean(o, OPTION_MAX)),
    answerIndex: q.answerIndex,
    explanation: clean(q.explanation, EXPLANATION_MAX),
  }));
  if (questions.length < QUIZ_QUESTIONS) return undefined;
  const usable = (q: QuizQuestion) =>
    q.question.length > 0 &&
    q.options.length === QUIZ_OPTIONS &&
    q.options.every((o) => o.length > 0) &&
    new Set(q.options.map((o) => o.toLocaleLowerCase())).size === QUIZ_OPTIONS &&
    Number.isInteger(q.answerIndex) &&
    q.answerIndex >= 0 &&
    q.answerIndex < QUIZ_OPTIONS;
  return questions.every(usable) ? questions : undefined;
}

export interface Score {
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
}

/** Whole-number arithmetic: 6 of 8 is 75 % (a pass), 5 of 8 is 62.5 % (not). */
export function scoreQuiz(questions: Pick<QuizQuestion, 'answerIndex'>[], answers: number[]): Score {
  const correct = questions.filter((q, i) => answers[i] === q.answerIndex).length;
  const total = questions.length;
  return { correct, total, percent: Math.floor((correct * 100) / total), passed: correct * 100 >= PASS_PERCENT * total };
}
