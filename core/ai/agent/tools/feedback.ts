import { submitFeedback } from '../../../feedback/service';
import { withCards } from './card';
import { feedbackCards } from './cards/feedback';
import { defineTool } from './registry';

export const submitUserFeedback = withCards(feedbackCards, [
  defineTool({
    name: 'submitUserFeedback',
    kind: 'write',
    domains: [],
    description:
      "Send feedback about Beyou to its team, in the person's own words. Only after they asked to send feedback AND confirmed the exact text.",
    schema: submitFeedback.schema,
    // It deletes nothing; the description already asks the person to confirm the exact text.
    approval: 'never',
    run: (ctx, input) => submitFeedback({ ...ctx, source: 'assistant' }, input),
  }),
])[0]!;
