/**
 * How many tokens each one-shot door may have the model write: the one setting for every
 * non-agent call (the agent's streamText sets its own, core/ai/agent). Output is what a paid
 * tier bills most and what takes the time: a cap bounds both, and a runaway answer (a model
 * repeating itself) ends at the cap instead of at the link's timeout.
 *
 * Gemini 2.5 counts its thinking tokens inside `maxOutputTokens`; left to think freely it
 * can spend the whole cap before the answer starts and return nothing. So each door also caps
 * the thinking (`thinkingBudget`, valid on 2.5 Flash 0–24576 and Pro 128–32768), and the cap
 * is answer + thinking. Other providers ignore the Google options.
 *
 * Sizes, from what each door may return:
 * - onboarding: the largest step is habits-tasks, 20 habits + 20 tasks (LIMITS in
 *   sanitize-lists.ts) of ~35 tokens each (name, category, short description, two ratings,
 *   JSON punctuation) ≈ 1,400 tokens; 2,048 leaves room for the routine step's sections.
 * - narrator: at most 3 + 3 lines of ≤ 220 characters ≈ 6 × 55 = 330 tokens plus JSON ≈ 400;
 *   512 is the cap.
 * - tutor (core/ai/notebook, every study call): the largest are a quiz, 8 questions × (question
 *   ~30 + 4 options × ~15 + explanation ~40 tokens) ≈ 1,050 tokens plus JSON, and a study guide
 *   of ~1,000 words ≈ 1,400 tokens; 2,048 holds either (explain's 200 words ≈ 300).
 */
export const OUTPUT_TOKENS = {
  onboarding: { answer: 2048, thinking: 1024 },
  narrator: { answer: 512, thinking: 512 },
  tutor: { answer: 2048, thinking: 1024 },
} as const;

export type OutputDoor = keyof typeof OUTPUT_TOKENS;

/** Spread into the door's `generateText` call. */
export function outputLimits(door: OutputDoor) {
  const { answer, thinking } = OUTPUT_TOKENS[door];
  return {
    maxOutputTokens: answer + thinking,
    providerOptions: { google: { thinkingConfig: { thinkingBudget: thinking } } },
  };
}
