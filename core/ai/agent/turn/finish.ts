import type { Ctx } from '../../../context';
import type { AgentEvent } from '../protocol/events';
import type { EventSink } from './sink';
import type { TurnStatus } from '../record/entities';
import { endTurnItems, writeItems, type StoredAnswer, type TurnRef } from '../record/store';
import type { TxItem } from '../../../util/tx';

/**
 * The last event, stored with the turn's end; if that write fails, TRANSCRIPT_PERSIST_FAILED instead (A3).
 * `extra`: items that belong in the end's transaction (the person's unused calls given back, core/limits/calls.ts).
 */
export async function finishWith(
  ctx: Ctx, ref: TurnRef, sink: EventSink, event: AgentEvent, status: Exclude<TurnStatus, 'STREAMING'>, answer?: StoredAnswer, extra: TxItem[] = [],
): Promise<void> {
  try {
    await sink.finish(event, (items) => writeItems(ctx, [...endTurnItems(ctx, ref, status, answer), ...extra, ...items]));
    return;
  } catch (err) {
    ctx.deps.log.error('transcript persist failed', { userId: ctx.actor.userId, chatId: ref.chatId, errorName: (err as Error)?.name });
  }
  const failed: AgentEvent = { event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: 'The answer could not be saved. Please send your message again.' } };
  try {
    await sink.finish(failed, (items) => writeItems(ctx, [...endTurnItems(ctx, ref, 'FAILED'), ...extra, ...items]));
  } catch {
    await sink.sendUnstored(failed); // the table is refusing everything: the client still hears why
  }
}
