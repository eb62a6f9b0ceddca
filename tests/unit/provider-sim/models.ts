// Real SDK providers pointed at the simulator, one per protocol.
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ProviderSim } from '../../support/provider-sim';

export interface Protocol {
  link: 'mistral' | 'glm' | 'gemini';
  model(sim: ProviderSim): LanguageModel;
}

export const PROTOCOLS: Protocol[] = [
  { link: 'mistral', model: (sim) => createMistral({ baseURL: sim.baseUrl('mistral'), apiKey: 'k' })('mistral-small-latest') },
  { link: 'glm', model: (sim) => createOpenAICompatible({ name: 'glm', baseURL: sim.baseUrl('glm'), apiKey: 'k', supportsStructuredOutputs: true })('glm-4.6') },
  { link: 'gemini', model: (sim) => createGoogleGenerativeAI({ baseURL: sim.baseUrl('gemini'), apiKey: 'k' })('gemini-2.5-flash') },
];

export { drain } from '../../support/drain';
