import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import * as chats from '../../../core/ai/agent/chat-service';
import { agentStatus } from '../../../core/ai/agent/settings';
import { prepareTurn, type AgentSettings } from '../../../core/ai/agent/turn';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/** Chats, memory and the streamed turn (A1, A6, A11). The turn logic lives in core. */
export function agentRoutes(settings: () => AgentSettings) {
  return new Hono<AppEnv>()
    .post('/chats', async (c) => c.json(await chats.createChat(ctxOf(c), await readJson(c)), 201))
    .get('/chats', async (c) => c.json(await chats.listChats(ctxOf(c), c.req.query())))
    .get('/chats/:id', async (c) => c.json(await chats.getChat(ctxOf(c), c.req.param('id'))))
    .patch('/chats/:id', async (c) =>
      c.json(await chats.renameChat({ ...ctxOf(c), chatId: c.req.param('id') }, await readJson(c))),
    )
    .delete('/chats/:id', async (c) => {
      await chats.deleteChat(ctxOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/status', (c) => c.json(agentStatus(settings())))
    .get('/memory', async (c) => c.json(await chats.getMemory(ctxOf(c))))
    .delete('/memory', async (c) => {
      await chats.deleteMemory(ctxOf(c));
      return c.body(null, 204);
    })
    .post('/reset', async (c) => {
      await chats.resetAgent(ctxOf(c));
      return c.body(null, 204);
    })
    .post('/chats/:id/stream', async (c) => {
      // Refusals (validation, 404, TOO_MANY_STREAMS, RATE_LIMITED) are thrown here, as JSON.
      const turn = await prepareTurn(ctxOf(c), c.req.param('id'), await readJson(c), settings());
      c.header('content-type', 'text/event-stream; charset=utf-8');
      c.header('cache-control', 'no-cache, no-transform');
      c.header('x-accel-buffering', 'no');
      return stream(c, async (s) => {
        await turn.run({
          write: async (chunk) => {
            await s.write(chunk);
          },
          isOpen: () => !s.aborted && !s.closed,
        });
      });
    });
}
