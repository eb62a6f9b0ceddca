import type { Ctx } from '../context';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { payoutItems, userAccount } from '../xp/payout';
import { Cards, ReviewDays } from './card-entity';
import { ReviewInput } from './card-schema';
import { toCard, type CardView } from './card-view';
import { loadCard } from './cards';
import { nextState } from './fsrs';

/** DOMAIN-FACTS "XP": 1 per reviewed card, at most 30 a day (the owner's day). */
export const REVIEW_XP = 1;
export const REVIEW_XP_DAILY_CAP = 30;

/**
 * Rate a card: FSRS schedules its next due time, and the review pays 1 XP while the day's
 * reviews have paid fewer than 30. One transaction: the card at the version read, the day's
 * counter conditioned on `xpPaid < 30`, the payout. Of concurrent reviews, one that finds the
 * cap reached in between fails its condition, re-reads, and is recorded without XP — so the
 * day pays exactly 30, never 31, however many land at once.
 */
export const reviewCard = command(ReviewInput, (ctx: Ctx, { id, rating }): Promise<{ card: CardView; xp: number }> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const userId = ctx.actor.userId;
    const row = await loadCard(ctx, id);
    const now = ctx.deps.clock.now();
    const state = nextState(row, rating, now);
    const day = await ownerToday(ctx);
    const counter = (await ReviewDays(db).get({ userId, day }).go(CONSISTENT)).data;
    const pays = (counter?.xpPaid ?? 0) < REVIEW_XP_DAILY_CAP;
    const updatedAt = now.toISOString();
    const card = Cards(db)
      .patch({ userId, cardId: id })
      .set({ ...state, updatedAt })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, row.version));
    const tally = ReviewDays(db)
      .update({ userId, day })
      .add(pays ? { reviews: 1, xpPaid: REVIEW_XP } : { reviews: 1 })
      .where((a, op) => (pays ? `(${op.notExists(a.xpPaid)} OR ${op.lt(a.xpPaid, REVIEW_XP_DAILY_CAP)})` : ''));
    await transact(db, [
      { Update: card.params() },
      { Update: tally.params() },
      ...(pays ? payoutItems(ctx, [await userAccount(ctx)], day, REVIEW_XP) : []),
    ]);
    return { card: toCard({ ...row, ...state, version: row.version + 1, updatedAt }), xp: pays ? REVIEW_XP : 0 };
  }, 12),
);
