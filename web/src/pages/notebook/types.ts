export type { BlockView, PageSummary, PageView } from '../../../../core/notebook/view';
export type { BoardView, NodeView } from '../../../../core/notebook/board-view';
export type { CardView } from '../../../../core/notebook/card-view';
export type { SourceSummary } from '../../../../core/notebook/sources/summary';
export type { Citation } from '../../../../core/ai/notebook/study-context';
export type { CitedAnswer } from '../../../../core/ai/notebook/answers';
export type { QuizView } from '../../../../core/ai/notebook/quizzes';

/** The page's tabs, in the route after its id (`#/notebook/nbp_…/board`). */
export const TABS = [
  { id: 'notes', label: 'Notes' },
  { id: 'board', label: 'Board' },
  { id: 'cards', label: 'Cards' },
  { id: 'sources', label: 'Sources' },
  { id: 'study', label: 'Study room' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export const tabOf = (t: string | undefined): TabId => TABS.find((x) => x.id === t)?.id ?? 'notes';

export const STATUS_LABEL = { TO_STUDY: 'to study', STUDYING: 'studying', DONE: 'done' } as const;
