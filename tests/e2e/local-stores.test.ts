import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ListQueuesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presignPut } from '../../core/storage/s3';
import { REST_NAME, RUN_MARK } from '../../local/local-key';
import { startRuntime, type Runtime } from '../../local/runtime';
import { Sha256 } from '../../local/sigv4-verify';
import { STRONG_PASSWORD } from '../support/http';

/**
 * What `npm start`'s local stores let another process on the machine do (README "Security
 * notes"): the S3/SQS stand-in answers only this run's credentials, and DynamoDB Local's data
 * is the owner's only, under no file name that is a key. Only loopback is dialled.
 */
let rt: Runtime;
let dataDir: string;
let token: string;
const EMAIL = 'stores@example.test';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'beyou-stores-'));
  rt = await startRuntime({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' });
  const res = await fetch(`${rt.url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: STRONG_PASSWORD, displayName: 'Sam' }),
  });
  expect(res.status).toBe(201);
  token = ((await res.json()) as { accessToken: string }).accessToken;
}, 60_000);
afterAll(() => rt?.stop());

const s3With = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({ endpoint: rt.queues.endpoint, region: 'us-east-1', forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', credentials, maxAttempts: 1 });
const status = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

describe('the local S3 and SQS (fauxqs) answer only this run’s credentials', () => {
  const bucket = () => rt.queues.sourcesBucket;
  const key = 'uploads/someone-else/file.pdf';

  it('an unsigned PUT, GET or List is refused (403) and changes nothing; the same requests signed work', async () => {
    const own = s3With(rt.queues.credentials);
    await own.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'the owner’s PDF' }));
    const url = `${rt.queues.endpoint}/${bucket()}`;
    expect((await fetch(`${url}/${key}`, { method: 'PUT', body: 'overwritten' })).status).toBe(403);
    expect((await fetch(`${url}/${key}`)).status).toBe(403);
    expect((await fetch(`${url}?list-type=2`)).status).toBe(403);
    expect((await fetch(`${rt.queues.endpoint}/_fauxqs/queues`)).status).toBe(403);
    const sqsUnsigned = await fetch(rt.queues.endpoint, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.ListQueues' }, body: '{}' });
    expect(sqsUnsigned.status).toBe(403);
    const got = await own.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    expect(await got.Body!.transformToString()).toBe('the owner’s PDF');
    own.destroy();
  });

  it('any other key is refused: the old fixed `local` one, or this run’s id with a guessed secret', async () => {
    for (const credentials of [{ accessKeyId: 'local', secretAccessKey: 'local' }, { ...rt.queues.credentials, secretAccessKey: 'guessed' }]) {
      const other = s3With(credentials);
      await expect(other.send(new GetObjectCommand({ Bucket: bucket(), Key: key })).catch(status)).resolves.toBe(403);
      other.destroy();
      const sqs = new SQSClient({ endpoint: rt.queues.endpoint, region: 'us-east-1', credentials, maxAttempts: 1 });
      await expect(sqs.send(new ListQueuesCommand({})).catch(status)).resolves.toBe(403);
      sqs.destroy();
    }
  });

  it('a signature cannot carry another body than the one it signed', async () => {
    const signer = new SignatureV4({ credentials: rt.queues.credentials, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false });
    const { host, port } = new URL(rt.queues.endpoint);
    const signed = await signer.sign({
      method: 'PUT',
      protocol: 'http:',
      hostname: host.split(':')[0]!,
      port: Number(port),
      path: `/${bucket()}/${key}`,
      query: {},
      headers: { host, 'x-amz-content-sha256': createHash('sha256').update('signed body').digest('hex') },
    });
    const put = (body: string) => fetch(`${rt.queues.endpoint}/${bucket()}/${key}`, { method: 'PUT', headers: signed.headers, body });
    expect((await put('another body')).status).toBe(400);
    expect((await put('signed body')).status).toBe(200);
  });

  it('the browser’s presigned upload and the export’s presigned download still work; a tampered link does not', async () => {
    const { url, headers } = await presignPut(rt.deps, 'uploads/u/p.pdf', 5, 'application/pdf', 60);
    const tampered = url.replace(/X-Amz-Signature=[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('0') ? '1' : '0'));
    expect((await fetch(tampered, { method: 'PUT', headers, body: '%PDF-' })).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers, body: '%PDF-' })).status).toBe(200);
    // The API's own client signs with the run's key: the export is written and its link opens.
    const exp = await fetch(`${rt.url}/me/export`, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
    expect(exp.status).toBe(303);
    const doc = await fetch(exp.headers.get('location')!);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { user: { email: string } }).user.email).toBe(EMAIL);
  });
});

describe('DynamoDB Local’s data on disk', () => {
  const mode = (p: string) => statSync(p).mode & 0o777;

  it('is readable by its owner only: DATA_DIR and its folders (ddb, the mail outbox) 0700, every file 0600', () => {
    const ddb = join(dataDir, 'ddb');
    expect([mode(dataDir), mode(ddb)]).toEqual([0o700, 0o700]);
    expect(readdirSync(ddb).length).toBeGreaterThan(0);
    // The outbox's messages carry reset and verification links: the owner's only, like the store.
    const walk = (dir: string): { f: string; mode: number }[] =>
      readdirSync(dir).flatMap((f) => {
        const path = join(dir, f);
        return statSync(path).isDirectory() ? [{ f: `${path}/`, mode: mode(path) }, ...walk(path)] : [{ f: path, mode: mode(path) }];
      });
    for (const entry of walk(dataDir)) expect(entry).toEqual({ f: entry.f, mode: entry.f.endsWith('/') ? 0o700 : 0o600 });
  });

  it('names no file after a working key at rest, keeps no key on disk, and the data survives the renaming', async () => {
    const key = rt.deps.config.db.localAccessKeyId!;
    expect(readdirSync(join(dataDir, 'ddb'))).toContain(`${key}_us-east-1.db`);
    expect(existsSync(join(dataDir, 'ddb-access-key'))).toBe(false);
    await rt.stop();
    // At rest: the database under no key's name, and the hashes of the recent runs' keys (a
    // hash opens nothing; it tells a restart after a hard kill which keyed file is its own).
    expect(readdirSync(join(dataDir, 'ddb')).sort()).toEqual([REST_NAME, RUN_MARK].sort());
    expect(readFileSync(join(dataDir, 'ddb', RUN_MARK), 'utf8')).not.toContain(key);
    rt = await startRuntime({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' });
    expect(rt.deps.config.db.localAccessKeyId).not.toBe(key);
    const login = await fetch(`${rt.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: STRONG_PASSWORD }) });
    expect(login.status).toBe(200);
  }, 60_000);
});
