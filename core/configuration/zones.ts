import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../context';
import type { Db } from '../db/client';

/**
 * The set of time zones any account uses, one small item, grown on every configuration write
 * (never shrunk: an unused zone costs the day close one empty Query). The hourly day close
 * reads it to know which zones to visit, then finds the users of each through gsi1.
 */
const KEY = { pk: 'TIMEZONES', sk: 'IN_USE' };

/**
 * Record a zone as in use. Outside the caller's transaction on purpose: every account writes
 * this one item, and inside transactions concurrent sign-ups would cancel each other.
 * Idempotent (a set ADD), so a retry or a repeat costs nothing.
 */
export async function noteZoneInUse(db: Db, timeZone: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: KEY,
      UpdateExpression: 'ADD zones :z',
      ExpressionAttributeValues: { ':z': new Set([timeZone]) },
    }),
  );
}

export async function zonesInUse(deps: Deps): Promise<string[]> {
  const res = await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: KEY, ConsistentRead: true }));
  const zones = res.Item?.zones as Set<string> | undefined;
  return zones ? [...zones].sort() : [];
}
