import type { z } from 'zod';
import { addCards } from '../../notebook/cards-batch';
import type { CardView } from '../../notebook/card-view';
import { command } from '../../util/fn';
import { requestBudget } from './budget';
import { gather } from './gather';
import { notebookLlm } from './llm';
import { CardsOutput } from './model-output';
import { studyPrompt } from './prompts';
import { GenerateCardsInput } from './schema';
import type { TutorCtx } from './tutor';

/** At most `count` cards with both sides written; an answer with none is malformed (retried once). */
export function sanitizeCards(out: z.infer<typeof CardsOutput>, count: number): { front: string; back: string }[] | undefined {
  const cards = out.cards.map((c) => ({ front: c.front.trim(), back: c.back.trim() })).filter((c) => c.front && c.back).slice(0, count);
  return cards.length ? cards : undefined;
}

/**
 * AI flashcards (GROUNDED: only what the passages say), saved as ordinary FSRS cards; fronts
 * the page already has are skipped (`skipped` counts them). The REST route and the agent's
 * generateStudyCards both run this, so both spend the one notebook-ai bucket.
 */
export const generateCards = command(GenerateCardsInput, async (ctx: TutorCtx, { page, count }): Promise<{ items: CardView[]; skipped: number }> => {
  const { pageId, context } = await gather(ctx, page, { wholePage: true });
  const prompt = studyPrompt({
    mode: 'GROUNDED',
    context,
    task: `Write exactly ${count} flashcards from the passages, one fact each: the front a short question, the back its short answer.`,
    shape: '{"cards": [{"front": string, "back": string}]}',
  });
  const cards = await notebookLlm(ctx, ctx.tutor, {
    task: 'cards',
    prompt,
    schema: CardsOutput,
    budget: requestBudget(ctx.deps.config, ctx.startedAt),
    accept: (o) => sanitizeCards(o, count),
  });
  return addCards(ctx, pageId, cards);
});
