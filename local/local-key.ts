import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DynamoDB Local listens on loopback only (./java/LoopbackDynamoDB.java), which every local
 * user shares. Without `-sharedDb` it keeps one database per access key id and region, in a
 * file it names `<keyId>_<region>.db`, so a key id nobody else knows is what keeps the data
 * from anyone who reaches the port with made-up credentials (they see an empty database of
 * their own). A file name is
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
/**
 * Which keyed database is this folder's own after a run died: the SHA-256 of the last runs'
 * keys (a hash names the file without opening it). Before DynamoDB Local listened on loopback
 * only, a stranger could make `<theirKey>_<region>.db` here, and a restart after a hard kill
 * adopted the newest keyed file: theirs. Two lines, so a crash between writing the new
 * key's line and renaming the database still finds it under the old key.
 */
export const RUN_MARK = 'run-keys.sha256';
/** Keyed files no run of ours made are moved here, kept for the owner to look at, never opened. */
export const FOREIGN_DIR = 'foreign';

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

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
const keyOf = (file: string) => file.slice(0, file.indexOf('_'));

/** The hashes of the keys this folder's recent runs used; undefined in a folder from before the mark. */
function recentRunKeys(dbPath: string): Set<string> | undefined {
  const mark = join(dbPath, RUN_MARK);
  if (!existsSync(mark)) return undefined;
  return new Set(readFileSync(mark, 'utf8').split('\n').filter(Boolean));
}

export interface Adoption {
  /** The database this run opens under its key, if there was one. */
  adopted?: string;
  /** Keyed databases no run of ours made, moved to FOREIGN_DIR. */
  foreign: string[];
}

/**
 * Before Java starts: the folder's database becomes `key`'s. It is the one at rest, else one a
 * run of ours that died left under its (now dead) key, else an older `npm start`'s shared
 * database. A keyed file no run of ours made is never opened: it goes to FOREIGN_DIR.
 */
export function adoptDatabase(dataDir: string, dbPath: string, key: string, region: string): Adoption {
  const mine = `${key}_${region}.db`;
  const recent = recentRunKeys(dbPath);
  const keyed = readdirSync(dbPath)
    .filter((f) => KEYED.test(f))
    .sort((a, b) => statSync(join(dbPath, b)).mtimeMs - statSync(join(dbPath, a)).mtimeMs);
  // A folder from before the mark trusts its newest keyed file, as it always did.
  const ours = recent ? keyed.filter((f) => recent.has(keyHash(keyOf(f)))) : keyed.slice(0, 1);
  const foreign = keyed.filter((f) => !ours.includes(f));
  if (foreign.length) {
    mkdirSync(join(dbPath, FOREIGN_DIR), { recursive: true, mode: 0o700 });
    for (const f of foreign) move(dbPath, f, join(FOREIGN_DIR, f));
  }
  const adopted = [REST_NAME, ...ours, SHARED].find((f) => existsSync(join(dbPath, f)));
  // The new key's line first, then the rename: a crash between the two leaves the file under
  // a key the mark still names.
  const previous = adopted && adopted !== REST_NAME && adopted !== SHARED ? [keyHash(keyOf(adopted))] : [];
  writeFileSync(join(dbPath, RUN_MARK), [...previous, keyHash(key)].join('\n') + '\n', { mode: 0o600 });
  if (adopted) move(dbPath, adopted, mine);
  // The key an older version kept on disk opens nothing any more: its database is renamed.
  rmSync(join(dataDir, OLD_KEY_FILE), { force: true });
  return { adopted, foreign };
}

/** After Java has stopped: the database back under a name that is no key. */
export function restDatabase(dbPath: string, key: string, region: string): void {
  move(dbPath, `${key}_${region}.db`, REST_NAME);
}
