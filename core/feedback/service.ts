import type { Ctx } from '../context';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { Feedback } from './entity';
import { SubmitFeedbackInput } from './schema';

export interface FeedbackView {
  id: string;
  text: string;
  kind: 'BUG' | 'IDEA' | 'PRAISE' | 'OTHER';
  source: 'app' | 'assistant';
  createdAt: string;
}

type Source = { source?: 'app' | 'assistant' };

/** Same command for the feedback form and the assistant; `source` says which door it came by. */
export const submitFeedback = command(SubmitFeedbackInput, async (ctx: Ctx & Source, input): Promise<FeedbackView> => {
  const row = {
    userId: ctx.actor.userId,
    feedbackId: newId('fbk'),
    text: input.text,
    kind: input.kind,
    source: ctx.source ?? 'app',
    createdAt: ctx.deps.clock.now().toISOString(),
  };
  await Feedback(ctx.deps.db).create(row).go({ response: 'none' });
  return { id: row.feedbackId, text: row.text, kind: row.kind, source: row.source, createdAt: row.createdAt };
});

export async function listFeedback(ctx: Ctx): Promise<{ items: FeedbackView[] }> {
  const res = await Feedback(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' });
  return {
    items: res.data.map((f) => ({ id: f.feedbackId, text: f.text, kind: f.kind, source: f.source, createdAt: f.createdAt })),
  };
}
