import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routeTableCommands } from './thin/route';
import { ThinTransport } from './thin/transport';

export { observeCommands } from './thin/route';
export type { CommandObserver, SentCommand } from './thin/observe';

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
 * One client per process (composition root); local endpoints get local credentials. The SDK
 * clients keep their types and their `send`, but the item operations (GetItem … TransactWrite)
 * go out through a thin transport of our own (core/db/thin/: AWS JSON 1.0, SigV4, keep-alive,
 * the SDK's retries and exception classes), because the SDK's per-command pipeline cost more
 * CPU than the request itself (docs/scale.md "CPU per command"). Credentials still come from
 * the SDK's provider chain, and every other command still goes through the SDK.
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
  const transport = new ThinTransport({
    endpoint: settings.endpoint ?? `https://dynamodb.${settings.region}.amazonaws.com`,
    region: settings.region,
    credentials: () => client.config.credentials(),
    maxAttempts: () => client.config.maxAttempts(),
  });
  routeTableCommands(client, doc, transport);
  return { client, doc, tableName: settings.tableName };
}
