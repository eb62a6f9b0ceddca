import type { Ctx } from '../../../context';
import { queryRows } from '../../../util/direct';
import { AgentEvent } from '../protocol/events';
import { seqKey, TurnEvents, Turns } from './entities';
import type { SeqEvent } from './journal';

import type { TurnStatus } from './entities';
import type { StepCount } from './usage';

/** A turn as read from the table. */
export interface TurnRow {
  userId: string;
  chatId: string;
  turnId: string;
  userMessageId: string;
  clientMessageId?: string;
  status: TurnStatus;
  leaseUntil: number;
  servedLink?: string;
  servedModel?: string;
  assistantMessageId?: string;
  awaitingUntil?: number;
  /** Each step's link and tokens (record/usage.ts). */
  steps?: StepCount[];
  skippedChunks?: number;
  createdAt: string;
}

/** The turn, read strongly (a resume must see what its writer just wrote). */
export async function loadTurn(ctx: Ctx, chatId: string, turnId: string): Promise<TurnRow | null> {
  return (await Turns(ctx.deps.db).get({ userId: ctx.actor.userId, chatId, turnId }).go({ consistent: true })).data as TurnRow | null;
}

/**
 * The chat's turns (recent ones and any still STREAMING: the others expire a day after they
 * end). Read without ElectroDB (core/util/direct.ts), as every turn's open reads them.
 */
export async function chatTurns(ctx: Ctx, chatId: string): Promise<TurnRow[]> {
  return (await queryRows(ctx.deps.db, Turns(ctx.deps.db), { userId: ctx.actor.userId, chatId }, { consistent: true })).items as TurnRow[];
}

/**
 * The turn's stored events with a sequence number above `after`, in order. Chunks are keyed by
 * their first sequence number, so the Query starts at the chunk that may hold `after + 1`.
 */
export async function eventsAfter(ctx: Ctx, turnId: string, after: number): Promise<SeqEvent[]> {
  const rows = (
    await TurnEvents(ctx.deps.db)
      .query.primary({ userId: ctx.actor.userId, turnId })
      .go({ consistent: true, pages: 'all' })
  ).data;
  const out: SeqEvent[] = [];
  let last = after;
  for (const row of rows) {
    if (row.toSeq <= after) continue;
    for (const e of row.events as SeqEvent[]) {
      // A chunk rewritten by a retried flush holds a superset: each sequence number once.
      if (e.seq > last) {
        out.push(e);
        last = e.seq;
      }
    }
  }
  return out;
}

/** A stored event as the contract's event (stored events were valid when they were sent). */
export const asAgentEvent = (e: SeqEvent): AgentEvent => ({ event: e.event, data: e.data }) as AgentEvent;

export { seqKey };
