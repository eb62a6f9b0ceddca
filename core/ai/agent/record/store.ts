// ROOM record/: what a turn leaves in the table, whatever instance runs or reads it —
// entities.ts (the turn item and its event chunks), store.ts (its first write, lease, end),
// journal.ts (events on their way to the table), transcript.ts (the answer rebuilt from the
// events the client got), read.ts (turns and events as read back), usage.ts (a turn's tokens,
// summed over its steps) and settle.ts (a turn whose writer died or whose approval ran out,
// ended once as INTERRUPTED).
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ctx } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { getRow } from '../../../util/direct';
import { keyParams, patchParams, putParams } from '../../../util/direct-writes';
import { newId } from '../../../util/ids';
import type { TxItem } from '../../../util/tx';
import { Chats, Messages } from '../chat/entities';
import { NEW_CHAT_TITLE, titleFromMessage } from '../chat/schema';
import type { ServedBy } from '../protocol/events';
import type { Segment } from '../protocol/segments';
import type { StepCount } from './usage';
import { TURN_KEPT_S, TurnKeys, Turns, type TurnStatus } from './entities';

export interface TurnRef {
  chatId: string;
  turnId: string;
  userMessageId: string;
}

const nowS = (ctx: Ctx) => Math.floor(ctx.deps.clock.now().getTime() / 1000);

export interface TurnStart {
  ref: TurnRef;
  /** The person's message as stored (and as the model's window ends with it). */
  userMessage: { messageId: string; turnId: string; role: 'user'; segments: Segment[]; createdAt: string };
  items: TxItem[];
  /** Index in `items` of the chat's update (its failed condition: the chat is gone) and of the claim (taken: a duplicate POST). */
  chatItem: number;
  claimItem?: number;
}

/**
 * The turn's first write, as transaction items: the person's message (whatever the model does
 * next, what they wrote is never lost), the chat's activity time and title (the only chat
 * update of a turn), the turn record (STREAMING, leased by this instance) and, for a POST
 * carrying a `clientMessageId`, the claim that makes it idempotent. The chat's update is
 * conditioned on the chat existing: no message lands in a chat that is gone.
 */
export function startTurnItems(ctx: Ctx, chat: { chatId: string; title: string }, text: string, opts: { leaseUntil: number; clientMessageId?: string }): TurnStart {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const now = ctx.deps.clock.now().toISOString();
  const ref: TurnRef = { chatId: chat.chatId, turnId: newId('trn'), userMessageId: newId('msg') };
  const userMessage = { messageId: ref.userMessageId, turnId: ref.turnId, role: 'user' as const, segments: [{ type: 'text' as const, text }], createdAt: now };
  // Built without ElectroDB (core/util/direct-writes.ts): the agent's critical path (issue 35).
  const items: TxItem[] = [
    { Put: putParams(db, Messages(db), { userId, chatId: chat.chatId, ...userMessage }) },
    {
      Update: patchParams(db, Chats(db), { userId, chatId: chat.chatId }, { set: { lastActivityAt: now, ...(chat.title === NEW_CHAT_TITLE ? { title: titleFromMessage(text) } : {}) } }),
    },
    {
      Put: putParams(db, Turns(db), { userId, chatId: chat.chatId, turnId: ref.turnId, userMessageId: ref.userMessageId, clientMessageId: opts.clientMessageId, status: 'STREAMING', leaseUntil: opts.leaseUntil, createdAt: now }),
    },
  ];
  let claimItem: number | undefined;
  if (opts.clientMessageId) {
    claimItem = items.length;
    items.push({ Put: putParams(db, TurnKeys(db), { userId, chatId: chat.chatId, clientMessageId: opts.clientMessageId, turnId: ref.turnId, expiresAt: nowS(ctx) + TURN_KEPT_S }) });
  }
  return { ref, userMessage, items, chatItem: 1, ...(claimItem !== undefined ? { claimItem } : {}) };
}

/** The turn a `clientMessageId` already started in this chat, if any. */
export async function claimedTurn(ctx: Ctx, chatId: string, clientMessageId: string): Promise<string | undefined> {
  const row = await getRow(ctx.deps.db, TurnKeys(ctx.deps.db), { userId: ctx.actor.userId, chatId, clientMessageId }, { consistent: true });
  return row?.turnId;
}

