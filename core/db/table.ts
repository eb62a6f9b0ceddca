import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

/**
 * The single table's shape, shared by the local runtime, the tests and stacks/Data.ts:
 * pk/sk, one overloaded GSI, TTL on `expiresAt` (rate windows, leases, cooldowns, sessions).
 *
 * gsi1 copies only what its readers read (INCLUDE), not whole items: index storage and the
 * index writes of updates that touch nothing projected (a chat's memory note, a user's
 * widgets) are not paid. Its readers (tests/unit/db/gsi1-readers.test.ts lists them):
 * - Chats.byActivity (listChats: id, title, createdAt, lastActivityAt);
 * - Configurations.byTimeZone (the day close: userId);
 * and ElectroDB's own `__edb_e__`/`__edb_v__`, without which it drops every item it reads.
 * A new reader adds what it reads here. DynamoDB cannot change an existing index's projection:
 * after launch, a change means a new index (name) beside this one, then dropping it.
 */
export const TABLE_KEYS = {
  pk: 'pk',
  sk: 'sk',
  gsi1: {
    name: 'gsi1',
    pk: 'gsi1pk',
    sk: 'gsi1sk',
    include: ['__edb_e__', '__edb_v__', 'userId', 'chatId', 'title', 'createdAt', 'lastActivityAt'],
  },
  ttl: 'expiresAt',
} as const;

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'exists';
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  const { pk, sk, gsi1, ttl } = TABLE_KEYS;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [pk, sk, gsi1.pk, gsi1.sk].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: pk, KeyType: 'HASH' },
        { AttributeName: sk, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: gsi1.name,
          KeySchema: [
            { AttributeName: gsi1.pk, KeyType: 'HASH' },
            { AttributeName: gsi1.sk, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...gsi1.include] },
        },
      ],
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttl, Enabled: true },
    }),
  );
  return 'created';
}
