import { InternalServerError, ProvisionedThroughputExceededException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ThinTransport } from '../../../core/db/thin/transport';

/**
 * The thin transport's retries (core/db/thin/retry.ts, the SDK's standard mode) against a
 * loopback server that answers each request from a script. The sleep and the jitter are
 * injected: the test reads the waits the transport asked for, it never waits or times them.
 */
type Reply = { status: number; type?: string; body?: object; date?: string } | 'reset' | 'silence';
const ERR = 'com.amazonaws.dynamodb.v20120810#';

interface Seen {
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(() => server?.close());

async function scripted(replies: Reply[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
      if (reply === 'reset') return void req.socket.destroy();
      if (reply === 'silence') return;
      // No Date header unless scripted: a real one would be days from the injected clock.
      res.sendDate = false;
      if (reply.date) res.setHeader('date', reply.date);
      if (reply.status === 502) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      const text = JSON.stringify(reply.type ? { __type: `${ERR}${reply.type}`, message: reply.type, ...reply.body } : (reply.body ?? {}));
      res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `req-${seen.length}` }).end(text);
    });
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

function transport(url: string, credentials = async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }), socketTimeoutMs?: number) {
  const waits: number[] = [];
  const t = new ThinTransport({
    endpoint: url,
    region: 'eu-west-1',
    credentials,
    maxAttempts: async () => 4,
    now: () => Date.parse('2026-11-29T12:00:00Z'),
    random: () => 0.5,
    sleep: async (ms) => void waits.push(ms),
    socketTimeoutMs,
  });
  return { t, waits };
}

const ok = { status: 200, body: { Item: { pk: { S: 'a' } } } };

describe('the thin transport retries as the SDK standard mode does', () => {
  it('a 500 then a 200: one retry after 25 ms (half of the 50 ms base), the answer and its metadata', async () => {
    const { url, seen } = await scripted([{ status: 500, type: 'InternalServerError' }, ok]);
    const { t, waits } = transport(url);
    const out = await t.send('GetItem', { TableName: 'beyou', Key: { pk: { S: 'a' } } });
    expect(out.Item).toEqual({ pk: { S: 'a' } });
    expect(out.$metadata).toEqual({ httpStatusCode: 200, requestId: 'req-2', extendedRequestId: undefined, cfId: undefined, attempts: 2, totalRetryDelay: 25 });
    expect(waits).toEqual([25]);
    expect(seen.map((s) => s.body)).toEqual([seen[0]!.body, seen[0]!.body]);
    t.destroy();
  });

  it('a 502 page that is not JSON is a transient error like any 5xx', async () => {
    const { url, seen } = await scripted([{ status: 502 }, ok]);
    const { t, waits } = transport(url);
    expect((await t.send('GetItem', {})).Item).toEqual({ pk: { S: 'a' } });
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([25]);
    t.destroy();
  });

  it('throttling waits on the 1 s base, doubling: 500 ms, then 1000 ms', async () => {
    const throttled: Reply = { status: 400, type: 'ProvisionedThroughputExceededException' };
    const { url, seen } = await scripted([throttled, throttled, ok]);
    const { t, waits } = transport(url);
    await t.send('Query', { TableName: 'beyou' });
    expect(waits).toEqual([500, 1000]);
    expect(seen).toHaveLength(3);
    t.destroy();
  });

  it('gives up after 4 attempts (DynamoDB’s default in this SDK) with the SDK exception of the last answer', async () => {
    const { url, seen } = await scripted([{ status: 500, type: 'InternalServerError' }]);
    const { t, waits } = transport(url);
    const err = await t.send('GetItem', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err).toMatchObject({ $fault: 'server', $metadata: { httpStatusCode: 500, attempts: 4, totalRetryDelay: 25 + 50 + 100 } });
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([25, 50, 100]);
    t.destroy();
  });

  it('a connection reset is retried; a transaction conflict and a throttle past the attempts are not hidden', async () => {
    const reset = await scripted(['reset', ok]);
    const a = transport(reset.url);
    expect((await a.t.send('GetItem', {})).Item).toEqual({ pk: { S: 'a' } });
    expect(reset.seen).toHaveLength(2);
    a.t.destroy();
    server!.close();

    const conflict = await scripted([{ status: 400, type: 'TransactionConflictException' }, ok]);
    const b = transport(conflict.url);
    await expect(b.t.send('TransactWriteItems', {})).rejects.toBeInstanceOf(TransactionConflictException);
    expect(conflict.seen).toHaveLength(1);
    expect(b.waits).toEqual([]);
    b.t.destroy();
    server!.close();

    const throttled = await scripted([{ status: 400, type: 'ProvisionedThroughputExceededException' }]);
    const c = transport(throttled.url);
    await expect(c.t.send('GetItem', {})).rejects.toBeInstanceOf(ProvisionedThroughputExceededException);
    expect(throttled.seen).toHaveLength(4);
    c.t.destroy();
  });

  it('each attempt is signed with the credentials the provider gives then (rotation), as JSON 1.0', async () => {
    const { url, seen } = await scripted([{ status: 503, type: 'ServiceUnavailable' }, ok]);
    const keys = [
      { accessKeyId: 'AKIDFIRST', secretAccessKey: 'one', sessionToken: 'token-1' },
      { accessKeyId: 'AKIDSECOND', secretAccessKey: 'two', sessionToken: 'token-2' },
    ];
    let asked = 0;
    const { t } = transport(url, async () => keys[Math.min(asked++, 1)]!);
    await t.send('PutItem', { TableName: 'beyou', Item: { pk: { S: 'a' }, b: { B: new Uint8Array([1, 2]) } } });
    expect(asked).toBe(2);
    expect(seen.map((s) => s.headers['x-amz-security-token'])).toEqual(['token-1', 'token-2']);
    expect(seen[1]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDSECOND\/20261129\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/);
    expect(seen[0]!.headers).toMatchObject({ 'x-amz-target': 'DynamoDB_20120810.PutItem', 'content-type': 'application/x-amz-json-1.0', 'x-amz-date': '20261129T120000Z' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ TableName: 'beyou', Item: { pk: { S: 'a' }, b: { B: 'AQI=' } } });
    t.destroy();
  });

  it('an answer dated 5 minutes or more from our clock: the next attempt is signed with the server’s time', async () => {
    const { url, seen } = await scripted([{ status: 400, type: 'InvalidSignatureException', date: 'Sun, 29 Nov 2026 12:20:00 GMT' }, ok]);
    const { t } = transport(url);
    await t.send('GetItem', {});
    expect(seen.map((s) => s.headers['x-amz-date'])).toEqual(['20261129T120000Z', '20261129T122000Z']);
    t.destroy();
  });

  it('a server that never answers: each attempt times out (a transient error), then the TimeoutError surfaces', async () => {
    const { url, seen } = await scripted(['silence']);
    const { t, waits } = transport(url, undefined, 50);
    await expect(t.send('GetItem', {})).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([25, 50, 100]);
    t.destroy();
  });

  it('an abort while the request is out ends it at once with an AbortError, not retried', async () => {
    const { url, seen } = await scripted(['silence']);
    const { t, waits } = transport(url);
    const abort = new AbortController();
    const sent = t.send('GetItem', {}, abort.signal).catch((e: unknown) => e);
    await expect.poll(() => seen.length).toBe(1);
    abort.abort();
    expect(await sent).toMatchObject({ name: 'AbortError' });
    expect(waits).toEqual([]);
    expect(seen).toHaveLength(1);
    t.destroy();
  });
});
