import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../../db/client';
import { isConditionFailed } from '../../../db/entity';
import { DAY_MS, MINUTE_MS, QUOTA_PARTITION } from './ledger';

/**
 * A link's call window: its UTC minute (rpm) or its UTC day (rpd), numbered from the epoch.
 * Each window is one item of its own (issue 48): before, one item per link per day held every
 * minute of the day, and a write cost 1 unit at 00:00 and 17 or more by 23:59 (the item grew
 * ~15 bytes a minute); an item per window is the same few numbers at every hour.
 */
export interface CallWindow {
  kind: 'minute' | 'day';
  index: number;
}

export const minuteWindow = (nowMs: number): CallWindow => ({ kind: 'minute', index: Math.floor(nowMs / MINUTE_MS) });
export const dayWindow = (nowMs: number): CallWindow => ({ kind: 'day', index: Math.floor(nowMs / DAY_MS) });

/** `QUOTA#mistral#m29412345` (a minute), `QUOTA#gemini#d20424` (a day): `n` calls taken, `i` the agent's (minutes only). */
export const callsKey = (link: string, w: CallWindow) => ({ pk: QUOTA_PARTITION, sk: `QUOTA#${link}#${w.kind === 'minute' ? 'm' : 'd'}${w.index}` });

/**
 * When the table's TTL (`expiresAt`) may delete a window: nothing reads a minute after the next
 * one (which reads its agent calls), nor a day after it ended; an hour and a day of grace keep
 * them readable for whoever looks at the table.
 */
export function expiresAtOf(w: CallWindow): number {
  const endMs = (w.index + 1) * (w.kind === 'minute' ? MINUTE_MS : DAY_MS);
  return Math.ceil(endMs / 1000) + (w.kind === 'minute' ? 3_600 : 86_400);
}

/** A window's counts: after a granted write, or as they stood when its condition refused it. */
export interface WindowCounts {
  ok: boolean;
  /** Calls taken from the window (every instance's blocks). */
  n: number;
  /** The agent's (interactive) calls spent in it, as written so far (minutes only). */
  i: number;
}

const num = (v: unknown): number => {
  // A refused condition's item comes back marshalled (lib-dynamodb leaves error items as they are).
  const n = typeof v === 'object' && v !== null && 'N' in v ? Number((v as { N: string }).N) : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Add `k` calls (negative: given back) and `agent` agent calls to a window in one UpdateItem,
 * granted only if the window held at most `max` calls before it. A refusal brings the item back
 * (ReturnValuesOnConditionCheckFailure), so nobody reads it to learn why: one command, also
 * when the window is spent. Throws when the table cannot be reached.
 */
export async function addCalls(db: Db, link: string, w: CallWindow, k: number, opts: { max?: number; agent?: number } = {}): Promise<WindowCounts> {
  const agent = w.kind === 'minute' && opts.agent !== undefined;
  const values: Record<string, number> = { ':k': k, ':ttl': expiresAtOf(w) };
  if (agent) values[':a'] = opts.agent!;
  if (opts.max !== undefined) values[':max'] = opts.max;
  try {
    const res = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: callsKey(link, w),
        // ADD of the agent calls even when 0: it brings back the minute's agent calls so far.
        UpdateExpression: `ADD #n :k${agent ? ', #i :a' : ''} SET expiresAt = :ttl`,
        ...(opts.max !== undefined
          ? { ConditionExpression: 'attribute_not_exists(#n) OR #n <= :max', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }
          : {}),
        ExpressionAttributeNames: { '#n': 'n', ...(agent ? { '#i': 'i' } : {}) },
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { ok: true, n: num(res.Attributes?.n), i: num(res.Attributes?.i) };
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    const item = (err as { Item?: Record<string, unknown> }).Item ?? {};
    return { ok: false, n: num(item.n), i: num(item.i) };
  }
}

/**
 * A window's counts read back (the last minute's agent calls, for the agent's pace): eventually
 * consistent, half a read unit; a pace that misses the last second's writes is still the pace.
 */
export async function readCalls(db: Db, link: string, w: CallWindow): Promise<{ n: number; i: number }> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: callsKey(link, w), ProjectionExpression: '#n, #i', ExpressionAttributeNames: { '#n': 'n', '#i': 'i' } }),
  );
  return { n: num(res.Item?.n), i: num(res.Item?.i) };
}
