import type { Hono } from 'hono';
import type { ClientIp, AppEnv } from './http/types';
import type { AppOptions } from './http/base-app';
import { loadConfig, type LoadOptions } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { composeAi } from './compose-ai';

export type AppFactory = (deps: Deps, opts: AppOptions) => Hono<AppEnv>;

/**
 * The composition root of the whole app (Lambda REST, local server): config, clients and the
 * LLM chain, once per process. An empty chain throws here (C2): the process refuses to boot
 * instead of serving a dead assistant. `factory` picks the routes. The agent function has its
 * own, which builds the AI half on its first turn (functions/compose-agent.ts).
 */
export function composeWith(
  factory: AppFactory,
  env: Record<string, string | undefined>,
  clientIp: ClientIp,
  deps?: Deps,
  opts: Pick<LoadOptions, 'onlyViaCloudFront'> = {},
) {
  const d = deps ?? createDeps(loadConfig(env, opts));
  const { chain, tutor, settings } = composeAi(d);
  const app = factory(d, { clientIp, agent: () => settings, model: () => chain, tutor: () => tutor, onlyViaCloudFront: opts.onlyViaCloudFront });
  return { deps: d, model: chain, tutor, app };
}
