import type { Ctx } from '../../../context';
import { SLOT_LEASE_MS, type SlotLease } from '../../../limits/stream-slots';
import { returnCalls, type CallReservation } from '../../../limits/calls';
import { windowOf } from '../../../limits/window';
import { newId } from '../../../util/ids';
import { isChainExhausted, isChainRefused, isStreamIdle, personLimited } from '../../chain';
import { converse, type Conversation, type TalkInput } from './converse';
import type { AgentEvent } from '../protocol/events';
import { EventSink, type EventSocket } from './sink';
import type { AgentSettings } from '../settings';
import { TurnGuard, type StopReason } from './guard';
import { TurnJournal } from '../record/journal';
import { TurnRecord } from '../record/transcript';
import { finishWith } from './finish';
import { pauseTurn } from './pause';
import { asAgentEvent } from '../record/read';
import type { SeqEvent } from '../record/journal';
import { renewTurnLease, type StoredAnswer, type TurnRef } from '../record/store';
import type { TxItem } from '../../../util/tx';
import { turnUsage, type StepCount } from '../record/usage';

/** A turn allowed to run: its stored record, its slot, and what the model is given. */
export interface AcceptedTurn {
  ref: TurnRef;
  lease: SlotLease;
  talk: TalkInput;
  /** An answered approval: the turn's events stored before it paused (the record and the numbering go on from them). */
  earlier?: SeqEvent[];
  /** An answered approval: the steps the turn took before it paused (its usage goes on from them). */
  earlierSteps?: StepCount[];
  /** The person's model calls this part of the turn reserved (core/limits/calls.ts); what it does not make goes back with its end. */
  calls?: CallReservation;
}

/**
 * One accepted turn, durable from its first write: the person's message and the STREAMING turn
 * record land together, every event is numbered and journaled as it is sent, the turn's lease
 * is renewed with each heartbeat, and its end (the stored answer, the final status and the
 * last events) is one transaction written before the last event reaches the client (A3).
 * A turn that reaches a call needing the person's yes pauses instead (turn/pause.ts) and is
 * run again, from where it stopped, when they answer (turn/approve.ts).
 */
