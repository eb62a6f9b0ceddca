import { z } from 'zod';

export const CitedAnswer = z.object({
  answer: z.string(),
  citations: z.array(z.object({
    n: z.number(),
    kind: z.enum(["source", "note"]),
    sourceId: z.string().optional(),
    chunkId: z.string().optional(),
    blockId: z.string().optional(),
    quote: z.string(),
  })),
}).meta({ id: 'CitedAnswer' });

export const StudioOutput = z.union([z.object({
  kind: z.enum(["OVERVIEW", "SUMMARY", "STUDY_GUIDE"]),
  answer: z.string(),
  citations: z.array(z.object({
    n: z.number(),
    kind: z.enum(["source", "note"]),
    sourceId: z.string().optional(),
    chunkId: z.string().optional(),
    blockId: z.string().optional(),
    quote: z.string(),
  })),
}), z.object({
  kind: z.literal("QUIZ"),
  quiz: z.object({
    id: z.string(),
    pageId: z.string(),
    questions: z.array(z.object({
      question: z.string(),
      options: z.array(z.string()),
    })),
    attempts: z.number(),
    bestPercent: z.number().nullable(),
    passed: z.boolean(),
    createdAt: z.string(),
  }),
})]).meta({ id: 'StudioOutput' });

export const GeneratedCards = z.object({
  items: z.array(z.object({
    id: z.string(),
    pageId: z.string(),
    front: z.string(),
    back: z.string(),
    due: z.string(),
    state: z.enum(["New", "Learning", "Review", "Relearning"]),
    reps: z.number(),
    lapses: z.number(),
    stability: z.number(),
    difficulty: z.number(),
    scheduledDays: z.number(),
    lastReview: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
  skipped: z.number(),
}).meta({ id: 'GeneratedCards' });

export const BoardSuggestions = z.object({
  items: z.array(z.object({
    title: z.string(),
    kind: z.enum(["PAGE", "SECTION"]),
    pageId: z.string().optional(),
    why: z.string(),
  })),
}).meta({ id: 'BoardSuggestions' });

export const RoadmapDraft = z.object({
  id: z.string(),
  pageId: z.string(),
  status: z.enum(["FAILED", "PENDING", "READY"]),
  nodes: z.array(z.object({
    n: z.number(),
    kind: z.enum(["PAGE", "SECTION"]),
    title: z.string(),
    pageId: z.string().optional(),
    why: z.string(),
    after: z.array(z.number()),
  })),
  reason: z.string().optional(),
  createdAt: z.string(),
}).meta({ id: 'RoadmapDraft' });

export const QuizList = z.object({
  items: z.array(z.object({
    id: z.string(),
    pageId: z.string(),
    questions: z.array(z.object({
      question: z.string(),
      options: z.array(z.string()),
    })),
    attempts: z.number(),
    bestPercent: z.number().nullable(),
    passed: z.boolean(),
    createdAt: z.string(),
  })),
}).meta({ id: 'QuizList' });

export const Quiz = z.object({
  id: z.string(),
  pageId: z.string(),
  questions: z.array(z.object({
    question: z.string(),
    options: z.array(z.string()),
  })),
  attempts: z.number(),
  bestPercent: z.number().nullable(),
  passed: z.boolean(),
  createdAt: z.string(),
}).meta({ id: 'Quiz' });

export const QuizResult = z.object({
  quizId: z.string(),
  correct: z.number(),
  total: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  xp: z.number(),
  results: z.array(z.object({
    chosen: z.number(),
    answerIndex: z.number(),
    correct: z.boolean(),
    explanation: z.string(),
  })),
}).meta({ id: 'QuizResult' });

