import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { linkGuard } from './link-guard';
import type { Attempt } from './stream-attempt';

/**
 * One non-streaming call to one link. Nothing reaches the caller before the whole response,
 * so any failure may fail over (C4 holds trivially); a link that has not answered within
 * `timeoutMs` is abandoned like any other error.
 */
export async function attemptGenerate(
  link: { name: string; model: LanguageModelV3 },
  options: LanguageModelV3CallOptions,
  timeoutMs: number,
): Promise<Attempt<LanguageModelV3GenerateResult>> {
  const guard = linkGuard(link.name, options.abortSignal, timeoutMs);
  try {
    return { ok: true, value: await guard.race(link.model.doGenerate({ ...options, abortSignal: guard.signal })) };
  } catch (error) {
    guard.abandon();
    return { ok: false, error: guard.timedOut ? guard.signal.reason : error };
  } finally {
    guard.release();
  }
}
