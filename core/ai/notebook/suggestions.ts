import { command } from '../../util/fn';
import { requestBudget } from './budget';
import { notebookLlm } from './llm';
import { NodesOutput } from './model-output';
import { sanitizeNodes, SUGGESTIONS_MAX, type PlannedNode } from './plan-rules';
import { planningMaterial } from './planning';
import { studyPrompt } from './prompts';
import { PlanInput } from './schema';
import type { TutorCtx } from './tutor';

const NODE_SHAPE = '{"nodes": [{"title": string, "why": string}]}';

/**
 * Node suggestions for a page's board (PLANNING: titles only, no passages). Nothing is saved:
 * the person adds the ones they like through the board's own routes. A page with no notes
 * can be planned, so there is no NOTEBOOK_NOTHING_TO_STUDY here.
 */
export const suggestNodes = command(PlanInput, async (ctx: TutorCtx, { page }): Promise<{ items: Omit<PlannedNode, 'n' | 'after'>[] }> => {
  const m = await planningMaterial(ctx, page);
  const prompt = studyPrompt({
    mode: 'PLANNING',
    context: m.context,
    data: m.data,
    task: `Suggest up to ${SUGGESTIONS_MAX} new nodes for this page's board: the next things to study, each a short title with one sentence on why. Prefer the sub-pages not on the board yet; never repeat a node already there.`,
    shape: NODE_SHAPE,
  });
  const nodes = await notebookLlm(ctx, ctx.tutor, {
    task: 'suggestions',
    prompt,
    schema: NodesOutput,
    budget: requestBudget(ctx.deps.config, ctx.startedAt),
    accept: (o) => sanitizeNodes(o, m.known, SUGGESTIONS_MAX),
  });
  return { items: nodes.map(({ n: _n, after: _after, ...node }) => node) };
});
