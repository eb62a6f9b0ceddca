import type { ModelMessage } from 'ai';
import { z } from 'zod';
import type { Ctx } from '../../../context';
import { liveProfile, parseLive } from '../../../auth/liveness';
import { AppError } from '../../../errors';
import { freeSlot, SLOT_LEASE_MS, slotClaim, tooManyStreams } from '../../../limits/stream-slots';
import { callsLeft, reserveCalls, type CallReservation } from '../../../limits/calls';
import { rateLimited } from '../../../limits/rate';
import { settledAll } from '../../../util/settled';
import { cancelledItems } from '../../../util/tx';
import { ownerDay } from '../../../configuration/today';
import { warmModel } from '../../chain';
import type { AgentSettings } from '../settings';
import { Approvals } from '../approval/entity';
import { loadApproval } from '../approval/store';
import { loadChat } from '../chat/service';
import { toModelMessages } from '../chat/history';
import { loadWindow } from '../chat/messages';
import { eventsAfter, loadTurn } from '../record/read';
import type { AcceptedTurn } from './run';
import { settleTurn } from '../record/settle';
import { Turns } from '../record/entities';
import { writeItems } from '../record/store';

/** `POST …/turns/{turnId}/approvals/{approvalId}`: the person's answer. */
export const ApprovalAnswer = z.object({
  approved: z.boolean().describe('true: run the change as summarised; false: do not'),
  reason: z.string().trim().max(500).optional().describe('Why not (or any note): the model hears it'),
});

/** Ids as the server makes them: anything else cannot name an approval (404, never a 500). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** What the model hears for a second call of one step that also needed approval (never asked). */
const NOT_ASKED = 'Only one change that needs approval is asked at a time, and this one was not shown to the person: ask again if it is still wanted.';

const notFound = () => AppError.notFound('Approval');

/**
 * The person's answer to an approval card reopens the paused turn (docs/contract-changes.md),
 * in two round trips like a new turn: every read at once (the profile, which is the liveness
 * check, the chat, the turn, the approval, a free slot, the zone, the window, the turn's
 * stored events, the chain's cooldowns), then ONE
 * transaction that uses the approval (PENDING → USED), takes the turn back to STREAMING,
 * takes a slot and reserves the person's model calls for what follows. An approval that is
 * another person's, used, expired, or whose turn moved on is NOT_FOUND, and nothing runs.
 * The hourly bucket of stream POSTs is not counted again (it is the same turn), but its model
 * calls are (issue 47): the answer goes on with what is left of the TURN's steps (a turn and
 * all its answers make at most `maxSteps` calls), reserved from the person's hourly calls like
 * a turn's; none left that hour is RATE_LIMITED, and the approval stays unanswered.
 * The continuation is the SDK's own: the turn's steps so far, then a tool message carrying
 * `tool-approval-response`, so the approved call runs (once) before the next model call, or
 * the model hears the refusal.
 */
