import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';

export type RawItem = Record<string, unknown> & { pk: string; sk: string };

/** A sort-key range within the partition: `sk < below`, `sk > above`, or `begins_with(sk, prefix)`. */
export type SkRange = { below: string } | { above: string } | { prefix: string };

function skCondition(range: SkRange | undefined): { expr: string; values: Record<string, string> } {
  if (!range) return { expr: '', values: {} };
  if ('below' in range) return { expr: ' AND sk < :sk', values: { ':sk': range.below } };
  if ('above' in range) return { expr: ' AND sk > :sk', values: { ':sk': range.above } };
  return { expr: ' AND begins_with(sk, :sk)', values: { ':sk': range.prefix } };
}

/**
 * Every item in a user's partition (or a sort-key range of it), page by page (a Query, never a
 * Scan); with `afterSk`, only the items that sort after it (an export going on from its cursor).
 */
export async function* partitionItems(db: Db, userId: string, range?: SkRange, afterSk?: string): AsyncGenerator<RawItem[]> {
  let start: Record<string, unknown> | undefined = afterSk === undefined ? undefined : { pk: `USER#${userId}`, sk: afterSk };
  const sk = skCondition(range);
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: `pk = :pk${sk.expr}`,
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ...sk.values },
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []) as RawItem[];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Delete keys 25 at a time, retrying what DynamoDB hands back as unprocessed. */
export async function deleteKeys(db: Db, keys: { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept items unprocessed while deleting a partition');
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const res = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
      requests = (res.UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
    }
  }
}
