import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../context';
import type { TxItem } from '../util/tx';
import { addHitsInput, hitsOf, windowKey } from './commands';
import { windowOf, type RateRule } from './window';

/**
 * The agent's model calls per person and hour (issue 47: AI_AGENT_CALLS_PER_HOUR), counted as
 * calls, not stream requests: a turn's every step and an approval answer's steps draw from it.
 * Before, an approval answer counted nothing and restarted its turn with 8 fresh steps, and
 * one stream request bought 328 model calls.
 *
 * No write of its own on the turn's path: a part of a turn (the turn's start, an approval's
 * answer) RESERVES the calls it may make inside the transaction it writes anyway (the hourly
 * window's hits + n, only while that stays within the limit: exact across instances), and its
 * end gives back what it did not make inside the end's transaction. A reservation that is
 * never given back (its instance died) stays spent until its hour ends: at most one turn's
 * steps, and only the person's own.
 */
export interface CallReservation {
  /** The window the calls were taken from (its start, epoch s): the give-back goes there. */
  windowStart: number;
  /** Calls reserved. */
  calls: number;
  /** Fewer than the turn's steps allowed: the person's hour, not the turn, set this part's end. */
  capped: boolean;
}

/** Reserve `calls` of the current window, as one item of the caller's transaction; its failed condition: fewer are left. */
export function reserveCalls(deps: Deps, scope: string, rule: RateRule, calls: number, capped: boolean): { item: TxItem; reservation: CallReservation } {
  const { windowStart } = windowOf(deps.clock.now().getTime(), rule);
  const input = addHitsInput(deps.db.tableName, { scope, bucket: rule.bucket, windowStart }, calls, windowStart + rule.windowS + 60, { op: 'lte', limit: rule.limit - calls });
  return { item: { Update: input as never }, reservation: { windowStart, calls, capped } };
}

/** The calls of `r` that were not made, back to their window, as one item of the end's transaction (none when all were). */
export function returnCalls(deps: Deps, scope: string, rule: RateRule, r: CallReservation | undefined, made: number): TxItem[] {
  const unused = r ? r.calls - Math.min(made, r.calls) : 0;
  if (!r || unused <= 0) return [];
  return [{ Update: addHitsInput(deps.db.tableName, { scope, bucket: rule.bucket, windowStart: r.windowStart }, -unused, r.windowStart + rule.windowS + 60, undefined) as never }];
}

/** Calls left in the current window, read consistently: asked only after a reservation was refused (the window is nearly spent). */
export async function callsLeft(deps: Deps, scope: string, rule: RateRule): Promise<number> {
  const { windowStart } = windowOf(deps.clock.now().getTime(), rule);
  const res = await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: windowKey({ scope, bucket: rule.bucket, windowStart }), ConsistentRead: true }));
  return Math.max(0, rule.limit - hitsOf(res.Item));
}
