import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DbSettings {
  endpoint: string | undefined;
  region: string;
  tableName: string;
}

export interface Db {
  client: DynamoDBClient;
  doc: DynamoDBDocumentClient;
  tableName: string;
}

/** One client per process (composition root); local endpoints get dummy credentials. */
export function createDb(settings: DbSettings): Db {
  const client = new DynamoDBClient({
    region: settings.region,
    ...(settings.endpoint
      ? { endpoint: settings.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { client, doc, tableName: settings.tableName };
}
