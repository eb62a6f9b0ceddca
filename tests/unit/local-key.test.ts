import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptDatabase, FOREIGN_DIR, newRunKey, ownerOnly, REST_NAME, restDatabase, RUN_MARK } from '../../local/local-key';

const mode = (p: string) => statSync(p).mode & 0o777;

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ddb-files-'));
  const db = join(dir, 'ddb');
  mkdirSync(db);
  return { dir, db };
}

describe("npm start's DynamoDB Local key and files", () => {
  it('a new key id each run, kept in memory only', () => {
    const key = newRunKey();
    expect(key).toMatch(/^[A-Z0-9]{20}$/);
    expect(newRunKey()).not.toBe(key);
  });

  it('the data folder and every file in it become readable by the owner only', () => {
    const { db } = dataDir();
    writeFileSync(join(db, REST_NAME), 'rows', { mode: 0o644 });
    mkdirSync(join(db, 'sub'), { mode: 0o755 });
    ownerOnly(db);
    expect([mode(db), mode(join(db, REST_NAME)), mode(join(db, 'sub'))]).toEqual([0o700, 0o600, 0o700]);
  });

  it('at rest the database is named after no key; it takes the run’s key (journal too) only while Java runs', () => {
    const { dir, db } = dataDir();
    writeFileSync(join(db, REST_NAME), 'rows');
    writeFileSync(join(db, `${REST_NAME}-journal`), 'undo');
    const key = newRunKey();
    expect(adoptDatabase(dir, db, key, 'us-east-1')).toEqual({ adopted: REST_NAME, foreign: [] });
    expect(readdirSync(db).sort()).toEqual([RUN_MARK, `${key}_us-east-1.db`, `${key}_us-east-1.db-journal`].sort());
    restDatabase(db, key, 'us-east-1');
    expect(readdirSync(db).sort()).toEqual([REST_NAME, `${REST_NAME}-journal`, RUN_MARK]);
    expect(readFileSync(join(db, RUN_MARK), 'utf8')).not.toContain(key);
    expect(readFileSync(join(db, REST_NAME), 'utf8')).toBe('rows');
  });

  it('a run that died leaves its dead key’s file; the next run adopts it, and drops the key file an older version kept', () => {
    const { dir, db } = dataDir();
    const dead = newRunKey();
    writeFileSync(join(db, `${dead}_eu-west-1.db`), 'rows');
    writeFileSync(join(dir, 'ddb-access-key'), `${dead}\n`);
    const key = newRunKey();
    expect(adoptDatabase(dir, db, key, 'us-east-1')).toEqual({ adopted: `${dead}_eu-west-1.db`, foreign: [] });
    expect(readFileSync(join(db, `${key}_us-east-1.db`), 'utf8')).toBe('rows');
    expect(existsSync(join(dir, 'ddb-access-key'))).toBe(false);
  });

  it('after a hard kill, a newer keyed file some stranger made is moved aside, and the dead run’s own database is adopted', () => {
    const { dir, db } = dataDir();
    writeFileSync(join(db, REST_NAME), 'owner rows');
    const dead = newRunKey();
    adoptDatabase(dir, db, dead, 'us-east-1'); // the run that is then killed: no restDatabase
    const stranger = 'ATTACKERATTACKER0000';
    writeFileSync(join(db, `${stranger}_us-east-1.db`), 'planted');
    const next = newRunKey();
    expect(adoptDatabase(dir, db, next, 'us-east-1')).toEqual({ adopted: `${dead}_us-east-1.db`, foreign: [`${stranger}_us-east-1.db`] });
    expect(readFileSync(join(db, `${next}_us-east-1.db`), 'utf8')).toBe('owner rows');
    expect(readFileSync(join(db, FOREIGN_DIR, `${stranger}_us-east-1.db`), 'utf8')).toBe('planted');
  });

  it('two hard kills in a row: each run adopts the one before it, whose key the mark names', () => {
    const { dir, db } = dataDir();
    writeFileSync(join(db, REST_NAME), 'rows');
    const first = newRunKey();
    const second = newRunKey();
    adoptDatabase(dir, db, first, 'us-east-1');
    expect(adoptDatabase(dir, db, second, 'us-east-1').adopted).toBe(`${first}_us-east-1.db`);
    expect(adoptDatabase(dir, db, newRunKey(), 'us-east-1')).toEqual({ adopted: `${second}_us-east-1.db`, foreign: [] });
  });

  it('an earlier -sharedDb database is adopted; an empty folder adopts nothing', () => {
    const { dir, db } = dataDir();
    writeFileSync(join(db, 'shared-local-instance.db'), 'old data');
    expect(adoptDatabase(dir, db, 'KEY', 'us-east-1').adopted).toBe('shared-local-instance.db');
    expect(readFileSync(join(db, 'KEY_us-east-1.db'), 'utf8')).toBe('old data');
    const empty = dataDir();
    expect(adoptDatabase(empty.dir, empty.db, 'KEY', 'us-east-1')).toEqual({ adopted: undefined, foreign: [] });
  });
});
