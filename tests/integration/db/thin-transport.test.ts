import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  DynamoDBServiceException,
  GetItemCommand,
  PutItemCommand,
  ResourceNotFoundException,
  TransactionCanceledException,
  DescribeTableCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, observeCommands, type Db, type SentCommand } from '../../../core/db/client';
import { isConditionFailed } from '../../../core/db/entity';
import { ensureTable } from '../../../core/db/table';
import { testConfig } from '../../support/deps';

/**
 * The thin transport (core/db/thin/) against DynamoDB Local, each command compared with the same
 * command sent by the plain SDK (a DynamoDBClient and DocumentClient configured as createDb
 * configures them): outputs, marshalling, blobs, errors. A table of its own, so Scan is exact.
 */
const settings = testConfig().db;
const TABLE = `thin-${process.pid}-${Date.now()}`;
let db: Db;
let sdk: { client: DynamoDBClient; doc: DynamoDBDocumentClient };

beforeAll(async () => {
  db = createDb({ ...settings, tableName: TABLE });
  const client = new DynamoDBClient({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: { accessKeyId: settings.localAccessKeyId ?? 'local', secretAccessKey: 'local' },
  });
  sdk = { client, doc: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } }) };
  await ensureTable(client, TABLE);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  db.client.destroy();
  sdk.client.destroy();
});

const withoutMetadata = ({ $metadata, ...rest }: Record<string, unknown>) => rest;
/** Every kind of attribute value, binary ones included. */
const item = (pk: string, sk: string) => ({
  pk,
  sk,
  s: 'texto — ação',
  n: 42.5,
  big: 12345678901234,
  t: true,
  nul: null,
  list: ['a', 1, { deep: [false] }],
  map: { inner: { x: 'y' }, B: { S: 'a map key named B is not a blob' } },
  ss: new Set(['x', 'y']),
  ns: new Set([1, 2]),
  bin: new Uint8Array([0, 1, 2, 250, 255]),
  bs: new Set([new Uint8Array([1]), new Uint8Array([2, 3])]),
  gone: undefined,
});

