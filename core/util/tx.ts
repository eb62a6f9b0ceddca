import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on items per transaction. */
export const MAX_TX_ITEMS = 100;

/** One all-or-nothing write. ElectroDB builds each item (`.params()`), so keys stay typed. */
export async function transact(db: Db, items: TxItem[]): Promise<void> {
  if (!items.length) return;
  await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * A ConditionCheck on a version attribute: "this row is still what I read". Used for rows a
 * write depends on without changing them (e.g. a goal's ancestors while adding a child).
 */
export function versionCheck(key: { TableName?: string; Key?: Record<string, unknown> }, version: number): TxItem {
  return {
    ConditionCheck: {
      TableName: key.TableName,
      Key: key.Key,
      ConditionExpression: '#v = :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': version },
    },
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const RACE_REASONS = new Set(['None', 'ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Thrown by an attempt that finds, on a consistent read made while writing, that a row it
 * decided on has changed since: the attempt lost a race exactly as a failed condition would.
 */
export class StaleRead extends Error {
  override name = 'StaleRead';
}

/**
 * A write that lost a race: a failed condition, or a transaction cancelled only because of
 * conditions or a concurrent transaction. A transaction cancelled for anything else (an item
 * too large, a validation error) is a bug and must surface, not be retried into a CONFLICT.
 */
export function lostRace(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if (e instanceof StaleRead) return true;
    const { name, CancellationReasons } = e as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') return true;
    if (name === 'TransactionCanceledException') {
      return (CancellationReasons ?? []).every((r) => RACE_REASONS.has(r.Code ?? 'None'));
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A transaction cancelled only by races, told apart by item (its index in the request): the
 * items whose condition failed and those that met a concurrent transaction. Undefined for any
 * other error, or when an item failed for another reason (too large, invalid: a bug, not a
 * refusal). For callers whose refusals depend on WHICH item failed (the agent's first write).
 */
export function cancelledItems(err: unknown): { conditions: Set<number>; conflicts: Set<number> } | undefined {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException' || !e.CancellationReasons) return undefined;
  const conditions = new Set<number>();
  const conflicts = new Set<number>();
  for (const [i, r] of e.CancellationReasons.entries()) {
    if (r.Code === 'ConditionalCheckFailed') conditions.add(i);
    else if (r.Code === 'TransactionConflict') conflicts.add(i);
    else if (!RACE_REASONS.has(r.Code ?? 'None')) return undefined;
  }
  return { conditions, conflicts };
}

/**
 * Optimistic concurrency, one pattern for every service here: `attempt` READS, decides (and
 * throws AppError for business refusals), then WRITES with conditions saying "what I read is
 * still true". A failed condition means someone else wrote in between, so the whole attempt
 * runs again on fresh data — never a blind retry of the write. A duplicate name or a deleted
 * category is then reported by the read phase with its proper error.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!lostRace(err)) throw err;
      if (i + 1 >= tries) {
        throw new AppError('CONFLICT', 'This item was changed by another request at the same time; try again');
      }
      // Exponential backoff with full jitter: a burst of writers on one row (the agent's
      // parallel tool calls on one board) spreads out instead of colliding again in step.
      await pause(5 + Math.random() * Math.min(250, 10 * 2 ** i));
    }
  }
}

/**
 * Reads that decide a conditional write are strongly consistent: an eventually consistent
 * read could miss the write just made (a fresh name claim, the status a complete just set)
 * and turn one request into a spurious retry — or answer with yesterday's value.
 */
export const CONSISTENT = { consistent: true } as const;
