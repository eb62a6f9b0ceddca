import type { Ctx } from '../../../context';
import { APPROVAL_TTL_MS, Approvals } from '../approval/entity';
import type { Conversation, PendingApproval, TalkInput } from './converse';
import type { AgentEvent } from '../protocol/events';
import type { EventSink } from './sink';
import { finishWith } from './finish';
import { chatExists, endTurnItems, writeItems, type TurnRef } from '../record/store';
import type { StepCount } from '../record/usage';
import type { TxItem } from '../../../util/tx';

/** DynamoDB's item limit is 400 KB: the turn's steps so far must fit in the approval, with room to spare. */
export const MAX_PAUSED_BYTES = 300_000;

/**
 * A turn that reached a call needing the person's yes (A7): it stops here, stored. One
 * transaction writes the turn as AWAITING_APPROVAL (with until when), the approval (what the
 * person is asked, the turn's steps so far, the page) and the turn's last events, the
 * `approval_required` event among them; only then is that event sent and the stream closed,
 * as a `done` would be (A3). The slot frees with the stream: a person deciding holds none.
 * Several calls of one step needing approval: the first is asked, the others are denied
 * when it is answered (one card at a time, never a yes the person did not see).
 */
export async function pauseTurn(
  ctx: Ctx, ref: TurnRef, sink: EventSink, talk: TalkInput, paused: NonNullable<Conversation['paused']>,
  /** The steps so far (usage goes on from them when the person answers). */
  steps: StepCount[],
  /** Items that belong in the pause's transaction (the person's unused calls given back). */
  extra: TxItem[] = [],
): Promise<void> {
  const [first, ...others] = paused.approvals as [PendingApproval, ...PendingApproval[]];
  const messages = JSON.stringify(paused.messages);
  const bytes = Buffer.byteLength(messages);
  if (bytes > MAX_PAUSED_BYTES) {
    ctx.deps.log.warn('approval too large to pause', { userId: ctx.actor.userId, bytes });
    const tooLong: AgentEvent = {
      event: 'error',
      data: { code: 'AI_UNAVAILABLE', message: 'This change needs your yes, but the conversation is too long to pause for it. Start a new chat and ask again.' },
    };
    return finishWith(ctx, ref, sink, tooLong, 'FAILED', undefined, extra);
  }
  const now = ctx.deps.clock.now();
  const expiresAtMs = now.getTime() + APPROVAL_TTL_MS;
  const event: AgentEvent = {
    event: 'approval_required',
    data: { callId: first.callId, approvalId: first.approvalId, name: first.name, summary: first.summary, expiresAt: new Date(expiresAtMs).toISOString() },
  };
  const approval = Approvals(ctx.deps.db)
    .create({
      userId: ctx.actor.userId,
      chatId: ref.chatId,
      turnId: ref.turnId,
      approvalId: first.approvalId,
      callId: first.callId,
      toolName: first.name,
      summary: first.summary,
      status: 'PENDING',
      expiresAtMs,
      otherApprovalIds: others.map((o) => o.approvalId),
      messages,
      page: talk.page,
      focusEntryId: talk.focusEntryId,
      ...(paused.readSources ? { readSources: true } : {}),
      createdAt: now.toISOString(),
      expiresAt: Math.floor(expiresAtMs / 1000) + 24 * 3600,
    })
    .params();
  const items = [
    ...endTurnItems(ctx, ref, 'AWAITING_APPROVAL', undefined, { awaitingUntil: expiresAtMs, steps }),
    { Put: approval as never },
    chatExists(ctx, ref.chatId),
    ...extra,
  ];
  try {
    await sink.finish(event, (events) => writeItems(ctx, [...items, ...events]));
    ctx.deps.log.info('turn awaiting approval', { userId: ctx.actor.userId, turnId: ref.turnId, tool: first.name, asked: 1, denied: others.length });
  } catch (err) {
    ctx.deps.log.error('approval persist failed', { userId: ctx.actor.userId, chatId: ref.chatId, errorName: (err as Error)?.name });
    await finishWith(ctx, ref, sink, { event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: 'The answer could not be saved. Please send your message again.' } }, 'FAILED', undefined, extra);
  }
}
