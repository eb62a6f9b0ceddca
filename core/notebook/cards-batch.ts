import type { Ctx } from '../context';
import { newId } from '../util/ids';
import { CONSISTENT, retryOnConflict, transact, type TxItem } from '../util/tx';
import { Cards, type CardRow } from './card-entity';
import { CARD_SIDE_MAX } from './card-schema';
import { toCard, type CardView } from './card-view';
import { newCardState } from './fsrs';
import { resolvePage } from './naming';
import { bumpPage } from './store';

/** How two fronts are "the same card": case, accents and spacing aside. */
export const frontKey = (front: string) => front.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * Cards written by the tutor, saved as ordinary FSRS cards (due at once). A front the page
 * already has, or one repeated in the batch, is skipped, so "generate again" adds only new
 * questions. One transaction for the batch, with the page bumped (a concurrent page delete
 * sweeps them too); at most 12 cards, far under DynamoDB's 100 items.
 */
export async function addCards(ctx: Ctx, pageRef: string, cards: { front: string; back: string }[]): Promise<{ items: CardView[]; skipped: number }> {
  return retryOnConflict(async () => {
    const { page } = await resolvePage(ctx, pageRef);
    const existing = await Cards(ctx.deps.db)
      .query.primary({ userId: ctx.actor.userId })
      .where((a, op) => op.eq(a.pageId, page.pageId))
      .go({ pages: 'all', attributes: ['front'], ...CONSISTENT });
    const seen = new Set(existing.data.map((c) => frontKey(c.front ?? '')));
    const now = ctx.deps.clock.now();
    const rows: CardRow[] = [];
    for (const c of cards) {
      const front = c.front.trim().slice(0, CARD_SIDE_MAX);
      const back = c.back.trim().slice(0, CARD_SIDE_MAX);
      if (!front || !back || seen.has(frontKey(front))) continue;
      seen.add(frontKey(front));
      rows.push({ cardId: newId('nbc'), pageId: page.pageId, front, back, ...newCardState(now), version: 0, createdAt: now.toISOString(), updatedAt: now.toISOString() });
    }
    if (rows.length) {
      const puts: TxItem[] = rows.map((row) => ({ Put: Cards(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() }));
      await transact(ctx.deps.db, [...puts, bumpPage(ctx, page.pageId)]);
    }
    return { items: rows.map(toCard), skipped: cards.length - rows.length };
  });
}
