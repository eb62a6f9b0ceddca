/**
 * Wire-level LLM provider simulator: a local HTTP server that the real AI SDK providers talk to.
 *
 * ```ts
 * const sim = await startProviderSim();             // links: mistral, glm, nvidia, deepseek, gemini
 * const mistral = createMistral({ baseURL: sim.baseUrl('mistral'), apiKey: 'k' });
 * sim.script('mistral', quota429(), text(['Hel', 'lo']));   // one step per request, FIFO
 * sim.script('gemini', serverError(), text('ok'));   // a 5xx once, then healthy
 * // faults: reset(), stallAfter(chunks, n), malformedChunk(then, { after }), contextTooLong(),
 * // invalidRequest('schema' | 'prefill'), refusal(), text(..., { reasoning, filtered })
 * const r = streamText({ model: mistral('mistral-small-latest'), prompt: 'hi', maxRetries: 0, onError() {} });
 * expect(sim.requests('mistral')[0]?.body).toMatchObject({ stream: true });
 * expect(sim.allBodiesText()).not.toContain('secret');
 * sim.reset();                                      // between tests
 * await sim.close();                                // immediate, even with stalled requests
 * ```
 *
 * Steps are protocol-neutral; each link renders them as its provider would (Mistral,
 * OpenAI-compatible or Gemini bodies, SSE framing, error shapes). An empty script answers with a
 * provider-shaped 500 "unscripted" unless `fallback` says otherwise. Embeddings endpoints answer
 * with `fakeEmbedding(text)` vectors unless `scriptEmbeddings` queued a failure.
 */
import { ProviderSim, type ProviderSimOptions } from './server';

export { ProviderSim, DEFAULT_LINKS, type ProviderSimOptions, type RecordedRequest, type SimLimits } from './server';
export { BYTES_PER_TOKEN, stepUsage } from './tokens';
export {
  text, toolCall, toolCalls, json, rawText, status, quota429, serverError, unauthorized,
  cutAfter, stall, malformedChunk, inBandError, delayed,
  contextTooLong, invalidRequest, refusal, stallAfter, reset, cutWithin,
  type Step, type ReplyStep, type StatusStep, type ProviderErrorStep, type StallStep, type EmbeddingStep, type Timing, type Usage, type ToolCallSpec, type ReplyOptions,
} from './script';
export type { Flavor } from './wire';
export { fakeEmbedding } from './embeddings';

export function startProviderSim(opts?: ProviderSimOptions): Promise<ProviderSim> {
  return ProviderSim.start(opts);
}
