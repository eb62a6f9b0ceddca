import { Entity } from 'electrodb';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bindEntity, isConditionFailed, SERVICE, userPk } from '../db/entity';
import { getRow, queryRows } from '../util/direct';
import { deleteParams, patchParams, putParams, type Cond } from '../util/direct-writes';
import type { TxItem } from '../util/tx';

/**
 * Concurrent agent turns per user (A9), as leased slot items in the table. A slot belongs to
 * the running TURN, not to the connection (CONTRACT): a client that disconnects keeps its turn
 * going and its slot held, so six cut streams can never run six model calls at once. The slot
 * frees when the turn ends, when it is cancelled (the item is deleted, so the next turn fits at
 * once), or when its lease runs out because the instance running it died. Exported for the
 * tests that compare the direct writes with ElectroDB's (tests/integration/scale).
 */
export const StreamSlots = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'streamSlot', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          slot: { type: 'number', required: true },
          holder: { type: 'string', required: true },
          /** The chat whose turn holds the slot: what `POST …/chats/{id}/cancel` looks for. */
          chatId: { type: 'string' },
          leaseUntil: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['slot'], template: 'STREAMSLOT#${slot}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export const MAX_STREAMS_PER_USER = 2;

/** The refusal when every slot is held (A9), before any model call. */
export const tooManyStreams = () => new AppError('TOO_MANY_STREAMS', 'Two answers are already streaming; wait for one to finish');
/** Renewed by every heartbeat (15 s), so a dead instance's slot frees within a minute. */
export const SLOT_LEASE_MS = 60_000;

export interface SlotLease {
  readonly holder: string;
  /** Extend the lease; false when the slot is no longer this turn's (cancelled, or expired and taken). */
  renew(): Promise<boolean>;
  /** A strongly consistent look: is the slot still this turn's? (how a cancel on another instance is seen) */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

const leaseTimes = (ctx: Ctx) => {
  const until = ctx.deps.clock.now().getTime() + SLOT_LEASE_MS;
  return { leaseUntil: until, expiresAt: Math.ceil(until / 1000) + 3600 };
};

/**
 * The lease on `slot` once its put has landed: renew, look, release — each conditioned on the
 * holder. Built without ElectroDB (core/util/direct-writes.ts): heartbeats run all turn long.
 */
function leaseOn(ctx: Ctx, slot: number, holder: string): SlotLease {
  const { userId } = ctx.actor;
  const { db } = ctx.deps;
  const entity = StreamSlots(db);
  const key = { userId, slot };
  const heldBy = (c: Cond) => c.eq('holder', holder);
  return {
    holder,
    async renew() {
      try {
        await db.doc.send(new UpdateCommand({ ...patchParams(db, entity, key, { set: leaseTimes(ctx), where: heldBy }), ReturnValues: 'NONE' }));
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
    async stillHeld() {
      const row = await getRow(db, entity, key, { consistent: true, attributes: ['holder'] });
      return row?.holder === holder;
    },
    async release() {
      await db.doc.send(new DeleteCommand({ ...deleteParams(db, entity, key, heldBy), ReturnValues: 'NONE' })).catch((err) => {
        if (!isConditionFailed(err)) throw err;
      });
    },
  };
}

/** The put that takes `slot` for a turn of `chatId`, only while it is free or its lease ran out. */
function claimParams(ctx: Ctx, chatId: string, slot: number, holder: string) {
  const now = ctx.deps.clock.now().getTime();
  const row = { userId: ctx.actor.userId, slot, holder, chatId, ...leaseTimes(ctx) };
  return putParams(ctx.deps.db, StreamSlots(ctx.deps.db), row, (c) => `${c.notExists('holder')} OR ${c.lt('leaseUntil', now)}`);
}

/** The first slot free now (none held, or its lease ran out), from one consistent read of them all; undefined when every slot is busy. */
export async function freeSlot(ctx: Ctx, max = MAX_STREAMS_PER_USER): Promise<number | undefined> {
  const rows = (await queryRows(ctx.deps.db, StreamSlots(ctx.deps.db), { userId: ctx.actor.userId }, { consistent: true })).items;
  const now = ctx.deps.clock.now().getTime();
  for (let slot = 0; slot < max; slot++) {
    const row = rows.find((r) => r.slot === slot);
    if (!row || row.leaseUntil < now) return slot;
  }
  return undefined;
}

/**
 * Taking `slot` as one item of the caller's transaction (the turn's first write): the put,
 * and the lease it gives once the transaction lands. A failed condition on it means another
 * turn took the slot since `freeSlot` looked.
 */
export function slotClaim(ctx: Ctx, chatId: string, slot: number): { item: TxItem; lease: SlotLease } {
  const holder: string = randomUUID();
  return { item: { Put: claimParams(ctx, chatId, slot, holder) }, lease: leaseOn(ctx, slot, holder) };
}

/**
 * Free the slots of the actor's running turns — those of one chat, or all of them (logout) —
 * and return their holders. The slot is free the moment this returns; the turn that held it
 * sees it gone (its own instance at once, any other within its watch interval) and stops.
 */
export async function releaseTurnSlots(ctx: Ctx, chatId?: string): Promise<string[]> {
  const entity = StreamSlots(ctx.deps.db);
  const rows = (await entity.query.primary({ userId: ctx.actor.userId }).go({ consistent: true, pages: 'all' })).data;
  const freed: string[] = [];
  for (const row of rows) {
    if (chatId !== undefined && row.chatId !== chatId) continue;
    try {
      await entity
        .delete({ userId: row.userId, slot: row.slot })
        .where((a, op) => op.eq(a.holder, row.holder))
        .go({ response: 'none' });
      freed.push(row.holder);
    } catch (err) {
      if (!isConditionFailed(err)) throw err; // it ended (or changed hands) meanwhile
    }
  }
  return freed;
}
