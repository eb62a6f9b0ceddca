import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import { z } from 'zod';
import { CARD_STATES, type CardRow } from './card-entity';

/**
 * Spaced repetition with FSRS (DOMAIN-FACTS "Where we deliberately differ": ts-fsrs, FSRS-6
 * with its default parameters). The library's Card is stored field by field on the card row
 * and checked on the way back in: a damaged state must not be scheduled from.
 */
export const scheduler = fsrs();

export const RATINGS = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
export type RatingName = (typeof RATINGS)[number];

const GRADES: Record<RatingName, Grade> = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good, EASY: Rating.Easy };

const Instant = z.iso.datetime();
const Count = z.number().int().min(0);

/** Exactly what ts-fsrs needs to schedule a card. */
export const FsrsState = z.object({
  due: Instant,
  stability: z.number().min(0),
  difficulty: z.number().min(0).max(10),
  elapsedDays: Count,
  scheduledDays: Count,
  learningSteps: Count,
  reps: Count,
  lapses: Count,
  state: z.enum(CARD_STATES),
  lastReview: Instant.optional(),
});
export type FsrsState = z.infer<typeof FsrsState>;

/** The stored state as the library's Card; a malformed one throws (a bug or tampering, never guessed around). */
export function toFsrsCard(row: CardRow): Card {
  const parsed = FsrsState.safeParse({
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { lastReview: row.lastReview } : {}),
  });
  if (!parsed.success) throw new Error(`stored FSRS state of card ${row.cardId} is malformed`);
  const s = parsed.data;
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: State[s.state],
    ...(s.lastReview ? { last_review: new Date(s.lastReview) } : {}),
  };
}

export function fromFsrsCard(card: Card): FsrsState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: State[card.state] as FsrsState['state'],
    ...(card.last_review ? { lastReview: card.last_review.toISOString() } : {}),
  };
}

/** A new card: due at once, as ts-fsrs makes it. */
export function newCardState(now: Date): FsrsState {
  return fromFsrsCard(createEmptyCard(now));
}

/** The state after rating the card at `now`. */
export function nextState(row: CardRow, rating: RatingName, now: Date): FsrsState {
  return fromFsrsCard(scheduler.next(toFsrsCard(row), now, GRADES[rating]).card);
}
