import { Entity } from 'electrodb';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { bindEntity, isConditionFailed, SERVICE, userPk } from '../db/entity';

/**
 * A per-user mutex in the table: work that reads, decides and then writes several items (an
 * onboarding accept creating habits one by one) runs one at a time for a person, on any
 * instance. A holder that dies frees it when its lease runs out.
 */
const UserLeases = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'userLease', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          holder: { type: 'string', required: true },
          leaseUntil: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['name'], template: 'LEASE#${name}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface LeaseOptions {
  /** Longer than the work can take: a live holder is never overtaken. */
  leaseMs?: number;
  /** How long a second caller waits for the first to finish before giving up with CONFLICT. */
  waitMs?: number;
}

export async function withUserLease<T>(ctx: Ctx, name: string, work: () => Promise<T>, opts: LeaseOptions = {}): Promise<T> {
  const { leaseMs = 60_000, waitMs = 20_000 } = opts;
  const entity = UserLeases(ctx.deps.db);
  const holder: string = randomUUID();
  const { userId } = ctx.actor;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const now = ctx.deps.clock.now().getTime();
    try {
      await entity
        .put({ userId, name, holder, leaseUntil: now + leaseMs, expiresAt: Math.ceil((now + leaseMs) / 1000) + 3600 })
        .where((a, op) => `${op.notExists(a.holder)} OR ${op.lt(a.leaseUntil, now)}`)
        .go({ response: 'none' });
      break;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      if (Date.now() > deadline) throw new AppError('CONFLICT', 'The same request is still running; try again in a moment');
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 50));
    }
  }
  try {
    return await work();
  } finally {
    await entity
      .delete({ userId, name })
      .where((a, op) => op.eq(a.holder, holder))
      .go({ response: 'none' })
      .catch((err) => {
        if (!isConditionFailed(err)) throw err;
      });
  }
}

/** For the export/deletion fixture: a lease held as a running accept holds it. */
export async function holdUserLease(ctx: Ctx, name: string): Promise<void> {
  const now = ctx.deps.clock.now().getTime();
  const holder: string = randomUUID();
  await UserLeases(ctx.deps.db).put({ userId: ctx.actor.userId, name, holder, leaseUntil: now + 60_000, expiresAt: Math.ceil(now / 1000) + 3660 }).go({ response: 'none' });
}
