import type { Ctx } from '../../../context';
import { releaseTurnSlots } from '../../../limits/stream-slots';
import { loadChat } from '../chat/service';
import { stopRunningTurns } from './running';
import { chatTurns } from '../record/read';
import { settleTurns, STOPPED_WAIT_MESSAGE } from '../record/settle';

/**
 * `POST /ai/agent/chats/{id}/cancel`: stop that chat's running turn. Its slot is free when this
 * returns; the model call is aborted (here at once, on another instance within its watch
 * interval), what was said is stored and its stream ends with `error CANCELLED`. A turn
 * waiting for the person's yes ends too: nothing was changed, and its card no longer takes an
 * answer. Idempotent: a chat with nothing running answers the same.
 */
export async function cancelChatTurn(ctx: Ctx, chatId: string): Promise<void> {
  await loadChat(ctx, chatId); // another user's chat is NOT_FOUND, never cancelled
  const [freed, turns] = await Promise.all([releaseTurnSlots(ctx, chatId), chatTurns(ctx, chatId)]);
  stopRunningTurns(freed);
  await settleTurns(ctx, turns, { endWaits: STOPPED_WAIT_MESSAGE });
}

/** Logout ends every running turn of the person (S2: logout cancels the model call). */
export async function cancelAllTurns(ctx: Ctx): Promise<void> {
  stopRunningTurns(await releaseTurnSlots(ctx));
}
