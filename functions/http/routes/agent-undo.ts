import { Hono } from 'hono';
import { undoTurn } from '../../../core/ai/agent/undo/undo';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/**
 * Taking back what the assistant changed (issue 39; core/ai/agent/undo/undo.ts): a whole turn,
 * or one call of it (its write card's Undo). 409 CONFLICT names items changed since, and
 * nothing changes unless the body says `skipChanged: true`.
 */
export function agentUndoRoutes() {
  return new Hono<AppEnv>()
    .post('/chats/:id/turns/:turnId/undo', async (c) =>
      c.json(await undoTurn({ ...ctxOf(c), chatId: c.req.param('id'), turnId: c.req.param('turnId') }, await readJson(c))),
    )
    .post('/chats/:id/turns/:turnId/calls/:callId/undo', async (c) =>
      c.json(await undoTurn({ ...ctxOf(c), chatId: c.req.param('id'), turnId: c.req.param('turnId'), callId: c.req.param('callId') }, await readJson(c))),
    );
}
