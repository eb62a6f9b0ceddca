import { getConnInfo, streamHandle } from 'hono/aws-lambda';
import { lambdaEnv } from '../core/secrets';
import { composeApp } from './compose';

const { app } = composeApp(await lambdaEnv(), (c) => getConnInfo(c).remote.address ?? 'unknown');

/**
 * The agent's SSE on a Lambda function URL in RESPONSE_STREAM mode: the same Hono app, so
 * `POST /ai/agent/chats/{id}/stream` runs the very code the local server runs.
 */
export const handler = streamHandle(app);
