import { getConnInfo, handle } from 'hono/aws-lambda';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { createApp } from './http/app';

// Composition root, once per cold start: config parsed (fails fast), clients built.
const deps = createDeps(loadConfig());

/** REST behind API Gateway (HTTP API, payload v2). */
export const handler = handle(createApp(deps, { clientIp: (c) => getConnInfo(c).remote.address ?? 'unknown' }));
