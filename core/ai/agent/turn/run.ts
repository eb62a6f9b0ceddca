import type { Ctx } from '../../../context';
import { SLOT_LEASE_MS, type SlotLease } from '../../../limits/stream-slots';
import { newId } from '../../../util/ids';
import { isChainExhausted } from '../../chain';
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

/** A turn allowed to run: its stored record, its slot, and what the model is given. */
export interface AcceptedTurn {
  ref: TurnRef;
  lease: SlotLease;
  talk: TalkInput;
  /** An answered approval: the turn's events stored before it paused (the record and the numbering go on from them). */
  earlier?: SeqEvent[];
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
    if (said.paused && guard.reason === undefined) await pauseTurn(ctx, ref, sink, talk, said.paused);
    else await end(ctx, ref, sink, record, said, guard.reason);
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

async function end(ctx: Ctx, ref: TurnRef, sink: EventSink, record: TurnRecord, said: Conversation, reason: StopReason | undefined): Promise<void> {
  const cancelled = reason === 'cancelled';
  const answer = (status: StoredAnswer['status']): StoredAnswer => ({
    messageId: newId('msg'),
    segments: record.finalSegments(),
    status,
    servedLinks: said.servedLinks.length ? [...new Set(said.servedLinks)].join(',') : undefined,
    servedBy: said.servedBy,
    tokensIn: said.usage?.inputTokens,
    tokensOut: said.usage?.outputTokens,
  });
  if (said.failure === undefined) {
    const done = answer('complete');
    const event: AgentEvent = { event: 'done', data: { messageId: done.messageId, segments: done.segments, servedBy: said.servedBy } };
    return finishWith(ctx, ref, sink, event, 'COMPLETE', done);
  }
  if (!record.hasOutput) {
    // Nothing was said: the person's message stays, no assistant message is invented.
    if (cancelled) return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'CANCELLED', message: 'You stopped this answer.' } }, 'INTERRUPTED');
    ctx.deps.log.warn('agent turn failed before output', { userId: ctx.actor.userId, chatId: ref.chatId });
    const retryAfterSeconds = exhaustedRetryAfter(said.failure);
    const message = retryAfterSeconds
      ? `Every assistant provider is busy; the first is back in ${retryAfterSeconds} s.`
      : 'The assistant is unavailable right now. Please try again in a moment.';
    return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'AI_UNAVAILABLE', message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } }, 'FAILED');
  }
  const partial = answer('interrupted');
  const event: AgentEvent = cancelled
    ? { event: 'error', data: { code: 'CANCELLED', message: 'You stopped this answer; what arrived is saved.' } }
    : { event: 'error', data: { code: 'INTERRUPTED', message: 'The answer was cut off by the provider; what arrived is saved.' } };
  return finishWith(ctx, ref, sink, event, 'INTERRUPTED', partial);
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
