import type { ClientIp } from './http/types';
import type { Deps } from '../core/context';
import { createApp } from './http/app';
import type { LoadOptions } from '../core/config';
import { composeWith } from './compose-root';

/**
 * The whole app (REST, the agent, the AI doors) over one composition root: API Gateway and
 * `npm start`. On AWS, REST is served only through CloudFront (functions/api.ts says so).
 */
export function composeApp(env: Record<string, string | undefined>, clientIp: ClientIp, deps?: Deps, opts?: Pick<LoadOptions, 'onlyViaCloudFront'>) {
  return composeWith(createApp, env, clientIp, deps, opts);
}

/** REST on Lambda: CloudFront's origin (stacks/Edge.ts), so in prod never served without the origin guard. */
export function composeLambdaRest(env: Record<string, string | undefined>, clientIp: ClientIp) {
  return composeApp(env, clientIp, undefined, { onlyViaCloudFront: true });
}
