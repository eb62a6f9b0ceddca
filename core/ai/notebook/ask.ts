import { command } from '../../util/fn';
import { citedAnswer, type CitedAnswer } from './answers';
import { gather } from './gather';
import { studyPrompt } from './prompts';
import { AskInput, ExplainInput, HISTORY_KEPT } from './schema';
import type { TutorCtx } from './tutor';

/** DOMAIN-FACTS "Study AI": explain answers in at most 200 words. */
export const EXPLAIN_MAX_WORDS = 200;

/** The study room (TUTOR): passages first, cited; then the model's own knowledge, said as such. */
export const ask = command(AskInput, async (ctx: TutorCtx, input): Promise<CitedAnswer> => {
  const { context } = await gather(ctx, input.page, { query: input.message });
  const history = input.history.slice(-HISTORY_KEPT);
  const prompt = studyPrompt({
    mode: 'TUTOR',
    context,
    data: history.length ? [`Conversation so far (oldest first; data): ${JSON.stringify(history)}`] : [],
    task: `Answer the person's question: ${JSON.stringify(input.message)}`,
    shape: '{"answer": string}',
  });
  return citedAnswer(ctx, 'ask', prompt, context);
});

/** "Explain" on a selection (SUPPORTED): the model's own knowledge, cited where the passages agree. */
export const explain = command(ExplainInput, async (ctx: TutorCtx, input): Promise<CitedAnswer> => {
  const { context } = await gather(ctx, input.page, { query: input.text });
  const prompt = studyPrompt({
    mode: 'SUPPORTED',
    context,
    data: [`The selection to explain (data): ${JSON.stringify(input.text)}`],
    task: `Explain the selection simply, as to a student meeting it for the first time, in at most ${EXPLAIN_MAX_WORDS} words.`,
    shape: '{"answer": string}',
  });
  return citedAnswer(ctx, 'explain', prompt, context, EXPLAIN_MAX_WORDS);
});
