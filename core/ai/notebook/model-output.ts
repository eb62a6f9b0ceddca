import { z } from 'zod';

/**
 * What the model is asked to return. The shapes CONTRACT pins are exact (`{ answer }`,
 * `{ cards: [{ front, back }] }`); the rest is loose where the hostile-output rules decide
 * (a quiz's option count and answer index are checked, not trusted: quiz-rules.ts), so a
 * wrong shape is "malformed" and a wrong value is discarded by our own rule.
 */
export const AnswerOutput = z.object({ answer: z.string().describe('The answer, Markdown, citing passages as [n]') });

export const CardsOutput = z.object({
  cards: z.array(z.object({ front: z.string().describe('The question side'), back: z.string().describe('The answer side') })),
});

export const QuizOutput = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      options: z.array(z.string()).describe('Exactly 4 options'),
      answerIndex: z.number().describe('The correct option: 0, 1, 2 or 3'),
      explanation: z.string().nullish().describe('One sentence on why it is right'),
    }),
  ),
});

export const NodesOutput = z.object({
  nodes: z.array(
    z.object({
      title: z.string().describe('A short node title'),
      why: z.string().nullish().describe('One sentence on why it belongs here'),
      after: z.array(z.number()).nullish().describe('Numbers (1-based) of earlier nodes this one builds on'),
    }),
  ),
});
export type NodesOutput = z.infer<typeof NodesOutput>;
