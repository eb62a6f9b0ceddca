import type { LanguageModelV3 } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import type { ToolOffer } from '../tools/registry';

/**
 * The turn's model sending each step only the tools its step offers (tools/routing/offer.ts).
 * The SDK keeps every tool of the turn, so a call to one the step did not offer still reaches
 * the registry, which answers it with how to get the tool (findTools) instead of the SDK's
 * "unavailable tool" error; the provider sees only the offer.
 */
export function offeredOnly(model: LanguageModelV3, offer: Pick<ToolOffer, 'allows'>): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => (params.tools ? { ...params, tools: params.tools.filter((t) => offer.allows(t.name)) } : params),
    },
  });
}
