import { z } from 'zod';
import { BoardNodeKind, Card } from '../../notebook/responses';

/** One numbered reference `[n]` in an answer: a passage of a source or one of the page's notes. */
export const Citation = z.object({
  n: z.number().describe('The number the answer\'s text cites as [n]'),
  kind: z.enum(['source', 'note']),
  sourceId: z.string().optional(),
  chunkId: z.string().optional(),
  blockId: z.string().optional().describe('The cited note block, for a note'),
  quote: z.string(),
}).meta({ id: 'Citation' });

export const CitedAnswer = z.object({
  answer: z.string(),
  citations: z.array(Citation),
}).meta({ id: 'CitedAnswer' });

export const Quiz = z.object({
  id: z.string(),
  pageId: z.string(),
  questions: z.array(z.object({
    question: z.string(),
    options: z.array(z.string()),
  })),
  attempts: z.number(),
  bestPercent: z.number().nullable().describe('The best attempt\'s score; null before the first attempt'),
  passed: z.boolean(),
  createdAt: z.string(),
}).meta({ id: 'Quiz' });

export const StudioOutput = z.union([
  CitedAnswer.extend({
    kind: z.enum(['OVERVIEW', 'SUMMARY', 'STUDY_GUIDE']),
  }),
  z.object({
    kind: z.literal('QUIZ'),
    quiz: Quiz,
  }),
]).meta({ id: 'StudioOutput' });

export const GeneratedCards = z.object({
  items: z.array(Card),
  skipped: z.number().describe('Proposed cards not saved: their front is already on the page'),
}).meta({ id: 'GeneratedCards' });

/** A node the model proposes for a board. */
const SuggestedNode = z.object({
  title: z.string(),
  kind: BoardNodeKind,
  pageId: z.string().optional().describe('An existing page the node stands for'),
  why: z.string(),
});

export const BoardSuggestions = z.object({
  items: z.array(SuggestedNode),
}).meta({ id: 'BoardSuggestions' });

export const RoadmapDraft = z.object({
  id: z.string(),
  pageId: z.string(),
  status: z.enum(['FAILED', 'PENDING', 'READY']),
  nodes: z.array(SuggestedNode.extend({
    n: z.number(),
    after: z.array(z.number()).describe('The `n` of earlier nodes this one builds on'),
  })),
  reason: z.string().optional(),
  createdAt: z.string(),
}).meta({ id: 'RoadmapDraft' });

export const QuizList = z.object({
  items: z.array(Quiz),
}).meta({ id: 'QuizList' });

export const QuizResult = z.object({
  quizId: z.string(),
  correct: z.number(),
  total: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  xp: z.number(),
  results: z.array(z.object({
    chosen: z.number().describe('Index of the option chosen'),
    answerIndex: z.number().describe('Index of the right option'),
    correct: z.boolean(),
    explanation: z.string(),
  })),
}).meta({ id: 'QuizResult' });
