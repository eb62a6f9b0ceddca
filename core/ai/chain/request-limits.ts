import type { LanguageModelV3FunctionTool } from '@ai-sdk/provider';
import type { LinkName, PaidLinkName } from '../../config';

/**
 * What each link's API takes in one request's tool list, besides its tokens (quota/): a request
 * past one of these is refused by the provider with a 400 that no failover fixes. The agent's
 * routed offer (core/ai/agent/tools/routing/offer.ts MAX_OFFERED) is bounded so that the
 * largest offer fits every link (tests/unit/chain/request-limits.test.ts checks it, and the
 * labeled turns' real requests).
 *
 * - Gemini: at most 512 function declarations; in forced-call (ANY) mode it rejects tool
 *   payloads above ~77 KB of JSON and a cumulative `maxItems` above ~960 (googleapis/python-genai
 *   #2293, #2170). We call in AUTO mode, and hold ourselves to the ANY-mode numbers anyway: a
 *   forced call is one option away.
 * - OpenAI-style APIs (Mistral, GLM, NVIDIA, DeepSeek): 128 tools is OpenAI's documented cap
 *   and the common one; no byte limit beyond the context length is published.
 */
export interface RequestShapeLimits {
  maxTools: number;
  /** The tool list's JSON, in bytes. */
  maxToolBytes?: number;
  /** The sum of every `maxItems` in the tools' schemas. */
  maxItemsBudget?: number;
}

const OPENAI_STYLE: RequestShapeLimits = { maxTools: 128 };

export const REQUEST_LIMITS: Readonly<Record<LinkName | PaidLinkName, RequestShapeLimits>> = {
  mistral: OPENAI_STYLE,
  'mistral-paid': OPENAI_STYLE,
  gemini: { maxTools: 512, maxToolBytes: 77_000, maxItemsBudget: 960 },
  glm: OPENAI_STYLE,
  nvidia: OPENAI_STYLE,
  deepseek: OPENAI_STYLE,
};

export interface RequestShape {
  tools: number;
  toolBytes: number;
  maxItems: number;
}

/** A request's tool list as the limits above measure it. */
export function requestShape(tools: readonly Pick<LanguageModelV3FunctionTool, 'name' | 'description' | 'inputSchema'>[]): RequestShape {
  let maxItems = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v)) {
      if (k === 'maxItems' && typeof child === 'number') maxItems += child;
      else walk(child);
    }
  };
  for (const t of tools) walk(t.inputSchema);
  return { tools: tools.length, toolBytes: Buffer.byteLength(JSON.stringify(tools)), maxItems };
}

/** Why a request of this shape is past a link's limits, or undefined when it fits. */
export function pastLimits(shape: RequestShape, limits: RequestShapeLimits): string | undefined {
  if (shape.tools > limits.maxTools) return `${shape.tools} tools (at most ${limits.maxTools})`;
  if (limits.maxToolBytes !== undefined && shape.toolBytes > limits.maxToolBytes) return `${shape.toolBytes} bytes of tools (at most ${limits.maxToolBytes})`;
  if (limits.maxItemsBudget !== undefined && shape.maxItems > limits.maxItemsBudget) return `maxItems adding up to ${shape.maxItems} (at most ${limits.maxItemsBudget})`;
  return undefined;
}
