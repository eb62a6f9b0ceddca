import type { CardRow } from './card-entity';

export interface CardView {
  id: string;
  pageId: string;
  front: string;
  back: string;
  due: string;
  state: CardRow['state'];
  reps: number;
  lapses: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  lastReview: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toCard(r: CardRow): CardView {
  return {
    id: r.cardId,
    pageId: r.pageId,
    front: r.front,
    back: r.back,
    due: r.due,
    state: r.state,
    reps: r.reps,
    lapses: r.lapses,
    stability: r.stability,
    difficulty: r.difficulty,
    scheduledDays: r.scheduledDays,
    lastReview: r.lastReview ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
