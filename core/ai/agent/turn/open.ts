import type { Ctx } from '../../../context';
import { liveProfile, parseLive } from '../../../auth/liveness';
import { AppError } from '../../../errors';
import { consumeItem, rateLimited } from '../../../limits/rate';
import { callsLeft, reserveCalls } from '../../../limits/calls';
import { freeSlot, MAX_STREAMS_PER_USER, SLOT_LEASE_MS, slotClaim, tooManyStreams } from '../../../limits/stream-slots';
import { settledAll } from '../../../util/settled';
import { cancelledItems } from '../../../util/tx';
import { ownerDay } from '../../../configuration/today';
import { warmModel } from '../../chain';
import type { AgentSettings } from '../settings';
import { loadChat } from '../chat/service';
import { loadWindow } from '../chat/messages';
import type { TalkInput } from './converse';
import { toModelMessages } from '../chat/history';
import { StreamInput } from '../protocol/stream-input';
import type { AcceptedTurn } from './run';
import { chatTurns } from '../record/read';
import { settleTurns, SUPERSEDED_MESSAGE } from '../record/settle';
import { claimedTurn, startTurnItems, writeItems } from '../record/store';

export type OpenedTurn =
  | ({ kind: 'started' } & AcceptedTurn)
  /** This `clientMessageId` already has a turn: the same turn answers (no slot, no bucket, no model call). */
  | { kind: 'follow'; chatId: string; turnId: string }
  /** The first write failed for a reason that is not a refusal: the client hears TRANSCRIPT_PERSIST_FAILED. */
  | { kind: 'unsaved' };

/**
 * Tries of the first write: a slot taken between the look and the write (each of the other
 * slots at most once), or a conflict with a concurrent turn of this person on the bucket.
 */
const WRITE_TRIES = MAX_STREAMS_PER_USER + 3;

/**
 * A turn opened in TWO sequential table round trips (the agent's critical path, [scale]):
 *
 * 1. Every read at once: the account is live (the auth middleware leaves this route's
 *    liveness check to this wave: functions/http/auth-middleware.ts), the chat, a turn this
 *    `clientMessageId` already started, a free stream slot, the person's time zone, the
 *    window, the chat's turns (a dead one is settled first, so the window shows it) and the
 *    chain's cooldowns (into its memo, so the model call reads nothing).
 * 2. One transaction: the slot, one hit of the hourly bucket, the turn's reservation of the
 *    person's model calls (its steps, core/limits/calls.ts), the person's message, the chat's
 *    activity, the STREAMING turn and its idempotency claim. All or nothing: a refusal (slot
 *    taken meanwhile, bucket full, calls spent, chat gone, claim taken by a concurrent POST)
 *    takes nothing. Each refusal is told apart by the item that failed its condition; only
 *    calls that were reserved and not made are given back, in the turn's end (turn/run.ts).
 *
 * Refusals are AppErrors the route answers as JSON, before any event stream opens (A9).
 */
export async function openTurn(ctx: Ctx, chatId: string, raw: unknown, settings: AgentSettings): Promise<OpenedTurn> {
  const input = await parseLive(ctx.deps, ctx.actor, StreamInput, raw);
  const { clientMessageId } = input;
  const reads = await settledAll({
    profile: liveProfile(ctx.deps, ctx.actor),
    chat: loadChat(ctx, chatId),
    claimed: clientMessageId ? claimedTurn(ctx, chatId, clientMessageId) : Promise.resolve(undefined),
    slot: freeSlot(ctx),
    day: ownerDay(ctx),
    window: loadWindow(ctx, chatId, settings.windowMessages),
    turns: chatTurns(ctx, chatId),
    // The cooldowns, and the first link's call of the person's share (issue 47), in this same wave.
    warm: warmModel(settings.model, ctx.actor.userId),
  });
  // In order of precedence: who you are, whose chat it is, then what it costs.
  const profile = reads.profile();
  const chat = reads.chat();
  const claimed = reads.claimed();
  if (claimed) return { kind: 'follow', chatId: chat.chatId, turnId: claimed };
  let slot = reads.slot();
  if (slot === undefined) throw tooManyStreams();
  const { today, language } = reads.day();
  let window = reads.window();
  // A wait for an approval in this chat ends unanswered: the person went on.
  if ((await settleTurns(ctx, reads.turns(), { endWaits: SUPERSEDED_MESSAGE })).settled > 0) window = await loadWindow(ctx, chat.chatId, settings.windowMessages);

  const scope = `USER#${ctx.actor.userId}`;
  const leaseUntil = ctx.deps.clock.now().getTime() + SLOT_LEASE_MS;
  // The turn's steps, or what is left of the person's hour when that is less (read only after a refusal).
  let calls = settings.maxSteps;
  for (let attempt = 1; ; attempt++) {
    const claim = slotClaim(ctx, chat.chatId, slot);
    const start = startTurnItems(ctx, chat, input.message, { leaseUntil, clientMessageId });
    const reserved = reserveCalls(ctx.deps, scope, settings.calls, calls, calls < settings.maxSteps);
    const offset = 3; // the slot, the bucket, the calls, then the turn's own items
    try {
      await writeItems(ctx, [claim.item, consumeItem(ctx.deps, scope, settings.rate), reserved.item, ...start.items]);
      // The window the model sees ends with the message just written (A6).
      const messages = toModelMessages([...window, start.userMessage].slice(-settings.windowMessages));
      const talk: TalkInput = { turnId: start.ref.turnId, chat, page: input.page, focusEntryId: input.focusEntryId, profile, today, language, messages, maxCalls: calls };
      return { kind: 'started', ref: start.ref, lease: claim.lease, talk, calls: reserved.reservation };
    } catch (err) {
      const failed = cancelledItems(err);
      if (!failed) return unsaved(ctx, err);
      if (failed.conditions.has(offset + start.chatItem)) throw AppError.notFound('Chat');
      if (start.claimItem !== undefined && failed.conditions.has(offset + start.claimItem)) {
        const winner = await claimedTurn(ctx, chat.chatId, clientMessageId!);
        if (winner) return { kind: 'follow', chatId: chat.chatId, turnId: winner };
        return unsaved(ctx, err);
      }
      if (failed.conditions.has(1)) throw rateLimited(ctx.deps, settings.rate);
      if (failed.conditions.has(2)) {
        // Fewer calls left this hour than a turn's steps: the turn gets what is left, or none.
        const left = await callsLeft(ctx.deps, scope, settings.calls);
        if (left <= 0) throw rateLimited(ctx.deps, settings.calls);
        calls = Math.max(1, Math.min(calls - 1, left));
      } else if (failed.conditions.has(0)) {
        // Another turn of this person took the slot since the look: look again.
        const next = await freeSlot(ctx);
        if (next === undefined) throw tooManyStreams();
        slot = next;
      } else if (failed.conflicts.size) await pause(attempt);
      else return unsaved(ctx, err);
      if (attempt >= WRITE_TRIES) return unsaved(ctx, err);
    }
  }
}

/** Full-jitter backoff before trying a conflicted transaction again (a concurrent turn of this person). */
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));

function unsaved(ctx: Ctx, err: unknown): OpenedTurn {
  ctx.deps.log.error('user message persist failed', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
  return { kind: 'unsaved' };
}
