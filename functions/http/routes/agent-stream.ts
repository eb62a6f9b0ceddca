import { Hono, type Context } from 'hono';
import { prepareApproval, prepareTurn, type AgentSettings, type PreparedTurn } from '../../../core/ai/agent/turn';
import { prepareFollow, resumePoint } from '../../../core/ai/agent/turn/follow';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';
import { socketBody } from './agent-socket';

/**
 * On Lambda the invocation must outlive a client that left, until the turn is stored
 * (functions/lambda/stream-handler.ts waits for this). Elsewhere (Node, tests) there is no
 * execution context and the process simply keeps running the turn.
 */
function keepRunning(c: Context, work: Promise<void>): void {
  let ctx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    return;
  }
  ctx.waitUntil(work);
}

/** The open stream as the turn's socket; on Lambda the invocation waits for `run` (keepRunning). */
function eventStream(c: Context, turn: PreparedTurn) {
  c.header('content-type', 'text/event-stream; charset=utf-8');
  c.header('cache-control', 'no-store, no-transform');
  c.header('x-accel-buffering', 'no');
  const { body, socket, end } = socketBody();
  const running = turn.run(socket).finally(end);
  keepRunning(c, running);
  running.catch((err: unknown) => ctxOf(c).deps.log.error('agent turn failed', { errorName: (err as Error | undefined)?.name }));
  return c.body(body);
}

/**
 * The turn's stream routes (A1; CONTRACT "Durable turns"): the function URL serves these on
 * AWS, and the whole app locally. Refusals before any model call (validation, 404,
 * TOO_MANY_STREAMS, RATE_LIMITED) are thrown before the stream opens, so they answer as JSON.
 */
export function agentStreamRoutes(settings: () => AgentSettings) {
  return new Hono<AppEnv>()
    .post('/chats/:id/stream', async (c) => eventStream(c, await prepareTurn(ctxOf(c), c.req.param('id'), await readJson(c), settings())))
    // The person's answer to an approval card: the paused turn goes on in this stream (A7).
    .post('/chats/:id/turns/:turnId/approvals/:approvalId', async (c) =>
      eventStream(c, await prepareApproval(ctxOf(c), c.req.param('id'), c.req.param('turnId'), c.req.param('approvalId'), await readJson(c), settings())),
    )
    .get('/chats/:id/turns/:turnId/stream', async (c) => {
      const after = resumePoint(c.req.header('last-event-id'), c.req.query('after'));
      return eventStream(c, await prepareFollow(ctxOf(c), c.req.param('id'), c.req.param('turnId'), after, settings()));
    });
}
