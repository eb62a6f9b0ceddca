import { getConnInfo, handle } from 'hono/aws-lambda';
import { lambdaEnv } from '../core/secrets';
import { composeLambdaRest } from './compose';
import { edgeClientIp } from './http/origin-guard';

// Composition root, once per cold start: bound secrets read from SSM, config parsed (fails
// fast), clients and chain built. Top-level await: the bundle is ESM (sst.config.ts).
// Behind CloudFront (an origin secret is set) the caller is the viewer the edge names, not the edge server.
const env = await lambdaEnv();
// REST is CloudFront's origin (stacks/Edge.ts), like the agent's URL: in prod it refuses to
// boot without the origin secret, and an app built anyway refuses every request.
const clientIp = edgeClientIp(Boolean(env.ORIGIN_VERIFY_SECRET), (c) => getConnInfo(c).remote.address ?? 'unknown');
const { app } = composeLambdaRest(env, clientIp);

/** REST behind API Gateway (HTTP API, payload v2). */
export const handler = handle(app);
