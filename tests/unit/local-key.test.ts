import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptSharedDb, localAccessKeyId } from '../../local/local-key';

describe("npm start's DynamoDB Local key", () => {
  it('is generated once into DATA_DIR (mode 600) and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'key-'));
    const key = localAccessKeyId(dir);
    expect(key).toMatch(/^[A-Z0-9]{20}$/);
    expect(localAccessKeyId(dir)).toBe(key);
    expect(statSync(join(dir, 'ddb-access-key')).mode & 0o777).toBe(0o600);
    expect(localAccessKeyId(mkdtempSync(join(tmpdir(), 'key-')))).not.toBe(key);
  });

  it("an earlier -sharedDb database becomes this key's own, once, never over existing data", () => {
    const dir = mkdtempSync(join(tmpdir(), 'adopt-'));
    writeFileSync(join(dir, 'shared-local-instance.db'), 'old data');
    expect(adoptSharedDb(dir, 'KEY', 'us-east-1')).toBe(true);
    expect(readFileSync(join(dir, 'KEY_us-east-1.db'), 'utf8')).toBe('old data');
    expect(existsSync(join(dir, 'shared-local-instance.db'))).toBe(false);
    writeFileSync(join(dir, 'shared-local-instance.db'), 'other');
    expect(adoptSharedDb(dir, 'KEY', 'us-east-1')).toBe(false);
    expect(readFileSync(join(dir, 'KEY_us-east-1.db'), 'utf8')).toBe('old data');
  });
});