export async function runTurn(ctx: Ctx, turn: AcceptedTurn, settings: AgentSettings, socket: EventSocket): Promise<void> {
  const { ref, lease, talk } = turn;
  const leaseUntil = () => ctx.deps.clock.now().getTime() + SLOT_LEASE_MS;
  const record = new TurnRecord();
  for (const e of turn.earlier ?? []) record.apply(asAgentEvent(e));
  const journal = new TurnJournal(ctx, ref.turnId);
  const sink = new EventSink(record, socket, journal, undefined, turn.earlier?.at(-1)?.seq ?? 0);
  // A10: heartbeats find a dead client (the sink stops writing); the turn itself goes on,
  // holding its slot and its lease, until it ends or is cancelled.
  const guard = new TurnGuard(lease, settings, () => void sink.heartbeat(), ctx.deps.log, () => renewTurnLease(ctx, ref, leaseUntil()));
  guard.start();
  try {
    if (!turn.earlier) void sink.send({ event: 'turn', data: { turnId: ref.turnId, userMessageId: ref.userMessageId } });
    const said = await converse(ctx, talk, settings, sink, guard.signal);
    // The person's calls this part reserved and did not make go back with its end's transaction (no write of their own).
    const giveBack = returnCalls(ctx.deps, `USER#${ctx.actor.userId}`, settings.calls, turn.calls, said.calls);
    if (said.paused && guard.reason === undefined) await pauseTurn(ctx, ref, sink, talk, said.paused, [...(turn.earlierSteps ?? []), ...said.steps], giveBack);
    else {
      // The person's hour of calls, not the turn's steps, stopped a model that meant to go on.
      const hourSpent = said.failure === undefined && said.stoppedByBudget && turn.calls?.capped ? callsSpent(ctx, settings) : undefined;
      await end(ctx, ref, sink, record, { ...said, steps: [...(turn.earlierSteps ?? []), ...said.steps] }, guard.reason, giveBack, hourSpent);
    }
  } catch (err) {
    // A bug, not a provider failure: still end the stream (and the stored turn) with a contract event.
    ctx.deps.log.error('agent turn crashed', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
    await finishWith(ctx, ref, sink, { event: 'error', data: { code: 'AI_UNAVAILABLE', message: 'Something went wrong while answering. Please try again.' } }, 'FAILED');
  } finally {
    await sink.flush();
    await journal.settled();
    await guard.finish();
  }
}

/** RATE_LIMITED for the person's hourly calls, as the turn's error event's data carries it. */
function callsSpent(ctx: Ctx, settings: AgentSettings): { message: string; retryAfterS: number } {
  const { retryAfterS } = windowOf(ctx.deps.clock.now().getTime(), settings.calls);
  return { message: `You have used this hour's assistant calls; try again in ${retryAfterS} s`, retryAfterS };
}

async function end(
  ctx: Ctx, ref: TurnRef, sink: EventSink, record: TurnRecord, said: Conversation, reason: StopReason | undefined,
  /** Items of the end's transaction beside the turn's own (the person's unused calls given back). */
  extra: TxItem[] = [],
  /** The person's hour of calls ran out before the model was done. */
  hourSpent?: { message: string; retryAfterS: number },
): Promise<void> {
  const cancelled = reason === 'cancelled';
  // Over the person's own share or hour (issue 47): their rate limit, not the service failing.
  const limited = cancelled ? undefined : (hourSpent ?? limitOf(said.failure));
  const usage = turnUsage(said.steps);
  const answer = (status: StoredAnswer['status']): StoredAnswer => ({
    messageId: newId('msg'),
    segments: record.finalSegments(),
    status,
    servedLinks: said.servedLinks.length ? [...new Set(said.servedLinks)].join(',') : undefined,
    servedBy: said.servedBy,
    tokensIn: usage?.inputTokens,
    tokensOut: usage?.outputTokens,
    steps: said.steps,
    skippedChunks: said.skippedChunks,
  });
  if (said.skippedChunks) ctx.deps.log.warn('agent turn skipped unreadable chunks', { userId: ctx.actor.userId, turnId: ref.turnId, skipped: said.skippedChunks });
  if (said.failure === undefined && !limited) {
    const done = answer('complete');
    const event: AgentEvent = { event: 'done', data: { messageId: done.messageId, segments: done.segments, servedBy: said.servedBy, ...(usage ? { usage } : {}) } };
    return finishWith(ctx, ref, sink, event, 'COMPLETE', done, extra);
  }
  const refused = isChainRefused(said.failure);
  if (!record.hasOutput) {
    // Nothing was said: the person's message stays, no assistant message is invented.
    if (cancelled) return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'CANCELLED', message: 'You stopped this answer.' } }, 'INTERRUPTED', undefined, extra);
    ctx.deps.log.warn('agent turn failed before output', { userId: ctx.actor.userId, chatId: ref.chatId, refused, limited: limited !== undefined });
    if (limited) return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'RATE_LIMITED', message: `${limited.message}.`, retryAfterSeconds: limited.retryAfterS } }, 'FAILED', undefined, extra);
    // A refusal is the provider's word on this message: another try, or another provider, would be routing around it.
    if (refused) return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'AI_REFUSED', message: REFUSED_BEFORE_OUTPUT } }, 'FAILED', undefined, extra);
    const retryAfterSeconds = exhaustedRetryAfter(said.failure);
    const message = retryAfterSeconds
      ? `Every assistant provider is busy; the first is back in ${retryAfterSeconds} s.`
      : 'The assistant is unavailable right now. Please try again in a moment.';
    return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'AI_UNAVAILABLE', message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } }, 'FAILED', undefined, extra);
  }
  const partial = answer('interrupted');
  const data = limited
    ? { code: 'RATE_LIMITED' as const, message: `${limited.message}; what arrived is saved.`, retryAfterSeconds: limited.retryAfterS }
    : cutShort(cancelled, said.failure);
  return finishWith(ctx, ref, sink, { event: 'error', data }, 'INTERRUPTED', partial, extra);
}

/** The person's own limit in a chain's failure (their share of every link that could serve), as the error event says it. */
function limitOf(failure: unknown): { message: string; retryAfterS: number } | undefined {
  const e = personLimited(failure);
  return e ? { message: e.message, retryAfterS: e.details.retryAfterS ?? 60 } : undefined;
}

const REFUSED_BEFORE_OUTPUT = "The assistant's provider declined to answer this message. Rephrasing it may help.";

/** Why an answer that had begun stopped, in the person's words: each cause its own, never a guess. */
function cutShort(cancelled: boolean, failure: unknown): { code: 'CANCELLED' | 'AI_REFUSED' | 'INTERRUPTED'; message: string } {
  if (cancelled) return { code: 'CANCELLED', message: 'You stopped this answer; what arrived is saved.' };
  if (isChainRefused(failure)) return { code: 'AI_REFUSED', message: "The assistant's provider stopped this answer under its content rules; what arrived is saved." };
  if (isStreamIdle(failure)) return { code: 'INTERRUPTED', message: 'The provider went silent, so the answer stopped; what arrived is saved.' };
  return { code: 'INTERRUPTED', message: 'The answer was cut off by the provider; what arrived is saved.' };
}

/** Seconds until the soonest link is back, when the chain said every link is cooling. */
function exhaustedRetryAfter(err: unknown): number | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if (isChainExhausted(e)) return e.retryAfterS;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
