import type { Deps } from '../core/context';
import { planLineup } from '../core/ai/chain/lineup';
import { createAgentStreamApp } from './http/agent-stream-app';
import type { ClientIp } from './http/types';

/**
 * The agent function's composition root (functions/agent-stream.ts; bench/agent-instance-entry.ts
 * runs the same on Node). At import: config, clients, the app with /health, the origin guard,
 * auth and the rate buckets, and the chain's lineup, so that an empty chain still stops the
 * boot (C2). The rest (the chain's provider SDKs, the tutor and its retrieval, the tools and
 * their schemas, the turn's code) is imported and built once, by the first turn request
 * (issue 35; docs/scale.md "Cold start" says what that costs).
 */
export function composeAgentStream(deps: Deps, clientIp: ClientIp) {
  planLineup(deps.config);
  const loadAgent = async () => {
    const { settings } = (await import('./compose-ai')).composeAi(deps);
    return () => settings;
  };
  return { deps, app: createAgentStreamApp(deps, { clientIp, loadAgent }) };
}