describe('the thin transport answers as the SDK does', () => {
  it('document commands: every operation, outputs equal to the SDK document client', async () => {
    const pk = `DOC#${Date.now()}`;
    const put = (i: number) => new PutCommand({ TableName: TABLE, Item: item(pk, `S#${i}`), ReturnValues: 'ALL_OLD' });
    for (const i of [1, 2, 3]) await sdk.doc.send(put(i));
    // Writes that leave the same state, so the second sender sees what the first one saw.
    expect(withoutMetadata(await db.doc.send(put(1)))).toStrictEqual(withoutMetadata(await sdk.doc.send(put(1))));
    const commands = [
      () => new GetCommand({ TableName: TABLE, Key: { pk, sk: 'S#1' }, ConsistentRead: true }),
      () => new GetCommand({ TableName: TABLE, Key: { pk, sk: 'nothing' } }),
      () => new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, Limit: 2 }),
      () => new ScanCommand({ TableName: TABLE, FilterExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
      () => new UpdateCommand({ TableName: TABLE, Key: { pk, sk: 'S#2' }, UpdateExpression: 'SET n = :n, #m.#i = :m', ExpressionAttributeNames: { '#m': 'map', '#i': 'inner' }, ExpressionAttributeValues: { ':n': 7, ':m': { z: new Uint8Array([9]) } }, ReturnValues: 'ALL_NEW' }),
      () => new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: [{ pk, sk: 'S#1' }, { pk, sk: 'S#3' }] } } }),
      () => new TransactGetCommand({ TransactItems: [{ Get: { TableName: TABLE, Key: { pk, sk: 'S#3' } } }, { Get: { TableName: TABLE, Key: { pk, sk: 'none' } } }] }),
      () => new BatchWriteCommand({ RequestItems: { [TABLE]: [{ PutRequest: { Item: item(pk, 'S#4') } }] } }),
      () => new TransactWriteCommand({ TransactItems: [{ Put: { TableName: TABLE, Item: item(pk, 'S#5') } }, { Update: { TableName: TABLE, Key: { pk, sk: 'S#3' }, UpdateExpression: 'SET t = :f', ExpressionAttributeValues: { ':f': false } } }] }),
    ];
    for (const make of commands) {
      const ours = await db.doc.send(make() as never);
      const theirs = await sdk.doc.send(make() as never);
      expect(withoutMetadata(ours as never), make().constructor.name).toStrictEqual(withoutMetadata(theirs as never));
      expect((ours as { $metadata: unknown }).$metadata).toEqual({ httpStatusCode: 200, requestId: expect.any(String), extendedRequestId: undefined, cfId: undefined, attempts: 1, totalRetryDelay: 0 });
    }
    const got = await db.doc.send(new GetCommand({ TableName: TABLE, Key: { pk, sk: 'S#1' } }));
    expect(got.Item?.bin).toBeInstanceOf(Uint8Array);
    expect([...(got.Item?.bin as Uint8Array)]).toEqual([0, 1, 2, 250, 255]);
    expect(got.Item?.map).toEqual({ inner: { x: 'y' }, B: { S: 'a map key named B is not a blob' } });
    expect('gone' in (got.Item ?? {})).toBe(false);
    const deleted = await db.doc.send(new DeleteCommand({ TableName: TABLE, Key: { pk, sk: 'S#1' }, ReturnValues: 'ALL_OLD' }));
    expect(deleted.Attributes?.s).toBe('texto — ação');
    expect((await sdk.doc.send(new GetCommand({ TableName: TABLE, Key: { pk, sk: 'S#1' }, ConsistentRead: true }))).Item).toBeUndefined();
  });

  it('low-level commands: marshalled input and output as the SDK client sends and gives them', async () => {
    const pk = `LOW#${Date.now()}`;
    const Item = { pk: { S: pk }, sk: { S: 'x' }, b: { B: new Uint8Array([7, 8]) }, bs: { BS: [Buffer.from('hi')] }, n: { N: '1.50' } };
    await db.client.send(new PutItemCommand({ TableName: TABLE, Item }));
    const get = () => new GetItemCommand({ TableName: TABLE, Key: { pk: { S: pk }, sk: { S: 'x' } }, ConsistentRead: true });
    const ours = await db.client.send(get());
    expect(withoutMetadata(ours as never)).toStrictEqual(withoutMetadata((await sdk.client.send(get())) as never));
    expect(ours.Item?.n).toEqual({ N: '1.5' }); // DynamoDB's own number normal form
    expect([...(ours.Item?.bs?.BS?.[0] ?? [])]).toEqual([...Buffer.from('hi')]);
  });

  it('a refused condition is the SDK ConditionalCheckFailedException, with the stored item', async () => {
    const pk = `CCF#${Date.now()}`;
    await db.doc.send(new PutCommand({ TableName: TABLE, Item: item(pk, 'x') }));
    const refused = () => new PutItemCommand({ TableName: TABLE, Item: { pk: { S: pk }, sk: { S: 'x' } }, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
    const ours = await db.client.send(refused()).catch((e: unknown) => e);
    const theirs = await sdk.client.send(refused()).catch((e: unknown) => e);
    expect(ours).toBeInstanceOf(ConditionalCheckFailedException);
    expect(ours).toMatchObject({ name: 'ConditionalCheckFailedException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    const fields = (e: unknown) => {
      const { $metadata, $response, ...rest } = e as Record<string, unknown>;
      return { ...rest, message: (e as Error).message };
    };
    expect(fields(ours)).toStrictEqual(fields(theirs));
    expect((ours as ConditionalCheckFailedException).Item?.bin?.B).toBeInstanceOf(Uint8Array);
    // The document client leaves error items marshalled, as lib-dynamodb does (ElectroDB unmarshals them).
    const docRefused = () => new PutCommand({ TableName: TABLE, Item: { pk, sk: 'x' }, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
    expect(fields(await db.doc.send(docRefused()).catch((e: unknown) => e))).toStrictEqual(fields(await sdk.doc.send(docRefused()).catch((e: unknown) => e)));
  });

  it('a cancelled transaction carries its cancellation reasons, as the SDK gives them', async () => {
    const pk = `TX#${Date.now()}`;
    await db.doc.send(new PutCommand({ TableName: TABLE, Item: { pk, sk: 'a', v: 1 } }));
    const tx = () =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk, sk: 'b', v: 2 } } },
          { Put: { TableName: TABLE, Item: { pk, sk: 'a', v: 3 }, ConditionExpression: 'v = :old', ExpressionAttributeValues: { ':old': 0 }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
        ],
      });
    const ours = (await db.doc.send(tx()).catch((e: unknown) => e)) as TransactionCanceledException;
    const theirs = (await sdk.doc.send(tx()).catch((e: unknown) => e)) as TransactionCanceledException;
    expect(ours).toBeInstanceOf(TransactionCanceledException);
    expect(ours.name).toBe('TransactionCanceledException');
    expect(ours.message).toBe(theirs.message);
    expect(ours.CancellationReasons).toStrictEqual(theirs.CancellationReasons);
    expect(ours.CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(isConditionFailed(ours)).toBe(true);
    expect('Message' in ours).toBe(false);
  });

  it('other errors: the SDK class when it has one, else a DynamoDBServiceException of that name', async () => {
    const missing = await db.client.send(new GetItemCommand({ TableName: 'no-such-table', Key: { pk: { S: 'a' }, sk: { S: 'b' } } })).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ResourceNotFoundException);
    const invalid = () => new GetCommand({ TableName: TABLE, Key: { pk: 'only-half' } });
    const ours = (await db.doc.send(invalid()).catch((e: unknown) => e)) as DynamoDBServiceException;
    const theirs = (await sdk.doc.send(invalid()).catch((e: unknown) => e)) as DynamoDBServiceException;
    expect(ours).toBeInstanceOf(DynamoDBServiceException);
    expect([ours.name, ours.message, ours.$fault, ours.constructor]).toEqual([theirs.name, theirs.message, theirs.$fault, theirs.constructor]);
    expect(ours.name).toBe('ValidationException');
  });

  it('an aborted signal aborts; options it does not handle take the SDK path, with the same answer', async () => {
    const get = () => new GetCommand({ TableName: TABLE, Key: { pk: 'a', sk: 'b' } });
    await expect(db.doc.send(get(), { abortSignal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    const viaSdk = await db.doc.send(get(), { requestTimeout: 5_000 } as never);
    expect(withoutMetadata(viaSdk)).toEqual(withoutMetadata(await db.doc.send(get(), { abortSignal: undefined })));
  });

  it('observers see every command: name, marshalled input, in order; the SDK path too; detach stops them', async () => {
    const seen: SentCommand[] = [];
    const detach = observeCommands(db.client, (command, send) => {
      seen.push(structuredClone(command));
      return send();
    });
    const pk = `OBS#${Date.now()}`;
    await db.doc.send(new PutCommand({ TableName: TABLE, Item: { pk, sk: 'x', n: 1 } }));
    await db.client.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: pk }, sk: { S: 'x' } } }));
    await db.client.send(new DescribeTableCommand({ TableName: TABLE }));
    detach();
    await db.doc.send(new GetCommand({ TableName: TABLE, Key: { pk, sk: 'x' } }));
    expect(seen.map((c) => c.name)).toEqual(['PutItemCommand', 'GetItemCommand', 'DescribeTableCommand']);
    expect(seen[0]!.input).toEqual({ TableName: TABLE, Item: { pk: { S: pk }, sk: { S: 'x' }, n: { N: '1' } } });
  });

  it('item commands never build the SDK pipeline; parallel commands each get their own answer', async () => {
    const resolve = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const keys = ['a', 'b', 'c'].map((k) => `PAR#${k}-${Date.now()}`);
    await Promise.all(keys.map((pk, n) => db.doc.send(new PutCommand({ TableName: TABLE, Item: { pk, sk: 'x', n } }))));
    // ElectroDB sends every command with `{ abortSignal: undefined }`: that is no option.
    const got = await Promise.all(keys.map((pk) => db.doc.send(new GetCommand({ TableName: TABLE, Key: { pk, sk: 'x' } }), { abortSignal: undefined })));
    expect(got.map((g) => g.Item?.n)).toEqual([0, 1, 2]);
    await db.client.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: keys[0]! }, sk: { S: 'x' } } }));
    expect(resolve).not.toHaveBeenCalled();
  });
});
