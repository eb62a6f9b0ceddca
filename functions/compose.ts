import type { ClientIp } from './http/types';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { createApp } from './http/app';

/**
 * The composition root every transport shares (Lambda REST, Lambda stream, local server):
 * config, clients and the LLM chain, once per process. An empty chain throws here (C2): the
 * process refuses to boot instead of serving a dead assistant.
 */
export function composeApp(env: Record<string, string | undefined>, clientIp: ClientIp, deps: Deps = createDeps(loadConfig(env))) {
  const chain = buildChain(deps);
  const settings = agentSettings(chain, chain.links.map((l) => l.name));
  return { deps, model: chain, app: createApp(deps, { clientIp, agent: () => settings, model: () => chain }) };
}
