import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The access key id `npm start` talks to its DynamoDB Local with, generated into DATA_DIR once
 * (like the dev AUTH_SECRET). DynamoDB Local has no bind address: it listens on every
 * interface. Without `-sharedDb` it keeps one database per access key id and region, so a
 * random id nobody else knows is what keeps the data from anyone on the network who reaches
 * the port with made-up credentials (they see an empty database of their own).
 */
export function localAccessKeyId(dataDir: string): string {
  const file = join(dataDir, 'ddb-access-key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^[A-Z0-9]{20}$/.test(stored)) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  // 20 characters like a real key id; only letters and digits (DynamoDB Local names its file after it).
  const id = [...randomBytes(20)].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');
  writeFileSync(file, id + '\n', { mode: 0o600 });
  return id;
}

/**
 * Data kept by an earlier `npm start` (which ran with `-sharedDb`, one file for everyone) moves
 * to the file DynamoDB Local uses for this key id and region, so nobody loses their data.
 */
export function adoptSharedDb(dbPath: string, accessKeyId: string, region: string): boolean {
  const shared = join(dbPath, 'shared-local-instance.db');
  const own = join(dbPath, `${accessKeyId}_${region}.db`);
  if (!existsSync(shared) || existsSync(own)) return false;
  renameSync(shared, own);
  return true;
}
