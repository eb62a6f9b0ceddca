import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DbSettings {
  endpoint: string | undefined;
  region: string;
  tableName: string;
  /**
   * The access key id for a local endpoint (default `local`). DynamoDB Local keeps a separate
   * database per access key id and region, so `npm start` uses a random one of its own.
   */
  localAccessKeyId?: string;
}

export interface Db {
  client: DynamoDBClient;
  doc: DynamoDBDocumentClient;
  tableName: string;
}

/** One client per process (composition root); local endpoints get local credentials. */
export function createDb(settings: DbSettings): Db {
  const client = new DynamoDBClient({
    region: settings.region,
    ...(settings.endpoint
      ? { endpoint: settings.endpoint, credentials: { accessKeyId: settings.localAccessKeyId ?? 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { client, doc, tableName: settings.tableName };
}
