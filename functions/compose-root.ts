import type { Hono } from 'hono';
import type { ClientIp, AppEnv } from './http/types';
import type { AppOptions } from './http/base-app';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';

export type AppFactory = (deps: Deps, opts: AppOptions) => Hono<AppEnv>;

/**
 * The composition root every transport shares (Lambda REST, Lambda stream, local server):
 * config, clients and the LLM chain, once per process. An empty chain throws here (C2): the
 * process refuses to boot instead of serving a dead assistant. `factory` picks the routes, and
 * only its imports are bundled: the whole app, or the agent's stream routes alone.
 */
export function composeWith(
  factory: AppFactory,
  env: Record<string, string | undefined>,
  clientIp: ClientIp,
  deps: Deps = createDeps(loadConfig(env)),
) {
  const chain = buildChain(deps);
  const settings = agentSettings(chain, chain.links.map((l) => l.name));
  return { deps, model: chain, app: factory(deps, { clientIp, agent: () => settings, model: () => chain }) };
}
