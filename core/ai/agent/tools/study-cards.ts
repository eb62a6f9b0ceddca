import { enforce } from '../../../limits/rate';
import { parse } from '../../../util/fn';
import { studyUnavailable } from '../../notebook/llm';
import { GenerateCardsInput } from '../../notebook/schema';
import { generateCards } from '../../notebook/study-cards';
import { NOTEBOOK_AI_RATE } from '../../notebook/tutor';
import { withCards } from './card';
import { studyCardCards } from './cards/study-cards';
import { defineTool } from './registry';

/**
 * The one notebook tool that asks the study tutor (A5, N5): flashcards written from a page's
 * notes and sources. It spends the notebook's own bucket (60/h), not the agent's: the turn has
 * already counted once in the agent's, and a chat that writes cards is studying.
 */
export const generateStudyCards = withCards(studyCardCards, [
  defineTool({
    name: 'generateStudyCards',
    kind: 'write',
    domains: ['notebook'],
    description:
      "Write flashcards from a page's notes and sources with the study tutor and save them (count 1–12, default 6; questions the page already has are skipped). Uses the study notebook's AI quota. Name the page by its id or exact title (listStudyTopics lists them); a page with nothing to read yet is refused.",
    schema: GenerateCardsInput,
    // It only adds cards (questions the page already has are skipped).
    approval: 'never',
    // The cards are the tutor's words, written from the page's sources.
    sourceText: true,
    run: async (ctx, input) => {
      const valid = parse(GenerateCardsInput, input);
      if (!ctx.tutor) throw studyUnavailable();
      await enforce(ctx.deps, `USER#${ctx.actor.userId}`, NOTEBOOK_AI_RATE);
      return generateCards({ ...ctx, tutor: ctx.tutor }, valid);
    },
  }),
])[0]!;
