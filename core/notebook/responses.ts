import { z } from 'zod';

export const TopicList = z.object({
  items: z.array(z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
  })),
  nextCursor: z.string().nullable(),
}).meta({ id: 'TopicList' });

export const NotebookPage = z.object({
  parentId: z.string().nullable(),
  topicId: z.string(),
  statusSource: z.enum(["MANUAL", "BOARD"]),
  blocks: z.array(z.object({
    id: z.string(),
    type: z.enum(["text", "diagram"]),
    text: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
  children: z.array(z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
  })),
  sources: z.array(z.object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    status: z.string(),
    reason: z.string().optional(),
    chunkCount: z.number(),
    pagesRead: z.number().optional(),
    chunksEmbedded: z.number().optional(),
    url: z.string().optional(),
    createdAt: z.string(),
  })),
  createdAt: z.string(),
  updatedAt: z.string(),
  id: z.string(),
  title: z.string(),
  status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
}).meta({ id: 'NotebookPage' });

export const NotebookBlock = z.object({
  id: z.string(),
  type: z.enum(["text", "diagram"]),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'NotebookBlock' });

export const Board = z.object({
  pageId: z.string(),
  status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
  nodes: z.array(z.object({
    id: z.string(),
    kind: z.enum(["PAGE", "SECTION"]),
    title: z.string(),
    pageId: z.string().optional(),
    status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
    cell: z.object({
      row: z.number(),
      col: z.number(),
    }),
  })),
  edges: z.array(z.object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
  })),
}).meta({ id: 'Board' });

export const BoardNode = z.object({
  id: z.string(),
  kind: z.enum(["PAGE", "SECTION"]),
  title: z.string(),
  pageId: z.string().optional(),
  status: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
  cell: z.object({
    row: z.number(),
    col: z.number(),
  }),
  pageStatus: z.enum(["TO_STUDY", "STUDYING", "DONE"]),
  xp: z.number(),
}).meta({ id: 'BoardNode' });

export const BoardEdge = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
}).meta({ id: 'BoardEdge' });

export const CardList = z.object({
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
  nextCursor: z.string().nullable(),
}).meta({ id: 'CardList' });

export const Card = z.object({
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
}).meta({ id: 'Card' });

export const CardReviewed = z.object({
  card: z.object({
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
  }),
  xp: z.number(),
}).meta({ id: 'CardReviewed' });

