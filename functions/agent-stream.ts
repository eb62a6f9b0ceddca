import { getConnInfo } from 'hono/aws-lambda';
import { lambdaEnv } from '../core/secrets';
import { composeWith } from './compose-root';
import { createAgentStreamApp } from './http/agent-stream-app';
import { streamingHandler } from './lambda/stream-handler';

const { app } = composeWith(createAgentStreamApp, await lambdaEnv(), (c) => getConnInfo(c).remote.address ?? 'unknown');

/**
 * The agent's SSE on a Lambda function URL in RESPONSE_STREAM mode: only the turn's stream
 * routes and /health (REST goes through API Gateway), running the very code the local server
 * runs, behind our own streaming wrapper (disconnects detected, the turn waited for).
 */
export const handler = streamingHandler(app);