/** Heartbeat: the turn is still alive on this instance. False once it is no longer STREAMING. */
export async function renewTurnLease(ctx: Ctx, ref: TurnRef, leaseUntil: number): Promise<boolean> {
  const { db } = ctx.deps;
  try {
    const params = patchParams(db, Turns(db), { userId: ctx.actor.userId, chatId: ref.chatId, turnId: ref.turnId }, { set: { leaseUntil }, where: (c) => c.eq('status', 'STREAMING') });
    await db.doc.send(new UpdateCommand({ ...params, ReturnValues: 'NONE' }));
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

export interface StoredAnswer {
  messageId: string;
  segments: Segment[];
  status: 'complete' | 'interrupted';
  servedLinks?: string;
  servedBy?: ServedBy | null;
  tokensIn?: number;
  tokensOut?: number;
  /** Every step of the turn (those before an approval too): stored on the turn, which the view sums. */
  steps?: StepCount[];
  /** Unreadable chunks skipped in streams that then finished cleanly: the turn's stored warning. */
  skippedChunks?: number;
}

/**
 * How a turn ends, as transaction items for `EventSink.finish` (with its last events): the
 * answer (beside a check that its chat still exists) and the turn's final status. The turn
 * must still be STREAMING: one whose lease ran out may already have been settled by a reader.
 */
export function endTurnItems(
  ctx: Ctx,
  ref: TurnRef,
  status: Exclude<TurnStatus, 'STREAMING'>,
  answer?: StoredAnswer,
  opts: {
    /** Settling a dead turn: only while its lease is still expired (a live writer wins). */
    leaseBefore?: number;
    /** The status it must still have: STREAMING, or AWAITING_APPROVAL for a wait that ends unanswered. */
    from?: 'STREAMING' | 'AWAITING_APPROVAL';
    /** Pausing for an approval: until when it waits (epoch ms). */
    awaitingUntil?: number;
    /** Pausing for an approval: the steps so far, which the continuation adds to. */
    steps?: StepCount[];
  } = {},
): TxItem[] {
  const from = opts.from ?? 'STREAMING';
  const steps = answer?.steps ?? opts.steps;
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const items: TxItem[] = [
    {
      Update: patchParams(db, Turns(db), { userId, chatId: ref.chatId, turnId: ref.turnId }, {
        set: {
          status,
          expiresAt: nowS(ctx) + TURN_KEPT_S,
          ...(answer ? { assistantMessageId: answer.messageId } : {}),
          ...(answer?.servedBy ? { servedLink: answer.servedBy.link, servedModel: answer.servedBy.model } : {}),
          ...(opts.awaitingUntil !== undefined ? { awaitingUntil: opts.awaitingUntil } : {}),
          ...(steps?.length ? { steps } : {}),
          ...(answer?.skippedChunks ? { skippedChunks: answer.skippedChunks } : {}),
        },
        where: (c) => (opts.leaseBefore === undefined ? c.eq('status', from) : `${c.eq('status', from)} AND ${c.lt('leaseUntil', opts.leaseBefore)}`),
      }),
    },
  ];
  if (answer) {
    const { servedBy, servedLinks, messageId, steps: _steps, skippedChunks: _skipped, ...rest } = answer;
    items.push(
      {
        Put: putParams(db, Messages(db), {
          userId,
          chatId: ref.chatId,
          messageId,
          turnId: ref.turnId,
          role: 'assistant',
          createdAt: ctx.deps.clock.now().toISOString(),
          ...rest,
          servedBy: servedLinks,
          servedLink: servedBy?.link,
          servedModel: servedBy?.model,
        }),
      },
      chatExists(ctx, ref.chatId),
    );
  }
  return items;
}

/** A check that the chat still exists: nothing of a turn lands in a chat that is gone. */
export function chatExists(ctx: Ctx, chatId: string): TxItem {
  const { db } = ctx.deps;
  return { ConditionCheck: { ...keyParams(db, Chats(db), { userId: ctx.actor.userId, chatId }), ConditionExpression: 'attribute_exists(pk)' } };
}

export async function writeItems(ctx: Ctx, items: TxItem[]): Promise<void> {
  await ctx.deps.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
}
