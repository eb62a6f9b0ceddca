import type { ClientIp } from './http/types';
import type { Deps } from '../core/context';
import { createApp } from './http/app';
import { composeWith } from './compose-root';

/** The whole app (REST, the agent, the AI doors) over one composition root: API Gateway and `npm start`. */
export function composeApp(env: Record<string, string | undefined>, clientIp: ClientIp, deps?: Deps) {
  return composeWith(createApp, env, clientIp, deps);
}
