import type { LanguageModelV3 } from '@ai-sdk/provider';
import { extractJsonMiddleware, wrapLanguageModel } from 'ai';

/**
 * The one reading of a model's JSON answer, for every structured call (onboarding, the tutor,
 * the briefing narrator). Models wrap JSON in ```json fences or a sentence of prose however
 * often the prompt says not to; treating that as malformed cost the onboarding wizard a retry
 * the tutor did not pay, and then a 503 (issue #29). The answer's object is what we asked for,
 * so it is taken from wherever it sits; what is not JSON at all is passed through unchanged and
 * fails exactly as before (NoObjectGeneratedError), so the callers' retry rules still apply.
 */

/** A run of prose can hold many braces; past this many starts the answer is not worth saving. */
const MAX_STARTS = 32;

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The balanced `{…}` opening at `start`, skipping braces inside JSON strings, or undefined if
 * it never closes. Balanced, not "up to the last brace": prose after the JSON may hold braces.
 */
function objectAt(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The JSON text inside a model's answer: the answer itself when it is JSON, else the first
 * `{…}` object in it that parses (inside a fence, after "Here you go:", before a closing
 * remark). Only objects are looked for: every structured call here asks for an object, and a
 * "[1]" in the prose must not pass for the answer. Nothing found → the text as given.
 */
export function jsonAnswerText(text: string): string {
  const trimmed = text.trim();
  if (parses(trimmed)) return trimmed;
  let from = trimmed.indexOf('{');
  for (let n = 0; from >= 0 && n < MAX_STARTS; n++) {
    const candidate = objectAt(trimmed, from);
    if (candidate !== undefined && parses(candidate)) return candidate;
    from = trimmed.indexOf('{', from + 1);
  }
  return text;
}

/**
 * `model` whose text is read with `jsonAnswerText` before `Output.object` parses it. The AI
 * SDK's own default only strips a fence at the very start and end; prose around it still failed.
 */
export function jsonAnswerModel(model: LanguageModelV3): LanguageModelV3 {
  return wrapLanguageModel({ model, middleware: extractJsonMiddleware({ transform: jsonAnswerText }) });
}
