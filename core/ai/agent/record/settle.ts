import { newId } from '../../../util/ids';
import type { Ctx } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { TurnEvents, Turns, seqKey } from './entities';
import { asAgentEvent, chatTurns, eventsAfter, type TurnRow } from './read';
import type { SeqEvent } from './journal';
import { TurnRecord } from './transcript';
import { endTurnItems, writeItems } from './store';

export const DIED_MESSAGE = 'The answer stopped when the server writing it went away; what arrived is saved.';
export const EXPIRED_MESSAGE = 'The change waited for your yes and the time ran out, so it was not made.';
export const SUPERSEDED_MESSAGE = 'You went on without answering, so the change was not made.';
export const STOPPED_WAIT_MESSAGE = 'You stopped this answer, so the change was not made.';

const dead = (ctx: Ctx, t: TurnRow) => t.status === 'STREAMING' && t.leaseUntil < ctx.deps.clock.now().getTime();
const waitOver = (ctx: Ctx, t: TurnRow) => t.status === 'AWAITING_APPROVAL' && (t.awaitingUntil ?? 0) < ctx.deps.clock.now().getTime();

/**
 * A STREAMING turn whose lease ran out belongs to an instance that died (a Lambda timeout, out
 * of memory, a deploy); an AWAITING_APPROVAL turn whose approval expired got no answer. Whoever
 * reads it next ends it, once, as INTERRUPTED with what it had stored: the answer so far
 * becomes the chat's message (a held call as not done), and the turn's last stored event is
 * `error INTERRUPTED`, so every reader (chat view, turn view, a resume) tells the same story.
 * The writes are conditioned on the turn still being in that state: a live writer, an answer
 * to the approval, or another reader settling it first, wins.
 */
export async function settleTurn(ctx: Ctx, turn: TurnRow): Promise<boolean> {
  if (dead(ctx, turn)) return endUnfinished(ctx, turn, DIED_MESSAGE);
  if (waitOver(ctx, turn)) return endUnfinished(ctx, turn, EXPIRED_MESSAGE);
  return false;
}

async function endUnfinished(ctx: Ctx, turn: TurnRow, message: string): Promise<boolean> {
  const events = await eventsAfter(ctx, turn.turnId, 0);
  const record = new TurnRecord();
  for (const e of events) record.apply(asAgentEvent(e));
  let seq = events.at(-1)?.seq ?? 0;
  const closing: SeqEvent[] = [];
  for (const call of record.unfinishedCalls()) {
    const e = { event: 'tool_finished' as const, data: { callId: call.callId, name: call.name, ok: false, domains: [] } };
    record.apply(e);
    closing.push({ seq: ++seq, ...e });
  }
  closing.push({ seq: ++seq, event: 'error', data: { code: 'INTERRUPTED', message } });
  const segments = record.finalSegments();
  const ref = { chatId: turn.chatId, turnId: turn.turnId, userMessageId: turn.userMessageId };
  const answer = segments.length ? { messageId: newId('msg'), segments, status: 'interrupted' as const } : undefined;
  const awaiting = turn.status === 'AWAITING_APPROVAL';
  const items = endTurnItems(ctx, ref, 'INTERRUPTED', answer, awaiting ? { from: 'AWAITING_APPROVAL' } : { leaseBefore: ctx.deps.clock.now().getTime() });
  items.push({
    Put: TurnEvents(ctx.deps.db)
      .put({
        userId: ctx.actor.userId,
        turnId: turn.turnId,
        fromSeq: seqKey(closing[0]!.seq),
        toSeq: seq,
        events: closing,
        expiresAt: Math.floor(ctx.deps.clock.now().getTime() / 1000) + 24 * 3600,
      })
      .params() as never,
  });
  try {
    await writeItems(ctx, items);
    ctx.deps.log.warn(awaiting ? 'unanswered approval settled' : 'dead turn settled', { userId: ctx.actor.userId, turnId: turn.turnId, events: events.length });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false; // settled by someone else, or alive (or answered) after all
    throw err;
  }
}

/**
 * Settle what has ended among a chat's `turns` (as just read): dead ones, expired waits and,
 * with `endWaits` (why), every wait: a new message is the person going on without answering
 * (SUPERSEDED_MESSAGE), a cancel is them stopping it (STOPPED_WAIT_MESSAGE). Returns how many
 * were settled, the turns still running and the one still waiting for an answer.
 */
export async function settleTurns(ctx: Ctx, turns: TurnRow[], opts: { endWaits?: string } = {}): Promise<{ settled: number; running: TurnRow[]; awaiting: TurnRow[] }> {
  const running: TurnRow[] = [];
  const awaiting: TurnRow[] = [];
  let settled = 0;
  for (const t of turns) {
    if (opts.endWaits && t.status === 'AWAITING_APPROVAL' && !waitOver(ctx, t)) settled += (await endUnfinished(ctx, t, opts.endWaits)) ? 1 : 0;
    else if (dead(ctx, t) || waitOver(ctx, t)) settled += (await settleTurn(ctx, t)) ? 1 : 0;
    else if (t.status === 'STREAMING') running.push(t);
    else if (t.status === 'AWAITING_APPROVAL') awaiting.push(t);
  }
  return { settled, running, awaiting };
}

/** Settle every ended turn of a chat; returns the turns still running and those waiting for an approval. */
export async function settleChat(ctx: Ctx, chatId: string): Promise<{ running: TurnRow[]; awaiting: TurnRow[] }> {
  return settleTurns(ctx, await chatTurns(ctx, chatId));
}

/** Every dead turn of the person, in any chat (before an export reads the messages). */
export async function settleAll(ctx: Ctx): Promise<void> {
  const turns = (await Turns(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ consistent: true, pages: 'all' })).data as TurnRow[];
  for (const t of turns) if (dead(ctx, t) || waitOver(ctx, t)) await settleTurn(ctx, t);
}