export async function openApproval(ctx: Ctx, chatId: string, turnId: string, approvalId: string, raw: unknown, settings: AgentSettings): Promise<AcceptedTurn> {
  const answer = await parseLive(ctx.deps, ctx.actor, ApprovalAnswer, raw);
  // Ids the server never made name nothing: read nothing for them (the answer is then 404).
  const named = ID.test(turnId) && ID.test(approvalId);
  const reads = await settledAll({
    profile: liveProfile(ctx.deps, ctx.actor),
    chat: loadChat(ctx, chatId),
    turn: named ? loadTurn(ctx, chatId, turnId) : Promise.resolve(null),
    approval: named ? loadApproval(ctx, turnId, approvalId) : Promise.resolve(null),
    slot: freeSlot(ctx),
    day: ownerDay(ctx),
    window: loadWindow(ctx, chatId, settings.windowMessages),
    earlier: named ? eventsAfter(ctx, turnId, 0) : Promise.resolve([]),
    warm: warmModel(settings.model, ctx.actor.userId),
  });
  // Who you are first (the auth middleware leaves this route's liveness check to this wave), then whose chat it is.
  const profile = reads.profile();
  const chat = reads.chat();
  const [turn, approval, slot, window, earlier] = [reads.turn(), reads.approval(), reads.slot(), reads.window(), reads.earlier()];
  const { today, language } = reads.day();
  const now = ctx.deps.clock.now().getTime();
  if (!turn || !approval || approval.chatId !== chatId || approval.status !== 'PENDING' || turn.status !== 'AWAITING_APPROVAL') throw notFound();
  if (approval.expiresAtMs <= now) {
    await settleTurn(ctx, turn); // the chat reads the wait as over from now on
    throw notFound();
  }
  if (slot === undefined) throw tooManyStreams();

  const claim = slotClaim(ctx, chatId, slot);
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const scope = `USER#${userId}`;
  // What is left of the turn's steps: its answers share one budget, never a fresh one each.
  const stepsLeft = Math.max(0, settings.maxSteps - (turn.steps?.length ?? 0));
  let calls = stepsLeft;
  let reservation: CallReservation | undefined;
  for (let attempt = 1; ; attempt++) {
    // None left (the turn paused on its last step): the approved call runs, and no model call follows (turn/call-budget.ts).
    const reserved = calls > 0 ? reserveCalls(ctx.deps, scope, settings.calls, calls, calls < stepsLeft) : undefined;
    try {
      await writeItems(ctx, [
        claim.item,
        {
          Update: Approvals(db)
            .patch({ userId, turnId, approvalId })
            .set({ status: 'USED' })
            .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.gt(a.expiresAtMs, now)}`)
            .params() as never,
        },
        {
          Update: Turns(db)
            .patch({ userId, chatId, turnId })
            .set({ status: 'STREAMING', leaseUntil: now + SLOT_LEASE_MS })
            .remove(['awaitingUntil'])
            .where((a, op) => op.eq(a.status, 'AWAITING_APPROVAL'))
            .params() as never,
        },
        ...(reserved ? [reserved.item] : []),
      ]);
      reservation = reserved?.reservation;
      break;
    } catch (err) {
      const failed = cancelledItems(err);
      // Answered (or settled) meanwhile, or being answered right now in another tab: this answer is not the one.
      if (failed && [1, 2].some((i) => failed.conditions.has(i) || failed.conflicts.has(i))) throw notFound();
      if (failed?.conditions.has(0)) throw tooManyStreams();
      if (!failed?.conditions.has(3)) throw err;
      // Fewer of the person's calls left this hour than the turn's steps: what is left, or none (the approval stays PENDING).
      const left = await callsLeft(ctx.deps, scope, settings.calls);
      if (left <= 0 || attempt >= 3) throw rateLimited(ctx.deps, settings.calls);
      calls = Math.max(1, Math.min(calls - 1, left));
    }
  }

  ctx.deps.log.info('approval answered', { userId, turnId, tool: approval.toolName, approved: answer.approved });
  const response = (id: string, approved: boolean, reason?: string) => ({ type: 'tool-approval-response' as const, approvalId: id, approved, ...(reason ? { reason } : {}) });
  const reply: ModelMessage = {
    role: 'tool',
    content: [
      response(approvalId, answer.approved, answer.reason ?? (answer.approved ? undefined : 'The person declined this change.')),
      ...(approval.otherApprovalIds ?? []).map((id) => response(id, false, NOT_ASKED)),
    ],
  };
  // The window as it was when the turn paused: up to and including the turn's own message.
  const before = window.filter((m) => m.messageId <= turn.userMessageId);
  const messages: ModelMessage[] = [...toModelMessages(before), ...(JSON.parse(approval.messages) as ModelMessage[]), reply];
  return {
    ref: { chatId, turnId, userMessageId: turn.userMessageId },
    lease: claim.lease,
    earlier,
    earlierSteps: turn.steps ?? [],
    ...(reservation ? { calls: reservation } : {}),
    talk: {
      turnId,
      chat,
      page: approval.page,
      focusEntryId: approval.focusEntryId,
      profile,
      today,
      language,
      messages,
      approvedCalls: new Set(answer.approved ? [approval.callId] : []),
      maxCalls: calls,
      // What the turn read before it paused still counts (tools/memory.ts asks after source text).
      ranBefore: earlier.flatMap((e) => (e.event === 'tool_finished' ? [(e.data as { name: string }).name] : [])),
      readSources: approval.readSources === true,
    },
  };
}
