import { Hono } from 'hono';
import * as chats from '../../../core/ai/agent/chat/service';
import { cancelChatTurn } from '../../../core/ai/agent/turn/cancel';
import { getTurn } from '../../../core/ai/agent/turn/view';
import { agentStatus } from '../../../core/ai/agent/settings';
import type { AgentSettings } from '../../../core/ai/agent/turn';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import { agentStreamRoutes } from './agent-stream';
import { agentUndoRoutes } from './agent-undo';
import type { AppEnv } from '../types';

/** Chats and memory (A6, A11), plus the streamed turn (A1). The turn logic lives in core. */
export function agentRoutes(settings: () => AgentSettings) {
  return new Hono<AppEnv>()
    .post('/chats', async (c) => c.json(await chats.createChat(ctxOf(c), await readJson(c)), 201))
    .get('/chats', async (c) => c.json(await chats.listChats(ctxOf(c), c.req.query())))
    .get('/chats/:id', async (c) => c.json(await chats.getChat({ ...ctxOf(c), chatId: c.req.param('id') }, c.req.query())))
    .patch('/chats/:id', async (c) =>
      c.json(await chats.renameChat({ ...ctxOf(c), chatId: c.req.param('id') }, await readJson(c))),
    )
    .get('/chats/:id/turns/:turnId', async (c) => c.json(await getTurn(ctxOf(c), c.req.param('id'), c.req.param('turnId'))))
    .post('/chats/:id/cancel', async (c) => {
      await cancelChatTurn(ctxOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
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
    .route('/', agentUndoRoutes())
    .route('/', agentStreamRoutes(settings));
}
