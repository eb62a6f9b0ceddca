import type { Ctx } from '../../context';
import { SLOT_LEASE_MS } from '../../limits/stream-slots';
import { newId } from '../../util/ids';
import { isChainExhausted } from '../chain';
import { converse, type Conversation } from './converse';
import { formatSse, type AgentEvent } from './events';
import { EventSink, type EventSocket } from './sink';
import type { AgentSettings } from './agent-settings';
import type { TurnStatus } from './turn-entities';
import { TurnGuard, type StopReason } from './turn-guard';
import { TurnJournal } from './turn-journal';
import { TurnRecord } from './turn-record';
import type { OpenedTurn } from './turn-open';
import { endTurnItems, renewTurnLease, writeItems, type StoredAnswer, type TurnRef } from './turn-store';

/**
 * One accepted turn, durable from its first write: the person's message and the STREAMING turn
 * record land together, every event is numbered and journaled as it is sent, the turn's lease
 * is renewed with each heartbeat, and its end (the stored answer, the final status and the
 * last events) is one transaction written before the last event reaches the client (A3).
 */
export async function runTurn(ctx: Ctx, started: Extract<OpenedTurn, { kind: 'started' }>, settings: AgentSettings, socket: EventSocket): Promise<void> {
  const { ref, lease, chat, input, preload } = started;
  const leaseUntil = () => ctx.deps.clock.now().getTime() + SLOT_LEASE_MS;
  const record = new TurnRecord();
  const journal = new TurnJournal(ctx, ref.turnId);
  const sink = new EventSink(record, socket, journal);
  // A10: heartbeats find a dead client (the sink stops writing); the turn itself goes on,
  // holding its slot and its lease, until it ends or is cancelled.
  const guard = new TurnGuard(lease, settings, () => void sink.heartbeat(), ctx.deps.log, () => renewTurnLease(ctx, ref, leaseUntil()));
  guard.start();
  try {
    void sink.send({ event: 'turn', data: { turnId: ref.turnId, userMessageId: ref.userMessageId } });
    const talk = await converse(ctx, chat, input, preload, settings, sink, guard.signal);
    await end(ctx, ref, sink, record, talk, guard.reason);
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

async function end(ctx: Ctx, ref: TurnRef, sink: EventSink, record: TurnRecord, talk: Conversation, reason: StopReason | undefined): Promise<void> {
  const cancelled = reason === 'cancelled';
  const answer = (status: StoredAnswer['status']): StoredAnswer => ({
    messageId: newId('msg'),
    segments: record.finalSegments(),
    status,
    servedLinks: talk.servedLinks.length ? [...new Set(talk.servedLinks)].join(',') : undefined,
    servedBy: talk.servedBy,
    tokensIn: talk.usage?.inputTokens,
    tokensOut: talk.usage?.outputTokens,
  });
  if (talk.failure === undefined) {
    const done = answer('complete');
    const event: AgentEvent = { event: 'done', data: { messageId: done.messageId, segments: done.segments, servedBy: talk.servedBy } };
    return finishWith(ctx, ref, sink, event, 'COMPLETE', done);
  }
  if (!record.hasOutput) {
    // Nothing was said: the person's message stays, no assistant message is invented.
    if (cancelled) return finishWith(ctx, ref, sink, { event: 'error', data: { code: 'CANCELLED', message: 'You stopped this answer.' } }, 'INTERRUPTED');
    ctx.deps.log.warn('agent turn failed before output', { userId: ctx.actor.userId, chatId: ref.chatId });
    const retryAfterSeconds = exhaustedRetryAfter(talk.failure);
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

/** The last event, stored with the turn's end; if that write fails, TRANSCRIPT_PERSIST_FAILED instead (A3). */
async function finishWith(ctx: Ctx, ref: TurnRef, sink: EventSink, event: AgentEvent, status: Exclude<TurnStatus, 'STREAMING'>, answer?: StoredAnswer): Promise<void> {
  try {
    await sink.finish(event, (items) => writeItems(ctx, [...endTurnItems(ctx, ref, status, answer), ...items]));
    return;
  } catch (err) {
    ctx.deps.log.error('transcript persist failed', { userId: ctx.actor.userId, chatId: ref.chatId, errorName: (err as Error)?.name });
  }
  const failed: AgentEvent = { event: 'error', data: { code: 'TRANSCRIPT_PERSIST_FAILED', message: 'The answer could not be saved. Please send your message again.' } };
  try {
    await sink.finish(failed, (items) => writeItems(ctx, [...endTurnItems(ctx, ref, 'FAILED'), ...items]));
  } catch {
    await sink.sendUnstored(failed); // the table is refusing everything: the client still hears why
  }
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
