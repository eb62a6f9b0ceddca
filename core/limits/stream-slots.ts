import { Entity } from 'electrodb';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context';
import { bindEntity, isConditionFailed, SERVICE, userPk } from '../db/entity';

/**
 * Concurrent agent streams per user (A9), as leased slot items in the table: a Lambda that
 * dies mid-turn cannot hold a slot past its lease, and every instance sees the same slots.
 */
const StreamSlots = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'streamSlot', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          slot: { type: 'number', required: true },
          holder: { type: 'string', required: true },
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
/** Renewed by every heartbeat (15 s), so a dead holder frees its slot within a minute. */
export const SLOT_LEASE_MS = 60_000;

export interface SlotLease {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** Take a free (or expired) slot, or return undefined: the caller answers TOO_MANY_STREAMS. */
export async function acquireStreamSlot(ctx: Ctx, max = MAX_STREAMS_PER_USER): Promise<SlotLease | undefined> {
  const holder: string = randomUUID();
  const { userId } = ctx.actor;
  const entity = StreamSlots(ctx.deps.db);
  const lease = () => {
    const until = ctx.deps.clock.now().getTime() + SLOT_LEASE_MS;
    return { leaseUntil: until, expiresAt: Math.ceil(until / 1000) + 3600 };
  };
  for (let slot = 0; slot < max; slot++) {
    const now = ctx.deps.clock.now().getTime();
    try {
      await entity
        .put({ userId, slot, holder, ...lease() })
        .where((a, op) => `${op.notExists(a.holder)} OR ${op.lt(a.leaseUntil, now)}`)
        .go({ response: 'none' });
    } catch (err) {
      if (isConditionFailed(err)) continue;
      throw err;
    }
    return {
      async renew() {
        try {
          await entity.patch({ userId, slot }).set(lease()).where((a, op) => op.eq(a.holder, holder)).go({ response: 'none' });
          return true;
        } catch (err) {
          if (isConditionFailed(err)) return false; // lease lost (expired and taken)
          throw err;
        }
      },
      async release() {
        await entity
          .delete({ userId, slot })
          .where((a, op) => op.eq(a.holder, holder))
          .go({ response: 'none' })
          .catch((err) => {
            if (!isConditionFailed(err)) throw err;
          });
      },
    };
  }
  return undefined;
}
