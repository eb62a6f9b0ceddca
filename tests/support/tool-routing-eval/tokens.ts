import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

/**
 * Tokens as the o200k tokenizer counts them: the issue's own estimator (±15 % of Mistral's
 * Tekken and Gemini's). For measuring only; the chain admits calls by a bound from bytes
 * (core/ai/chain/quota/), which needs no vocabulary in a Lambda bundle.
 */
let enc: Tiktoken | undefined;
export function tokens(text: string): number {
  enc ??= new Tiktoken(o200k);
  return enc.encode(text).length;
}

/** A request body's tokens: all of it, its tool list, its system text (Mistral's system message or Gemini's systemInstruction). */
export function bodyTokens(body: unknown): { all: number; tools: number; system: number } {
  const b = body as { tools?: unknown; messages?: { role: string; content: unknown }[]; systemInstruction?: unknown };
  const system = b.systemInstruction ?? b.messages?.filter((m) => m.role === 'system').map((m) => m.content);
  return { all: tokens(JSON.stringify(body)), tools: tokens(JSON.stringify(b.tools ?? [])), system: tokens(JSON.stringify(system ?? '')) };
}
