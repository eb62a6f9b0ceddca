// ROOM turn/: a turn's lifecycle, from the POST to its last event. This file is the entry
// (prepareTurn, prepareApproval); open.ts decides before any model call (two round trips),
// run.ts runs an accepted turn through converse.ts (the model's side) and the one sink.ts,
// pause.ts stops at a call needing the person's yes and approve.ts goes on after it,
// finish.ts stores the end before it is sent (A3), follow.ts replays and follows a turn,
// guard.ts holds its slot honest, cancel.ts and running.ts stop it, view.ts reads it.
// What a turn leaves in the table lives in ../record/; the chat it belongs to in ../chat/.
import type { Ctx } from '../../../context';
import { formatSse, type AgentEvent } from '../protocol/events';
import type { EventSocket } from './sink';
import type { AgentSettings } from '../settings';
import { followTurn } from './follow';
import { openApproval } from './approve';
import { openTurn } from './open';
import { runTurn } from './run';

export type { AgentSettings } from '../settings';
export { WINDOW_MESSAGES } from '../settings';

export interface PreparedTurn {
  run(socket: EventSocket): Promise<void>;
}

const UNSAVED: AgentEvent = { event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: 'Your message could not be saved. Please send it again.' } };

/**
 * Everything decided BEFORE any model call (A9), in two table round trips (turn/open.ts):
 * input, the account and the chat are the actor's, whether this `clientMessageId` already has
 * a turn (then the same turn answers: replayed or followed live, no slot, no bucket, no model
 * call), a stream slot (TOO_MANY_STREAMS), the hourly buckets (RATE_LIMITED: stream POSTs, and
 * the model calls the turn reserves, core/limits/calls.ts), and the turn's first write. Each refusal is an AppError the route answers as JSON; only an accepted turn
 * opens the event stream.
 */
export async function prepareTurn(ctx: Ctx, chatId: string, raw: unknown, settings: AgentSettings): Promise<PreparedTurn> {
  const opened = await openTurn(ctx, chatId, raw, settings);
  switch (opened.kind) {
    case 'follow':
      return { run: (socket) => followTurn(ctx, opened.chatId, opened.turnId, 0, socket, settings) };
    case 'unsaved':
      return { run: (socket) => socket.write(formatSse(UNSAVED)).catch(() => undefined) };
    case 'started':
      return { run: (socket) => runTurn(ctx, opened, settings, socket) };
  }
}

/**
 * The person's answer to an approval card (A7): the paused turn goes on, as a stream of the
 * same turn's events (their ids continue). Refusals (404, TOO_MANY_STREAMS, RATE_LIMITED when
 * the person's model calls of the hour are spent) come as JSON.
 */
export async function prepareApproval(ctx: Ctx, chatId: string, turnId: string, approvalId: string, raw: unknown, settings: AgentSettings): Promise<PreparedTurn> {
  const turn = await openApproval(ctx, chatId, turnId, approvalId, raw, settings);
  return { run: (socket) => runTurn(ctx, turn, settings, socket) };
}
