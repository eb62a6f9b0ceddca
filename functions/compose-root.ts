import type { Hono } from 'hono';
import type { ClientIp, AppEnv } from './http/types';
import type { AppOptions } from './http/base-app';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { emfNotebookMetrics } from '../core/ai/notebook/metrics';
import { createTutor } from '../core/ai/notebook/tutor';
import { retrieve } from '../core/notebook/sources/retrieve';

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
  // The study tutor over the same chain, reading the page's notes and what its READY sources
  // (and its ancestors') retrieve for the question.
  const tutor = createTutor(chain, { retrieve, metrics: emfNotebookMetrics(deps.config.stage) });
  const settings = agentSettings(chain, chain.links.map((l) => l.name), tutor);
  return { deps, model: chain, tutor, app: factory(deps, { clientIp, agent: () => settings, model: () => chain, tutor: () => tutor }) };
}
