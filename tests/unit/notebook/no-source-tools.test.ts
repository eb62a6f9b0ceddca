import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { AddSourceInput, DiscoverSourcesInput, SourceIdInput, StartUploadInput } from '../../../core/notebook/sources/schema';

/** A5: "Sources are not writable from chat". Nothing the model can call adds, uploads, confirms or deletes one. */
describe('no agent tool writes a source', () => {
  const sourceSchemas = new Set<z.ZodType>([AddSourceInput, StartUploadInput, SourceIdInput, DiscoverSourcesInput]);

  it.each(AGENT_TOOLS.map((t) => [t.name, t] as const))('%s: not named for sources, not a source command’s schema, no source fields', (_name, tool) => {
    expect(tool.name).not.toMatch(/source|upload/i);
    expect(sourceSchemas.has(tool.schema)).toBe(false);
    const json = JSON.stringify(z.toJSONSchema(tool.schema, { unrepresentable: 'any' }));
    expect(json).not.toMatch(/"(url|bytes|uploadUrl)"|"TEXT"|"LINK"|"PDF"/);
    // A write tool may READ sources (generateStudyCards writes cards from them), never change one.
    if (tool.kind === 'write') expect(tool.description).not.toMatch(/\b(add|upload|attach|confirm|delete|remove|discover|read in)\w*\b[^.]*\bsources?\b/i);
  });
});
