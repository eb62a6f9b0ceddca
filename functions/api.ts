import { getConnInfo, handle } from 'hono/aws-lambda';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { lambdaEnv } from '../core/secrets';
import { createApp } from './http/app';

// Composition root, once per cold start: bound secrets read from SSM, config parsed (fails
// fast), clients built. Top-level await: the bundle is ESM (sst.config.ts `nodejs.format`).
const deps = createDeps(loadConfig(await lambdaEnv()));

/** REST behind API Gateway (HTTP API, payload v2). */
export const handler = handle(createApp(deps, { clientIp: (c) => getConnInfo(c).remote.address ?? 'unknown' }));
