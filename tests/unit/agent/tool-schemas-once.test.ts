/**
 * The tools' JSON Schemas are converted once per process, not on every turn (registry.ts
 * `inputSchemaOf`, issue 35: converting all of them was ~15 ms of each turn before its provider
 * request). Two turns' tool sets share each tool's schema object, and it is the conversion of
 * the command's own zod schema (with the `purpose` a write may give, undo/purpose.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolContext } from '../../../core/ai/agent/tools/registry';

const ctx = (userId: string) => ({ actor: { userId }, chatId: 'cht_1', deps: {} }) as unknown as ToolContext;

describe('tool input schemas', () => {
  it('are built once and shared by every turn', () => {
    const one = buildTools(ctx('usr_a'), AGENT_TOOLS);
    const two = buildTools(ctx('usr_b'), AGENT_TOOLS);
    for (const spec of AGENT_TOOLS) expect(two.tools[spec.name]!.inputSchema, spec.name).toBe(one.tools[spec.name]!.inputSchema);
  });

  it('are the conversion of the command schema, without the $schema line every tool repeated (issue 46)', () => {
    const read = AGENT_TOOLS.find((t) => t.kind === 'read')!;
    const built = buildTools(ctx('usr_a'), [read]).tools[read.name]!.inputSchema as { jsonSchema: Record<string, unknown> };
    const { $schema, ...converted } = z.toJSONSchema(read.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    expect($schema).toBeDefined();
    expect(built.jsonSchema).toEqual(converted);
    for (const spec of AGENT_TOOLS) expect(JSON.stringify((buildTools(ctx('usr_a'), [spec]).tools[spec.name]!.inputSchema as { jsonSchema: unknown }).jsonSchema)).not.toContain('$schema');
  });
});
