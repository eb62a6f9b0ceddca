import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { ChainRefusedError, contentFiltered } from './errors';
import { linkGuard } from './link-guard';
import type { Attempt } from './stream-attempt';

/**
 * One non-streaming call to one link. Nothing reaches the caller before the whole response,
 * so any failure may fail over (C4 holds trivially); a link that has not answered within
 * `timeoutMs` is abandoned like any other error. An empty answer whose finish reason says the
 * content was filtered (Gemini's blocked prompt, OpenAI-style `content_filter`) is a refusal.
 */
export async function attemptGenerate(
  link: { name: string; model: LanguageModelV3 },
  options: LanguageModelV3CallOptions,
  timeoutMs: number,
): Promise<Attempt<LanguageModelV3GenerateResult>> {
  const guard = linkGuard(link.name, options.abortSignal, timeoutMs);
  try {
    const value = await guard.race(link.model.doGenerate({ ...options, abortSignal: guard.signal }));
    if (contentFiltered(value.finishReason) && !value.content.some(said)) {
      return { ok: false, error: new ChainRefusedError(link.name, link.model.modelId) };
    }
    return { ok: true, value };
  } catch (error) {
    guard.abandon();
    return { ok: false, error: guard.timedOut ? guard.signal.reason : error };
  } finally {
    guard.release();
  }
}

function said(c: LanguageModelV3GenerateResult['content'][number]): boolean {
  return (c.type === 'text' && c.text.length > 0) || c.type === 'tool-call' || c.type === 'reasoning';
}
