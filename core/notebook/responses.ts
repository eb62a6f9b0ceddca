import { z } from 'zod';
import { Source } from './sources/responses';

const PageStatus = z.enum(['TO_STUDY', 'STUDYING', 'DONE']);

/** A board node is a page to study or a section heading grouping pages. */
export const BoardNodeKind = z.enum(['PAGE', 'SECTION']);

export const NotebookPageSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: PageStatus,
}).meta({ id: 'NotebookPageSummary' });

export const TopicList = z.object({
  items: z.array(NotebookPageSummary),
  nextCursor: z.string().nullable(),
}).meta({ id: 'TopicList' });

export const NotebookBlock = z.object({
  id: z.string(),
  type: z.enum(['text', 'diagram']),
  text: z.string().describe('Markdown, or Mermaid source for a diagram block'),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'NotebookBlock' });

export const NotebookPage = NotebookPageSummary.extend({
  parentId: z.string().nullable(),
  topicId: z.string().describe('The top-level page (topic) this page belongs to; its own id for a topic'),
  statusSource: z.enum(['MANUAL', 'BOARD']).describe('Whether the status was set by hand or follows the page\'s board'),
  blocks: z.array(NotebookBlock),
  children: z.array(NotebookPageSummary),
  sources: z.array(Source),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'NotebookPage' });

/** A node as the board lists it. */
export const BoardNodeView = z.object({
  id: z.string(),
  kind: BoardNodeKind,
  title: z.string(),
  pageId: z.string().optional().describe('The page a PAGE node stands for'),
  status: PageStatus,
  cell: z.object({
    row: z.number(),
    col: z.number(),
  }),
}).meta({ id: 'BoardNodeView' });

export const BoardEdge = z.object({
  id: z.string(),
  from: z.string().describe('Node id'),
  to: z.string().describe('Node id'),
}).meta({ id: 'BoardEdge' });

export const Board = z.object({
  pageId: z.string(),
  status: PageStatus,
  nodes: z.array(BoardNodeView),
  edges: z.array(BoardEdge),
}).meta({ id: 'Board' });

/** A node just added or edited, with what the change did to the board's page. */
export const BoardNode = BoardNodeView.extend({
  pageStatus: PageStatus.describe('The board\'s page status after the change'),
  xp: z.number().describe('XP the change paid (0 when none)'),
}).meta({ id: 'BoardNode' });

export const Card = z.object({
  id: z.string(),
  pageId: z.string(),
  front: z.string(),
  back: z.string(),
  due: z.string(),
  state: z.enum(['New', 'Learning', 'Review', 'Relearning']).describe('FSRS scheduling state'),
  reps: z.number(),
  lapses: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number(),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Card' });

export const CardList = z.object({
  items: z.array(Card),
  nextCursor: z.string().nullable(),
}).meta({ id: 'CardList' });

export const CardReviewed = z.object({
  card: Card,
  xp: z.number().describe('XP the review paid (0 once the daily cap is reached)'),
}).meta({ id: 'CardReviewed' });
