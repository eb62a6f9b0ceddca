import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { loadChat } from '../chat/service';
import { Messages } from '../chat/entities';
import type { Segment } from '../protocol/segments';
import { asAgentEvent, eventsAfter, loadTurn } from '../record/read';
import { TurnRecord } from '../record/transcript';
import { settleTurn } from '../record/settle';
import { turnUsage } from '../record/usage';

/**
 * `GET /ai/agent/chats/{id}/turns/{turnId}` (CONTRACT): the turn's status and what it said —
 * its stored answer once it ended, what its events hold while it runs. A turn whose writer
 * died is settled first, so it reads INTERRUPTED, never STREAMING forever.
 */
export async function getTurn(ctx: Ctx, chatId: string, turnId: string) {
  await loadChat(ctx, chatId);
  let turn = await loadTurn(ctx, chatId, turnId);
  if (!turn) throw AppError.notFound('Turn');
  if (await settleTurn(ctx, turn)) turn = (await loadTurn(ctx, chatId, turnId))!;
  let segments: Segment[] = [];
  if (turn.assistantMessageId) {
    const m = (await Messages(ctx.deps.db).get({ userId: ctx.actor.userId, chatId, messageId: turn.assistantMessageId }).go()).data;
    segments = (m?.segments as Segment[] | undefined) ?? [];
  } else if (turn.status === 'STREAMING' || turn.status === 'AWAITING_APPROVAL') {
    const record = new TurnRecord();
    for (const e of await eventsAfter(ctx, turnId, 0)) record.apply(asAgentEvent(e));
    segments = record.finalSegments();
  }
  return {
    id: turn.turnId,
    status: turn.status,
    segments,
    servedBy: turn.servedLink && turn.servedModel ? { link: turn.servedLink, model: turn.servedModel } : null,
    // Summed over every step so far (those before an approval too); null when no provider counted.
    usage: turnUsage(turn.steps ?? []) ?? null,
    // The turn's stored warning: the chain skipped unreadable chunks and the answer still finished cleanly.
    ...(turn.skippedChunks ? { skippedChunks: turn.skippedChunks } : {}),
  };
}
