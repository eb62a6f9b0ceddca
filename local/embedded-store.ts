import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../core/config';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { adoptDatabase, FOREIGN_DIR, newRunKey, ownerOnly, restDatabase } from './local-key';

export interface EmbeddedStore {
  dynamo: DynamoLocal;
  /** `config.db` pointed at it, with this run's own access key id. */
  db: Config['db'];
}

/**
 * DynamoDB Local persisted under DATA_DIR/ddb, reached with a key id made for this run
 * (local-key.ts): what `npm start` and `npm run day-close` run on when no DYNAMODB_ENDPOINT is
 * given. DATA_DIR (the dev auth secret too) and the database are the owner's only.
 */
export async function startEmbeddedStore(config: Config): Promise<EmbeddedStore> {
  const dbPath = join(config.dataDir, 'ddb');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  ownerOnly(dbPath);
  const key = newRunKey();
  const region = config.db.region;
  const { adopted, foreign } = adoptDatabase(config.dataDir, dbPath, key, region);
  if (adopted === 'shared-local-instance.db') {
    console.log('DynamoDB Local: the earlier shared database is now this data folder’s own');
  }
  if (foreign.length) {
    console.warn(`DynamoDB Local: ${foreign.length} database file(s) no run of this folder made were moved to ${join(dbPath, FOREIGN_DIR)} and not opened`);
  }
  let dynamo: DynamoLocal;
  try {
    dynamo = await startDynamoLocal({ dbPath, probeAs: { keyId: key, region } });
  } catch (err) {
    restDatabase(dbPath, key, region);
    throw err;
  }
  const stop = async () => {
    await dynamo.stop();
    restDatabase(dbPath, key, region);
  };
  return { dynamo: { ...dynamo, stop }, db: { ...config.db, endpoint: dynamo.endpoint, localAccessKeyId: key } };
}
