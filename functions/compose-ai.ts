import type { Deps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { emfNotebookMetrics } from '../core/ai/notebook/metrics';
import { createTutor } from '../core/ai/notebook/tutor';
import { retrieve } from '../core/notebook/sources/retrieve';

/**
 * The AI half of the composition root: the LLM chain, the study tutor over it (reading the
 * page's notes and what its READY sources, and its ancestors', retrieve for the question) and
 * the agent's settings (the chain, every tool, the contract's limits). The whole app builds it
 * at boot (functions/compose-root.ts); the agent function on its first turn
 * (functions/compose-agent.ts), so that its cold start carries none of it.
 */
export function composeAi(deps: Deps) {
  const chain = buildChain(deps);
  const tutor = createTutor(chain, { retrieve, metrics: emfNotebookMetrics(deps.config.stage) });
  const settings = agentSettings(chain, chain.links.map((l) => l.name), tutor, deps.config.limits.agentCallsPerHour);
  return { chain, tutor, settings };
}
