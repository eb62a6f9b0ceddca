import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LinkName, LinkSettings } from '../../config';
import { acceptForeignToolIds } from './mistral-ids';

/**
 * One provider link's model from its settings (C1). `*_BASE_URL` lets any link point at a
 * compatible endpoint, which is also how tests and the bench reach the provider simulator.
 * The SDK is only ever given the key from config: nothing is read from the environment here.
 */
export function providerModel(name: LinkName, s: LinkSettings): LanguageModelV3 {
  const apiKey = s.apiKey ?? '';
  switch (name) {
    case 'mistral':
      return acceptForeignToolIds(createMistral({ apiKey, baseURL: s.baseURL })(s.model));
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey, baseURL: s.baseURL })(s.model);
    case 'glm':
    case 'nvidia':
    case 'deepseek':
      // includeUsage asks for the final usage chunk, so token metrics (C9) work on streams too.
      return createOpenAICompatible({ name, apiKey, baseURL: s.baseURL, includeUsage: true })(s.model);
  }
}
