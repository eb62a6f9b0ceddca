import { getConnInfo, handle } from 'hono/aws-lambda';
import { lambdaEnv } from '../core/secrets';
import { composeApp } from './compose';
import { edgeClientIp } from './http/origin-guard';

// Composition root, once per cold start: bound secrets read from SSM, config parsed (fails
// fast), clients and chain built. Top-level await: the bundle is ESM (sst.config.ts).
// Behind CloudFront (an origin secret is set) the caller is the viewer the edge names, not the edge server.
const env = await lambdaEnv();
const { app } = composeApp(env, edgeClientIp(Boolean(env.ORIGIN_VERIFY_SECRET), (c) => getConnInfo(c).remote.address ?? 'unknown'));

/** REST behind API Gateway (HTTP API, payload v2). */
export const handler = handle(app);
