import { newId } from '../../util/ids';
import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { TurnEvents, Turns, seqKey } from './turn-entities';
import { asAgentEvent, chatTurns, eventsAfter, type TurnRow } from './turn-read';
import { TurnRecord } from './turn-record';
import { endTurnItems, writeItems } from './turn-store';

export const DIED_MESSAGE = 'The answer stopped when the server writing it went away; what arrived is saved.';

const dead = (ctx: Ctx, t: TurnRow) => t.status === 'STREAMING' && t.leaseUntil < ctx.deps.clock.now().getTime();

/**
 * A STREAMING turn whose lease ran out belongs to an instance that died (a Lambda timeout, out
 * of memory, a deploy). Whoever reads it next ends it, once, as INTERRUPTED with what it had
 * stored: the answer so far becomes the chat's message, and the turn's last stored event is
 * `error INTERRUPTED`, so every reader (chat view, turn view, a resume) tells the same story.
 * The writes are conditioned on the turn still being dead: a live writer, or another reader
 * settling it first, wins.
 */
export async function settleTurn(ctx: Ctx, turn: TurnRow): Promise<boolean> {
  if (!dead(ctx, turn)) return false;
  const events = await eventsAfter(ctx, turn.turnId, 0);
  const record = new TurnRecord();
  for (const e of events) record.apply(asAgentEvent(e));
  const seq = (events.at(-1)?.seq ?? 0) + 1;
  const segments = record.finalSegments();
  const ref = { chatId: turn.chatId, turnId: turn.turnId, userMessageId: turn.userMessageId };
  const answer = segments.length ? { messageId: newId('msg'), segments, status: 'interrupted' as const } : undefined;
  const items = endTurnItems(ctx, ref, 'INTERRUPTED', answer, { leaseBefore: ctx.deps.clock.now().getTime() });
  items.push({
    Put: TurnEvents(ctx.deps.db)
      .put({
        userId: ctx.actor.userId,
        turnId: turn.turnId,
        fromSeq: seqKey(seq),
        toSeq: seq,
        events: [{ seq, event: 'error', data: { code: 'INTERRUPTED', message: DIED_MESSAGE } }],
        expiresAt: Math.floor(ctx.deps.clock.now().getTime() / 1000) + 24 * 3600,
      })
      .params() as never,
  });
  try {
    await writeItems(ctx, items);
    ctx.deps.log.warn('dead turn settled', { userId: ctx.actor.userId, turnId: turn.turnId, events: events.length });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false; // settled by someone else, or alive after all
    throw err;
  }
}

/** Settle the dead ones among a chat's `turns` (as just read); how many were settled, and the turns still running. */
export async function settleTurns(ctx: Ctx, turns: TurnRow[]): Promise<{ settled: number; running: TurnRow[] }> {
  const running: TurnRow[] = [];
  let settled = 0;
  for (const t of turns) {
    if (dead(ctx, t)) settled += (await settleTurn(ctx, t)) ? 1 : 0;
    else if (t.status === 'STREAMING') running.push(t);
  }
  return { settled, running };
}

/** Settle every dead turn of a chat; returns the turns still running. */
export async function settleChat(ctx: Ctx, chatId: string): Promise<TurnRow[]> {
  return (await settleTurns(ctx, await chatTurns(ctx, chatId))).running;
}

/** Every dead turn of the person, in any chat (before an export reads the messages). */
export async function settleAll(ctx: Ctx): Promise<void> {
  const turns = (await Turns(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ consistent: true, pages: 'all' })).data as TurnRow[];
  for (const t of turns) if (dead(ctx, t)) await settleTurn(ctx, t);
}
