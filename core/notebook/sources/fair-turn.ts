import { Entity } from 'electrodb';
import type { Ctx } from '../../context';
import { bindEntity, isConditionFailed, SERVICE, userPk } from '../../db/entity';

/**
 * When a person's last source piece began (issue 47: four slow PDFs of one person made another
 * person's text wait 120 s on a first-come-first-served queue). One small item per person,
 * gone by its TTL a day after the person's last read; not the person's data (the export leaves
 * it out, the account deletion sweeps the partition).
 */
export const SourceTurns = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookSourceTurn', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          lastTurnAt: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'NBTURN', casing: 'none' } },
        },
      },
      cfg,
    ),
);

const TURN_TTL_S = 24 * 3600;

/**
 * Round robin between people on one shared queue. A message may start its piece only if no
 * piece of the same person began after the message was queued (`queuedAt`): otherwise the
 * person already had a turn while this message waited, and it goes to the back of the queue
 * (a new message, queued now), behind everyone who queued meanwhile. Checked and recorded in
 * one conditional write, so two of a person's messages taken at once cannot both pass on the
 * same old turn. True: start now (the turn is recorded); false: go to the back.
 *
 * Nothing waits on a timer, and a person alone is never held back for long: a message queued
 * again after the person's last turn began passes when it comes round, so each round lets one
 * more of that person's messages begin (pieces already running keep their workers). Each turn
 * sends a waiting message of the same person to the back at most once, so the extra queue
 * traffic is bounded by the person's own waiting messages. A message with no `queuedAt`
 * (sent before this rule) just starts.
 */
export async function takeTurn(ctx: Ctx, queuedAt: number | undefined): Promise<boolean> {
  const now = ctx.deps.clock.now().getTime();
  const turn = SourceTurns(ctx.deps.db).put({ userId: ctx.actor.userId, lastTurnAt: now, expiresAt: Math.ceil(now / 1000) + TURN_TTL_S });
  try {
    // `<=`: a message queued in the same millisecond as the turn began is not behind it (a
    // clock that does not move must never send a message round forever).
    if (queuedAt === undefined) await turn.go({ response: 'none' });
    else await turn.where((a, op) => `${op.notExists(a.lastTurnAt)} OR ${op.lte(a.lastTurnAt, queuedAt)}`).go({ response: 'none' });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}
