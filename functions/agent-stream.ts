import { getConnInfo } from 'hono/aws-lambda';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { lambdaEnv } from '../core/secrets';
import { composeWith } from './compose-root';
import { createAgentStreamApp } from './http/agent-stream-app';
import { streamingHandler } from './lambda/stream-handler';

const env = await lambdaEnv();
// Only CloudFront may call this URL: in prod a missing ORIGIN_VERIFY_SECRET stops the cold start.
const { app } = composeWith(createAgentStreamApp, env, (c) => getConnInfo(c).remote.address ?? 'unknown', createDeps(loadConfig(env, { onlyViaCloudFront: true })));

/**
 * The agent's SSE on a Lambda function URL in RESPONSE_STREAM mode: only the turn's stream
 * routes and /health (REST goes through API Gateway), running the very code the local server
 * runs, behind our own streaming wrapper (disconnects detected, the turn waited for).
 */
export const handler = streamingHandler(app);
