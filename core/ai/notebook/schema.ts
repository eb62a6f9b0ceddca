import { z } from 'zod';
import { PageRef } from '../../notebook/fields';
import { idField } from '../../util/fields';

/** The study tutor's commands, one schema each, shared by the REST routes and the agent tool. */

/** The study room reads the last 6 messages of the conversation the client sends (N1: no memory). */
export const HISTORY_KEPT = 6;
export const MESSAGE_MAX = 4000;
export const SELECTION_MAX = 2000;

const HistoryMessage = z.object({
  role: z.enum(['user', 'assistant']).describe('Who said it: user (the person) or assistant (the tutor)'),
  text: z.string().trim().min(1, 'Required').max(MESSAGE_MAX).describe(`What was said, 1–${MESSAGE_MAX} characters`),
});

export const AskInput = z.object({
  page: PageRef,
  message: z.string().trim().min(1, 'Required').max(MESSAGE_MAX).describe(`The person's question, 1–${MESSAGE_MAX} characters`),
  history: z
    .array(HistoryMessage)
    .max(50)
    .default([])
    .describe(`The study room's conversation so far, oldest first; only the last ${HISTORY_KEPT} messages are read`),
});

export const ExplainInput = z.object({
  page: PageRef,
  text: z.string().trim().min(1, 'Required').max(SELECTION_MAX).describe(`The words to explain (a selection from the page), 1–${SELECTION_MAX} characters`),
});

export const OUTPUT_KINDS = ['OVERVIEW', 'SUMMARY', 'STUDY_GUIDE', 'QUIZ'] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];

export const OutputInput = z.object({
  page: PageRef,
  kind: z.enum(OUTPUT_KINDS).describe('OVERVIEW, SUMMARY, STUDY_GUIDE (text with citations) or QUIZ (8 questions of 4 options, stored on the page)'),
});

/** DOMAIN-FACTS "Study AI": AI cards 1–12, 6 when not said. */
export const CARDS_MIN = 1;
export const CARDS_MAX = 12;
export const CARDS_DEFAULT = 6;

export const GenerateCardsInput = z.object({
  page: PageRef,
  count: z
    .number()
    .int()
    .min(CARDS_MIN)
    .max(CARDS_MAX)
    .default(CARDS_DEFAULT)
    .describe(`How many flashcards to write from the page's notes and sources, ${CARDS_MIN}–${CARDS_MAX} (default ${CARDS_DEFAULT}); fronts the page already has are skipped`),
});

/** Node suggestions and roadmap drafts: the page whose board they are for. */
export const PlanInput = z.object({ page: PageRef });

export const QuizIdInput = z.object({ id: idField('quiz', 'nbq_') });
export const QuizListInput = z.object({ page: PageRef });

export const AnswerQuizInput = z.object({
  id: idField('quiz', 'nbq_'),
  answers: z
    .array(z.number().int().min(0).max(3))
    .min(1)
    .max(8)
    .describe('The option chosen for each question, in question order: 0–3 (the option\'s position)'),
});

export const DraftIdInput = z.object({ id: idField('roadmap draft', 'nbr_') });
