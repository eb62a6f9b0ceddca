import type { Ctx } from '../context';
import { AppError } from '../errors';
import { isConditionFailed } from '../db/entity';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, nextCursor, pageOptions, type Page } from '../util/page';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { Cards, type CardRow } from './card-entity';
import { CardIdInput, CreateCardInput, DueCardsInput, EditCardInput, ListCardsInput } from './card-schema';
import { toCard, type CardView } from './card-view';
import { newCardState, toFsrsCard } from './fsrs';
import { resolvePage } from './naming';
import { bumpPage } from './store';

/** The card or NOT_FOUND — for another user's id too, since the key is the actor's. Its FSRS state is checked here. */
export async function loadCard(ctx: Ctx, id: string): Promise<CardRow> {
  const row = (await Cards(ctx.deps.db).get({ userId: ctx.actor.userId, cardId: id }).go(CONSISTENT)).data as CardRow | null;
  if (!row) throw AppError.notFound(`Flashcard ${id}`);
  toFsrsCard(row);
  return row;
}

/**
 * A new card is due at once. The page is bumped with it (a concurrent page delete sweeps it
 * too); a page deleted meanwhile fails the bump, and the re-read answers NOT_FOUND.
 */
export const createCard = command(CreateCardInput, (ctx: Ctx, input): Promise<CardView> =>
  retryOnConflict(async () => {
    const { page } = await resolvePage(ctx, input.page);
    const now = ctx.deps.clock.now();
    const row: CardRow = {
      cardId: newId('nbc'),
      pageId: page.pageId,
      front: input.front,
      back: input.back,
      ...newCardState(now),
      version: 0,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await transact(ctx.deps.db, [{ Put: Cards(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() }, bumpPage(ctx, page.pageId)]);
    return toCard(row);
  }),
);

type Filter = Parameters<Parameters<ReturnType<ReturnType<typeof Cards>['query']['primary']>['where']>[0]>;

async function cardPage(ctx: Ctx, input: { cursor?: string; limit?: number }, filter: (...args: Filter) => string): Promise<Page<CardView>> {
  const userId = ctx.actor.userId;
  const entity = Cards(ctx.deps.db);
  const after = cursorToId(input.cursor, 'nbc');
  const res = await entity.query.primary({ userId }).where(filter).go(pageOptions(entity, after ? { userId, cardId: after } : undefined, input.limit));
  const rows = res.data as CardRow[];
  return { items: rows.map(toCard), nextCursor: nextCursor(res, rows.at(-1)?.cardId) };
}

export const listCards = command(ListCardsInput, async (ctx: Ctx, input): Promise<Page<CardView>> => {
  const { page } = await resolvePage(ctx, input.page);
  return cardPage(ctx, input, (a, op) => op.eq(a.pageId, page.pageId));
});

/** Every card due by now, across pages, in creation order. */
export const dueCards = command(DueCardsInput, (ctx: Ctx, input): Promise<Page<CardView>> => {
  const now = ctx.deps.clock.now().toISOString();
  return cardPage(ctx, input, (a, op) => op.lte(a.due, now));
});

/** Rewording a card keeps its schedule. */
export const editCard = command(EditCardInput, async (ctx: Ctx, { id, front, back }): Promise<CardView> => {
  const row = await loadCard(ctx, id);
  const set = { ...(front !== undefined ? { front } : {}), ...(back !== undefined ? { back } : {}), updatedAt: ctx.deps.clock.now().toISOString() };
  try {
    await Cards(ctx.deps.db).patch({ userId: ctx.actor.userId, cardId: id }).set(set).go({ response: 'none' });
  } catch (err) {
    if (isConditionFailed(err)) throw AppError.notFound(`Flashcard ${id}`);
    throw err;
  }
  return toCard({ ...row, ...set });
});

export const deleteCard = command(CardIdInput, async (ctx: Ctx, { id }): Promise<void> => {
  await loadCard(ctx, id);
  await Cards(ctx.deps.db).delete({ userId: ctx.actor.userId, cardId: id }).go({ response: 'none' });
});
