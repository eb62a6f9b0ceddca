import { z } from 'zod';
import { parse } from '../../../../util/fn';
import { defineTool, type ToolSpec } from '../registry';

export const FindToolsInput = z.object({
  query: z.string().trim().min(2).max(200).describe('What you need to do, in a few words (e.g. "delete a habit", "log study minutes")'),
});

/**
 * The way to every tool a step was not offered (issue 46): a search over the tool cards, always
 * offered in a routed turn. It is a read: the chat shows it as a chip, and what it finds is
 * offered from the next step (routing/offer.ts); it runs nothing else and widens nothing.
 */
export const findTools: ToolSpec = defineTool({
  name: 'findTools',
  kind: 'read',
  domains: [],
  description: 'Find tools you were not given for what the person asks; the ones found can be called from your next step.',
  schema: FindToolsInput,
  run: async (ctx, input) => {
    const { query } = parse(FindToolsInput, input);
    if (!ctx.offer) return { tools: [], note: 'Every tool is already available.' };
    return ctx.offer.find(query);
  },
});
