import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DynamoDB Local has no bind address: it listens on every interface. Without `-sharedDb` it
 * keeps one database per access key id and region, in a file it names `<keyId>_<region>.db`,
 * so a key id nobody else knows is what keeps the data from anyone on the network who reaches
 * the port with made-up credentials (they see an empty database of their own). A file name is
 * no place for a secret, so the key lives only in the running process: a new one each start,
 * the database renamed to it just before Java opens it and back to REST_NAME once Java has
 * stopped. At rest nothing on disk names or holds a key that works; while running, the file
 * carries this run's key in a folder only its owner can list (ownerOnly).
 */
export const REST_NAME = 'beyou.db';
/** sqlite's companions travel with the database: a crash's hot journal is its undo log. */
const SIDECARS = ['', '-journal', '-wal', '-shm'];
const KEYED = /^[A-Z0-9]{20}_[a-z0-9-]+\.db$/;
/** What `npm start` used before: `-sharedDb`, then one key kept in DATA_DIR/ddb-access-key. */
const SHARED = 'shared-local-instance.db';
const OLD_KEY_FILE = 'ddb-access-key';

/** 20 characters like a real key id; letters and digits only (it becomes a file name). */
export function newRunKey(): string {
  return [...randomBytes(20)].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');
}

/** The folder and everything in it readable by the owner only (0700 / 0600). */
export function ownerOnly(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    chmodSync(path, statSync(path).isDirectory() ? 0o700 : 0o600);
  }
}

function move(dbPath: string, from: string, to: string): void {
  for (const s of SIDECARS) if (existsSync(join(dbPath, from + s))) renameSync(join(dbPath, from + s), join(dbPath, to + s));
}

/**
 * Before Java starts: the folder's database becomes `key`'s. It is the one at rest, else one a
 * run that died left under its (now dead) key, else an older `npm start`'s shared database.
 * Returns what was adopted, if anything.
 */
export function adoptDatabase(dataDir: string, dbPath: string, key: string, region: string): string | undefined {
  const mine = `${key}_${region}.db`;
  const leftovers = readdirSync(dbPath)
    .filter((f) => KEYED.test(f))
    .sort((a, b) => statSync(join(dbPath, b)).mtimeMs - statSync(join(dbPath, a)).mtimeMs);
  const found = [REST_NAME, ...leftovers, SHARED].find((f) => existsSync(join(dbPath, f)));
  if (found) move(dbPath, found, mine);
  // The key an older version kept on disk opens nothing any more: its database is renamed.
  rmSync(join(dataDir, OLD_KEY_FILE), { force: true });
  return found;
}

/** After Java has stopped: the database back under a name that is no key. */
export function restDatabase(dbPath: string, key: string, region: string): void {
  move(dbPath, `${key}_${region}.db`, REST_NAME);
}
