import { DynamoDBClient, ListTablesCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BROWSER_ORIGIN } from '../../local/dynamodb-local';
import { startRuntime, type Runtime } from '../../local/runtime';
import { STRONG_PASSWORD } from '../support/http';

/**
 * What `npm start` leaves open to the machine's network (README "Security notes"). Only
 * loopback is ever dialled here: which address a socket is bound to is read from the kernel's
 * own table (/proc/net/tcp), not probed.
 */
let rt: Runtime;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'beyou-exposure-'));
  rt = await startRuntime({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' });
  const res = await fetch(`${rt.url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'exposed@example.test', password: STRONG_PASSWORD, displayName: 'Eve' }),
  });
  expect(res.status).toBe(201);
});
afterAll(() => rt?.stop());

/** 127.0.0.1 as the kernel writes it: in /proc/net/tcp, and IPv4-mapped in /proc/net/tcp6 (Java). */
const LOOPBACK = ['0100007F', '0000000000000000FFFF00000100007F'];

/** The local address (hex, as the kernel writes it) of every listening socket on `port`, IPv4 and IPv6. */
function boundAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A') // 0A = LISTEN
      .map((f) => f[1]!.split(':')[0]!),
  );
}

const client = (accessKeyId: string) =>
  new DynamoDBClient({ endpoint: rt.deps.config.db.endpoint, region: 'us-east-1', credentials: { accessKeyId, secretAccessKey: 'anything' } });

describe('npm start on the network', () => {
  it('binds the API, the in-process SQS/S3 (fauxqs) and DynamoDB Local to 127.0.0.1 only', () => {
    for (const url of [rt.url, rt.queues.endpoint, rt.deps.config.db.endpoint!]) {
      const bound = boundAddresses(Number(new URL(url).port));
      // One listening socket each, on 127.0.0.1: never 0.0.0.0 or :: (every interface).
      expect({ url, bound: bound.length, loopback: bound.every((a) => LOOPBACK.includes(a)) }).toEqual({ url, bound: 1, loopback: true });
    }
  });

  it('DynamoDB Local answers anyone on loopback, but with made-up credentials there is no table and no data', async () => {
    for (const key of ['local', 'AKIAIOSFODNN7EXAMPLE', 'attacker']) {
      const other = client(key);
      expect((await other.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      await expect(other.send(new ScanCommand({ TableName: rt.deps.config.db.tableName }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
      other.destroy();
    }
    // This run's own key (made at start, held in memory only) sees the real table.
    const own = client(rt.deps.config.db.localAccessKeyId!);
    expect((await own.send(new ListTablesCommand({}))).TableNames).toContain(rt.deps.config.db.tableName);
    own.destroy();
  });

  it("DynamoDB Local's CORS allows no web page's origin", async () => {
    const preflight = await fetch(rt.deps.config.db.endpoint!, {
      method: 'OPTIONS',
      headers: { origin: 'https://any-page.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target,authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(NO_BROWSER_ORIGIN.endsWith('.invalid')).toBe(true);
  });
});
