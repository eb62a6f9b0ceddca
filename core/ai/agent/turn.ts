import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { enforce, refund } from '../../limits/rate';
import { acquireStreamSlot } from '../../limits/stream-slots';
import { parse } from '../../util/fn';
import { loadChat } from './chat-service';
import type { EventSocket } from './sink';
import { StreamInput } from './stream-schema';
import type { AgentSettings } from './agent-settings';
import { followTurn } from './turn-follow';
import { runTurn } from './turn-run';
import { claimedTurn } from './turn-store';

export type { AgentSettings } from './agent-settings';
export { WINDOW_MESSAGES } from './agent-settings';

export interface PreparedTurn {
  run(socket: EventSocket): Promise<void>;
}

/**
 * Everything decided BEFORE any model call (A9): input, the chat is the actor's, whether this
 * `clientMessageId` already has a turn (then the same turn answers: replayed or followed live,
 * no slot, no bucket, no model call), a stream slot (TOO_MANY_STREAMS), the hourly bucket
 * (RATE_LIMITED). Each refusal is an AppError the route answers as JSON; only an accepted turn
 * opens the event stream.
 */
export async function prepareTurn(ctx: Ctx, chatId: string, raw: unknown, settings: AgentSettings): Promise<PreparedTurn> {
  const input = parse(StreamInput, raw);
  const chat = await loadChat(ctx, chatId);
  if (input.clientMessageId) {
    const existing = await claimedTurn(ctx, chat.chatId, input.clientMessageId);
    if (existing) return { run: (socket) => followTurn(ctx, chat.chatId, existing, 0, socket, settings) };
  }
  const lease = await acquireStreamSlot(ctx, chat.chatId);
  if (!lease) throw new AppError('TOO_MANY_STREAMS', 'Two answers are already streaming; wait for one to finish');
  const scope = `USER#${ctx.actor.userId}`;
  try {
    await enforce(ctx.deps, scope, settings.rate);
  } catch (err) {
    await lease.release();
    throw err;
  }
  // A concurrent POST with the same clientMessageId may win the claim at the turn's first
  // write: this one then follows that turn and gives back what it took.
  const giveBack = async () => {
    await lease.release();
    await refund(ctx.deps, scope, settings.rate);
  };
  return { run: (socket) => runTurn(ctx, chat, input, settings, socket, lease, giveBack) };
}
