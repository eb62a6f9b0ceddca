/**
 * The largest request a routed turn can make fits every link's declared tool limits
 * (core/ai/chain/request-limits.ts): at most MAX_OFFERED tools a step, so the bound is the
 * MAX_OFFERED largest tools together. Before routing, every call carried all 79 (88 KB), past
 * Gemini's forced-call limit. The labeled turns' real requests are checked too
 * (tests/integration/agent/routing-sizes.test.ts).
 */
import { asSchema } from 'ai';
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { inputSchemaOf } from '../../../core/ai/agent/tools/registry';
import { MAX_OFFERED, routedTools } from '../../../core/ai/agent/tools/routing/offer';
import { pastLimits, REQUEST_LIMITS, requestShape } from '../../../core/ai/chain/request-limits';

const asTool = (spec: (typeof AGENT_TOOLS)[number]) => ({
  type: 'function' as const,
  name: spec.name,
  description: spec.description,
  inputSchema: (asSchema(inputSchemaOf(spec)) as unknown as { jsonSchema: Record<string, unknown> }).jsonSchema as never,
});

describe('request limits per link', () => {
  it('the largest routed offer fits every link', () => {
    const tools = routedTools(AGENT_TOOLS).map(asTool);
    const bySize = [...tools].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length).slice(0, MAX_OFFERED);
    const byItems = [...tools].sort((a, b) => requestShape([b]).maxItems - requestShape([a]).maxItems).slice(0, MAX_OFFERED);
    for (const [link, limits] of Object.entries(REQUEST_LIMITS)) {
      expect(pastLimits(requestShape(bySize), limits), link).toBeUndefined();
      expect(pastLimits(requestShape(byItems), limits), link).toBeUndefined();
    }
  });

  it('every tool at once, as before routing, is past Gemini\'s limits: the rule bites', () => {
    const all = requestShape(AGENT_TOOLS.map(asTool));
    expect(pastLimits(all, REQUEST_LIMITS.gemini)).toMatch(/bytes of tools/);
  });

  it('counts tools, bytes and every maxItems', () => {
    const shape = requestShape([{ name: 'a', description: 'd', inputSchema: { type: 'object', properties: { x: { type: 'array', maxItems: 10, items: { type: 'array', maxItems: 3 } } } } as never }]);
    expect(shape).toMatchObject({ tools: 1, maxItems: 13 });
    expect(pastLimits({ tools: 600, toolBytes: 1, maxItems: 0 }, REQUEST_LIMITS.gemini)).toMatch(/600 tools/);
    expect(pastLimits({ tools: 1, toolBytes: 1, maxItems: 961 }, REQUEST_LIMITS.gemini)).toMatch(/maxItems/);
  });
});
