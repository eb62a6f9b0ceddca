import { getConnInfo, handle } from 'hono/aws-lambda';
import { lambdaEnv } from '../core/secrets';
import { composeApp } from './compose';

// Composition root, once per cold start: bound secrets read from SSM, config parsed (fails
// fast), clients and chain built. Top-level await: the bundle is ESM (sst.config.ts).
const { app } = composeApp(await lambdaEnv(), (c) => getConnInfo(c).remote.address ?? 'unknown');

/** REST behind API Gateway (HTTP API, payload v2). */
export const handler = handle(app);
