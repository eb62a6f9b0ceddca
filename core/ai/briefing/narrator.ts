import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, Output } from 'ai';
import type { Log } from '../../log';
import { CHAIN_CALL, outputLimits, servedBy } from '../chain';
import { jsonAnswerModel } from '../json-answer';
import { inventedNumber, NarrativeOutput, sanitizeLines, UNAVAILABLE, type Narrative } from './narrative';

/**
 * The narrator's rules (B1–B3, DOMAIN-FACTS "Narrative"). The model gets finished numbers and
 * picks what matters; it computes nothing and restates nothing the screen already shows.
 */
export const NARRATOR_SYSTEM = `You write the two short prose parts of Beyou's daily briefing.
Rules:
- Use ONLY numbers given in the facts. Never compute, round or invent a number.
- "contextDoNotRestate" is already on the person's screen: do not restate it. Never mention how many items are open and never name an open item.
- From "signals", pick the 2–3 that matter and say what they mean for today.
- todayLines: the goal that most needs attention, or a habit that is slipping. yesterdayLines: week-over-week patterns.
- A skip is the person's choice, never a failure. A day with nothing scheduled cannot break a streak.
- Mood is a level only; never guess why.
- Plain, calm tone: no motivational slogans, no exclamation marks, no greetings, no scolding, no talking about yourself.
- At most 3 lines each, one sentence per line, at most 220 characters.
- Write in the person's language.
Return ONLY JSON: {"todayLines": string[], "yesterdayLines": string[]}.`;

export interface NarratorResult {
  narrative: Narrative;
  servedBy?: string;
}

/** One structured call (the caller bounds it in time: worker.ts); any failure is UNAVAILABLE for the day (B6: no retry). */
export async function narrate(model: LanguageModelV3, log: Log, factsForModel: unknown, language: string): Promise<NarratorResult> {
  try {
    const result = await generateText({
      // No retry here (B6), so a fenced answer lost the day's prose: read it as the tutor does.
      model: jsonAnswerModel(model),
      ...CHAIN_CALL,
      ...outputLimits('narrator'),
      system: NARRATOR_SYSTEM,
      prompt: `Language: ${language === 'pt' ? 'Portuguese' : 'English'}.\nFacts:\n${JSON.stringify(factsForModel)}`,
      output: Output.object({ schema: NarrativeOutput }),
    });
    const todayLines = sanitizeLines(result.output.todayLines);
    const yesterdayLines = sanitizeLines(result.output.yesterdayLines);
    if (!todayLines.length && !yesterdayLines.length) return { narrative: UNAVAILABLE };
    const invented = inventedNumber([...todayLines, ...yesterdayLines], factsForModel);
    if (invented !== undefined) {
      // A number the facts do not hold is a wrong number on someone's screen: drop the prose.
      log.warn('briefing narrative discarded: invented number');
      return { narrative: UNAVAILABLE };
    }
    return { narrative: { status: 'READY', todayLines, yesterdayLines }, servedBy: servedBy(result.providerMetadata)?.link };
  } catch (err) {
    log.warn('briefing narrative unavailable', { errorName: (err as Error)?.name });
    return { narrative: UNAVAILABLE };
  }
}
