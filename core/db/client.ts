import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cacheResolvedHandlers } from './handler-cache';

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

/**
 * One client per process (composition root); local endpoints get local credentials. Its
 * per-command work is cut where the SDK allows (handler-cache.ts: the middleware chain and
 * the signer built once, not per command; docs/scale.md "CPU per command").
 */
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
  cacheResolvedHandlers(client, doc);
  return { client, doc, tableName: settings.tableName };
}
