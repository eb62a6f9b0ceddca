import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../context';
import type { Db } from '../db/client';
import { BoundedCache } from '../util/bounded-cache';

/**
 * The time zones any account uses, ONE ITEM PER ZONE under one key: the hourly day close
 * Queries them to know which zones to visit, then finds each zone's users through gsi1.
 * (It used to be one shared item that every sign-up and configuration write rewrote, and
 * that grew with every spelling of a zone: its write cost grew toward the item's whole size.)
 * Zones arrive canonical (zone-name.ts), so there are at most as many items as IANA zones.
 * None is ever removed: a zone whose last user left costs the day close one empty Query, and
 * removing it could race a sign-up that is about to use it.
 */
const PK = 'TIMEZONES';
const SK_PREFIX = 'ZONE#';

/** Zones this process has already recorded: a zone is written once per instance, not per write. */
const recorded = new BoundedCache<string, true>(1024);

/**
 * Record a zone as in use. Outside the caller's transaction on purpose (concurrent sign-ups
 * would cancel each other on a shared item), and idempotent: a plain put of a tiny item.
 */
export async function noteZoneInUse(db: Db, timeZone: string): Promise<void> {
  const key = `${db.tableName}|${timeZone}`;
  if (recorded.has(key)) return;
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: PK, sk: `${SK_PREFIX}${timeZone}`, zone: timeZone } }));
  recorded.getOrCreate(key, () => true);
}

export async function zonesInUse(deps: Deps): Promise<string[]> {
  const zones: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.doc.send(
      new QueryCommand({
        TableName: deps.db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :zone)',
        ExpressionAttributeValues: { ':pk': PK, ':zone': SK_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) zones.push(String(item.zone));
    start = page.LastEvaluatedKey;
  } while (start);
  return zones.sort();
}
