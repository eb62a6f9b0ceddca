import { createHash } from 'node:crypto';
import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

const MISTRAL_ID = /^[a-zA-Z0-9]{9}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Mistral's API answers 400 ("Tool call id was … but must be a-z, A-Z, 0-9, with a length of
 * 9") to any other tool-call id it is sent back. Inside one turn the chain may hand Mistral a
 * prompt whose earlier step ran on another link (Gemini, an OpenAI-compatible one) with ids of
 * their own, so foreign ids are mapped to nine characters drawn from a hash of the id: the same
 * id always maps the same way, so a call and its result still pair up.
 */
export function mistralToolCallId(id: string): string {
  if (MISTRAL_ID.test(id)) return id;
  const digest = createHash('sha256').update(id).digest();
  return Array.from(digest.subarray(0, 9), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function withMistralIds(prompt: LanguageModelV3Prompt): LanguageModelV3Prompt {
  return prompt.map((message) => {
    if (message.role === 'assistant') {
      return { ...message, content: message.content.map((part) => (part.type === 'tool-call' || part.type === 'tool-result' ? { ...part, toolCallId: mistralToolCallId(part.toolCallId) } : part)) };
    }
    if (message.role === 'tool') {
      return { ...message, content: message.content.map((part) => (part.type === 'tool-result' ? { ...part, toolCallId: mistralToolCallId(part.toolCallId) } : part)) };
    }
    return message;
  });
}

/** A Mistral model that accepts prompts whose tool calls were made by any link. */
export function acceptForeignToolIds(model: LanguageModelV3): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }): Promise<LanguageModelV3CallOptions> => ({ ...params, prompt: withMistralIds(params.prompt) }),
    },
  });
}
