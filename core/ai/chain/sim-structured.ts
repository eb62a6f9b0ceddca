/**
 * The offline `sim` link's answers to the structured calls beyond the tutor's `{ answer }`, so
 * a newcomer at `npm start` with no provider key can try the briefing and a quiz in the web
 * client. Each says plainly that no model is answering; none invents a number (the narrator
 * drops prose holding a number the facts do not have).
 */

/** The narrator's `{ todayLines, yesterdayLines }` (CONTRACT "Daily briefing"). */
export const SIM_BRIEFING = {
  todayLines: ['Offline simulator: no AI model is writing this briefing, so the numbers on this card are all it says about today.'],
  yesterdayLines: ['Offline simulator: with a provider key set, a real model would describe how this week compares with the last one here.'],
};

/** The tutor's passages as its prompt lists them: `[n] (label) "json-quoted text"` (core/ai/notebook/prompts.ts). */
function passages(prompt: string): { n: number; text: string }[] {
  return [...prompt.matchAll(/^\[(\d+)\] \([^)\n]*\) (".*")$/gm)].map((m) => ({ n: Number(m[1]), text: JSON.parse(m[2]!) as string }));
}

const firstSentence = (text: string, max: number) => (text.split(/(?<=[.!?])\s/)[0] ?? text).slice(0, max);

const QUESTIONS = 8;
const OPTIONS = 4;

/**
 * A quiz of 8 questions × 4 options (the quiz rules' shape): each quotes the opening of one of
 * the first four passages and asks which passage it is, so it can be answered and scored for
 * real. No passages: `{}`, which the quiz schema honestly rejects.
 */
export function simQuiz(prompt: string): unknown {
  const usable = passages(prompt).slice(0, OPTIONS);
  if (usable.length === 0) return {};
  const options = Array.from({ length: OPTIONS }, (_, i) => `Passage ${i + 1}`);
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const p = usable[i % usable.length]!;
    return {
      question: `Offline simulator, no AI model wrote this: which passage opens with "${firstSentence(p.text, 160)}"?`,
      options,
      answerIndex: p.n - 1,
      explanation: `Passage ${p.n} opens with that sentence.`,
    };
  });
  return { questions };
}

/** By the shape the call asks for (its JSON schema's properties); anything unknown gets `{}`. */
export function simStructuredReply(properties: Record<string, unknown>, said: string): string {
  if ('todayLines' in properties && 'yesterdayLines' in properties) return JSON.stringify(SIM_BRIEFING);
  if ('questions' in properties) return JSON.stringify(simQuiz(said));
  return '{}';
}
