import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const CARD_STATES = ['New', 'Learning', 'Review', 'Relearning'] as const;

/**
 * A flashcard with its FSRS state (ts-fsrs's Card, field by field; fsrs.ts converts and
 * validates). Keyed by card id alone: review, the hot path, is one GetItem.
 */
export const Cards = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookCard', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          cardId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          front: { type: 'string', required: true },
          back: { type: 'string', required: true },
          due: { type: 'string', required: true },
          stability: { type: 'number', required: true },
          difficulty: { type: 'number', required: true },
          elapsedDays: { type: 'number', required: true },
          scheduledDays: { type: 'number', required: true },
          learningSteps: { type: 'number', required: true },
          reps: { type: 'number', required: true },
          lapses: { type: 'number', required: true },
          state: { type: CARD_STATES, required: true },
          lastReview: { type: 'string' },
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['cardId'], template: 'NBCARD#${cardId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * Reviews per owner's day and the XP they paid. The cap (30 XP a day) is a condition on
 * `xpPaid` in the review's own transaction, so concurrent reviews can never pay a 31st.
 */
export const ReviewDays = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookReviewDay', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          reviews: { type: 'number' },
          xpPaid: { type: 'number' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['day'], template: 'NBREVIEWDAY#${day}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface CardRow {
  cardId: string;
  pageId: string;
  front: string;
  back: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: (typeof CARD_STATES)[number];
  lastReview?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
