import { ConditionalCheckFailedException, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../../core/db/client';
import { countCommands } from '../../support/db-counter';
import { testConfig } from '../../support/deps';

/**
 * core/db/handler-cache.ts: a command class's middleware chain and the signer are built once
 * per client, not per command (issue 35) — and every command still sends its own input, a
 * middleware attached later still sees the next command, an abort signal still aborts.
 */
describe('the DynamoDB client resolves each command class once', () => {
  afterEach(() => vi.restoreAllMocks());
  const fresh = () => createDb(testConfig().db);
  const pk = (s: string) => `HCACHE#${s}-${Date.now()}-${Math.random()}`;

  it('document commands: one resolution per class, each command with its own input and output', async () => {
    const db = fresh();
    const resolve = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const keys = [pk('a'), pk('b'), pk('c')];
    for (const [i, k] of keys.entries()) await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: k, sk: 'x', n: i } }));
    // ElectroDB sends every command with `{ abortSignal: undefined }`: that is no option.
    const got = await Promise.all(keys.map((k) => db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: k, sk: 'x' } }), { abortSignal: undefined })));
    expect(got.map((g) => g.Item?.n)).toEqual([0, 1, 2]);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('low-level commands: the SDK cache (cacheMiddleware), one resolution per class', async () => {
    const db = fresh();
    const resolve = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const k = pk('low');
    await db.client.send(new PutItemCommand({ TableName: db.tableName, Item: { pk: { S: k }, sk: { S: 'x' }, v: { S: 'one' } } }));
    for (let i = 0; i < 3; i++) {
      const out = await db.client.send(new GetItemCommand({ TableName: db.tableName, Key: { pk: { S: k }, sk: { S: 'x' } } }));
      expect(out.Item?.v?.S).toBe('one');
    }
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('a middleware attached after the first send sees the next commands of both kinds', async () => {
    const db = fresh();
    const k = pk('late');
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: k, sk: 'x' } }));
    await db.client.send(new GetItemCommand({ TableName: db.tableName, Key: { pk: { S: k }, sk: { S: 'x' } } }));
    const counter = countCommands(db);
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: k, sk: 'x' } }));
    await db.client.send(new GetItemCommand({ TableName: db.tableName, Key: { pk: { S: k }, sk: { S: 'x' } } }));
    expect(counter.commands).toEqual(['PutItemCommand', 'GetItemCommand']);
    counter.detach();
    await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: k, sk: 'x' } }));
    expect(counter.commands).toHaveLength(2);
  });

  it('errors and abort signals behave as without the cache', async () => {
    const db = fresh();
    const k = pk('err');
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: k, sk: 'x' } }));
    await expect(
      db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: k, sk: 'x' }, ConditionExpression: 'attribute_not_exists(pk)' })),
    ).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    const aborted = AbortSignal.abort();
    await expect(db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: k, sk: 'x' } }), { abortSignal: aborted })).rejects.toThrow();
  });

  it('builds the SigV4 signer once, not per request', async () => {
    const db = fresh();
    const signer = (db.client.config as unknown as { signer: (a?: object) => Promise<unknown> }).signer;
    const scheme = { name: 'sigv4', signingName: 'dynamodb', signingRegion: 'eu-west-1' };
    expect(await signer(scheme)).toBe(await signer({ ...scheme }));
  });
});
