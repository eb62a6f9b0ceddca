import { getConnInfo } from 'hono/aws-lambda';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { lambdaEnv } from '../core/secrets';
import { composeAgentStream } from './compose-agent';
import { edgeClientIp } from './http/origin-guard';
import { streamingHandler } from './lambda/stream-handler';

const env = await lambdaEnv();
// Only CloudFront may call this URL: in prod a missing ORIGIN_VERIFY_SECRET stops the cold start.
// Its caller is the viewer CloudFront names (VIEWER_IP_HEADER), not the edge server.
const clientIp = edgeClientIp(Boolean(env.ORIGIN_VERIFY_SECRET), (c) => getConnInfo(c).remote.address ?? 'unknown');
const { app } = composeAgentStream(createDeps(loadConfig(env, { onlyViaCloudFront: true })), clientIp);

/**
 * The agent's SSE on a Lambda function URL in RESPONSE_STREAM mode: only the turn's stream
 * routes and /health (REST goes through API Gateway), running the very code the local server
 * runs, behind our own streaming wrapper (disconnects detected, the turn waited for). The
 * turn's code loads on the first turn request (functions/compose-agent.ts).
 */
export const handler = streamingHandler(app);
