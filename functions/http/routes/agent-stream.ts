import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { prepareTurn, type AgentSettings } from '../../../core/ai/agent/turn';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/**
 * The streamed turn (A1): the routes the agent's function URL serves on AWS, and part of the
 * whole app locally. Refusals before any model call (validation, 404, TOO_MANY_STREAMS,
 * RATE_LIMITED) are thrown before the stream opens, so they answer as JSON.
 */
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

export function agentStreamRoutes(settings: () => AgentSettings) {
  return new Hono<AppEnv>().post('/chats/:id/stream', async (c) => {
    const turn = await prepareTurn(ctxOf(c), c.req.param('id'), await readJson(c), settings());
    c.header('content-type', 'text/event-stream; charset=utf-8');
    c.header('cache-control', 'no-store, no-transform');
    c.header('x-accel-buffering', 'no');
    return stream(c, async (s) => {
      const running = turn.run({
        write: async (chunk) => {
          await s.write(chunk);
        },
        isOpen: () => !s.aborted && !s.closed,
      });
      keepRunning(c, running);
      await running;
    });
  });
}
