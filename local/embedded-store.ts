import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../core/config';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { adoptSharedDb, localAccessKeyId } from './local-key';

export interface EmbeddedStore {
  dynamo: DynamoLocal;
  /** `config.db` pointed at it, with this data folder's own access key id. */
  db: Config['db'];
}

/**
 * DynamoDB Local persisted under DATA_DIR/ddb, reached with DATA_DIR's own access key id
 * (local-key.ts): what `npm start` and `npm run day-close` run on when no DYNAMODB_ENDPOINT is given.
 */
export async function startEmbeddedStore(config: Config): Promise<EmbeddedStore> {
  const dbPath = join(config.dataDir, 'ddb');
  const key = localAccessKeyId(config.dataDir);
  mkdirSync(dbPath, { recursive: true });
  if (adoptSharedDb(dbPath, key, config.db.region)) console.log("DynamoDB Local: the earlier shared database now belongs to this data folder's own key");
  const dynamo = await startDynamoLocal({ dbPath });
  return { dynamo, db: { ...config.db, endpoint: dynamo.endpoint, localAccessKeyId: key } };
}
