import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';

export type RawItem = Record<string, unknown> & { pk: string; sk: string };

/** Every item in a user's partition, page by page (a Query, never a Scan). */
export async function* partitionItems(db: Db, userId: string): AsyncGenerator<RawItem[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
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
