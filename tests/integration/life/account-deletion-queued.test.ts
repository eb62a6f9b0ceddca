import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Deps } from '../../../core/context';
import { createDeps } from '../../../core/context';
import { Chunks, Sources } from '../../../core/notebook/sources/entity';
import { sourceHandler } from '../../../core/notebook/sources/handler';
import { keptKey, newSourceId } from '../../../core/notebook/sources/ids';
import { encodeSegment, SEGMENT_CHUNKS, segmentCount, vectorKey, writeSegment } from '../../../core/notebook/sources/vector-store';
import { putObject } from '../../../core/storage/s3';
import { ACCOUNT_MARGIN_MS, accountHandler } from '../../../core/users/account-worker';
import { startEmbeddingEndpoint } from '../../support/embedding-endpoint';
import { testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';
import { makePdf } from '../../support/pdf';
import { ownQueue, receiveAll } from '../../support/queue';

/**
 * DELETE /me off the request path (issue 33): a person with five textbooks is tens of thousands
 * of items and objects at full size, past any 30 s request. The request writes the tombstone
 * (tokens stop at once) and queues the purge; the account worker deletes in pages with a
 * deadline, each message continuing where the last stopped. Black box: afterwards nothing of
 * the account is left in the table or in either bucket. Test-sized: five 200,000-character
 * sources and a PDF, and a worker whose every invocation has time for one page only.
 */
const accounts = await ownQueue('accounts');
const sources = await ownQueue('sources');
const endpoint = await startEmbeddingEndpoint({ maxInputs: 64 });
const deps = testDeps({
  ACCOUNT_QUEUE_URL: accounts.url,
  ACCOUNT_DELETE_INLINE_MS: '0',
  SOURCE_QUEUE_URL: sources.url,
  NOTEBOOK_EMBEDDING_API_KEY: 'k',
  NOTEBOOK_EMBEDDING_BASE_URL: endpoint.baseUrl,
  NOTEBOOK_EMBEDDING_BATCH_INPUTS: '64',
});
const api = testApi(deps);
const s3 = new S3Client({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('localStores') });
afterAll(async () => {
  s3.destroy();
  await endpoint.close();
});

const objects = async (Bucket: string, Prefix: string) => ((await s3.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key!);
const everyObject = async (userId: string) => [
  ...(await objects(deps.config.storage.sourcesBucket!, `uploads/${userId}/`)),
  ...(await objects(deps.config.storage.sourcesBucket!, `sources/${userId}/`)),
  ...(await objects(deps.config.storage.exportBucket, `exports/${userId}/`)),
];
const partition = async (userId: string) =>
  (await deps.db.doc.send(new QueryCommand({ TableName: deps.db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` } }))).Items ?? [];
const prose = (seed: number) => Array.from({ length: 260 }, (_, i) => `${seed}.${i} ${'Mitochondria make the energy a cell uses, the membrane keeps it in. '.repeat(11)}`).join('\n\n').slice(0, 200_000);

/**
 * The shape the bench's 15 MB textbook leaves (2,948 passages): its chunk items (~35 of ~96 KB;
 * here ~30 KB each, the count is what paging sees), 12 vector segments (here 8 floats a
 * passage instead of 1,024: the count of objects is the textbook's, not their bytes), and
 * the kept PDF (a stand-in of a few bytes). Written straight to the stores, as the worker would
 * have left them, so the test pays for the deletion and not for reading five textbooks.
 */
const TEXTBOOK = { chunks: 2948, chunkItems: 35, segments: segmentCount(2948) };
async function textbookShaped(ctx: { deps: Deps; actor: { userId: string } }, pageId: string, b: number) {
  const { userId } = ctx.actor;
  const sourceId = newSourceId(pageId);
  const perItem = Math.ceil(TEXTBOOK.chunks / TEXTBOOK.chunkItems);
  for (let item = 0; item < TEXTBOOK.chunkItems; item++) {
    const chunks = Array.from({ length: Math.min(perItem, TEXTBOOK.chunks - item * perItem) }, (_, k) => ({ i: item * perItem + k, o: 0, t: `Book ${b}, passage ${item * perItem + k}: ${'cells '.repeat(60)}` }));
    await Chunks(deps.db).put({ userId, sourceId, item, chunks }).go();
  }
  for (let seg = 0; seg < TEXTBOOK.segments; seg++) {
    const n = Math.min(SEGMENT_CHUNKS, TEXTBOOK.chunks - seg * SEGMENT_CHUNKS);
    await writeSegment(deps, vectorKey(userId, sourceId, seg), encodeSegment('mistral-embed', seg * SEGMENT_CHUNKS, Array.from({ length: n }, () => new Array(8).fill(0.5))));
  }
  await putObject(deps, keptKey(userId, sourceId), new TextEncoder().encode('%PDF-1.4 stand-in'), 'application/pdf');
  const now = new Date().toISOString();
  await Sources(deps.db)
    .put({
      userId, pageId, sourceId, kind: 'PDF', title: `Textbook ${b}`, status: 'READY', objectKey: keptKey(userId, sourceId), bytes: 15 * 1024 * 1024,
      chunkCount: TEXTBOOK.chunks, chunkItems: TEXTBOOK.chunkItems, vectorModel: 'mistral-embed', vectorDims: 8, vectorSegments: TEXTBOOK.segments,
      pagesRead: 737, chunksEmbedded: TEXTBOOK.chunks, createdAt: now, updatedAt: now,
    })
    .go();
}

/** Every item of the partition, all Query pages (the textbooks' chunk items fill several). */
async function partitionAll(userId: string) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.doc.send(new QueryCommand({ TableName: deps.db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` }, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Drain the account queue through the worker, an invocation per message, as Lambda would. */
async function drainAccounts(d: Deps, remainingMs: () => number): Promise<number> {
  const handler = accountHandler(d, { remainingMs });
  let invocations = 0;
  for (; invocations < 200 && (await accounts.depth()) > 0; invocations++) {
    const [message] = await receiveAll(accounts, 1);
    expect(await handler({ Records: [message!] })).toEqual({ batchItemFailures: [] });
  }
  return invocations;
}

/**
 * Feed the source queue to the worker until it is empty, as Lambda's event source would: the
 * fair turn (fair-turn.ts) lets one of a person's messages queued together begin and sends the
 * rest to the back, so six sources of one person take several rounds.
 */
async function drainSources(read: ReturnType<typeof sourceHandler>): Promise<void> {
  for (let rounds = 0, waiting = await sources.depth(); rounds < 50 && waiting > 0; rounds++, waiting = await sources.depth()) {
    expect(await read({ Records: await receiveAll(sources, Math.min(10, waiting)) })).toEqual({ batchItemFailures: [] });
  }
  expect(await sources.depth()).toBe(0);
}

describe('DELETE /me of an account holding five textbooks', () => {
  it('answers 202 with the tokens stopped at once; the worker deletes in pages across invocations until nothing is left', async () => {
    const u = await signUp(api);
    const auth = { token: u.accessToken };
    const pg = (await api.request('POST', '/notebook/pages', { ...auth, body: { title: 'Biology' } })).body;
    const read = sourceHandler(deps);
    for (let i = 0; i < 5; i++) {
      const added = await api.request('POST', `/notebook/pages/${pg.id}/sources`, { ...auth, body: { kind: 'TEXT', title: `Book ${i}`, text: prose(i) } });
      expect(added.status).toBe(202);
    }
    const pdf = makePdf([{ text: ['Chloroplasts fold light into sugar.'] }, { text: ['Page two of the reader.'] }]);
    const up = (await api.request('POST', `/notebook/pages/${pg.id}/sources/uploads`, { ...auth, body: { title: 'Reader', bytes: pdf.length } })).body;
    expect((await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(pdf) })).status).toBe(200);
    expect((await api.request('POST', `/notebook/sources/${up.id}/uploaded`, auth)).status).toBe(202);
    await drainSources(read);
    const listed = (await api.request('GET', `/notebook/pages/${pg.id}/sources`, auth)).body.items;
    expect(listed.map((s: { status: string }) => s.status)).toEqual(Array(6).fill('READY'));
    expect((await api.request('GET', '/me/export', auth)).status).toBe(303);
    // Vector segments, the kept PDF and the export are objects; chunks fill more than one Query page.
    expect((await everyObject(u.id)).length).toBeGreaterThanOrEqual(7);
    expect((await partition(u.id)).length).toBeGreaterThan(10);

    const res = await api.request('DELETE', '/me', auth);
    expect(res).toMatchObject({ status: 202, body: { status: 'DELETING' } });
    expect((await api.request('GET', '/me', auth)).status).toBe(401);
    expect((await api.request('POST', '/notebook/pages', { ...auth, body: { title: 'After' } })).status).toBe(401);
    expect(await accounts.depth()).toBe(1);

    // Every invocation has just its margin left: it deletes one page, then queues the rest.
    const invocations = await drainAccounts(deps, () => ACCOUNT_MARGIN_MS);
    expect(invocations).toBeGreaterThan(2);

    expect(await partition(u.id)).toEqual([]);
    expect(await everyObject(u.id)).toEqual([]);
    const claim = await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: { pk: `EMAIL#${u.email.toLowerCase()}`, sk: 'EMAIL' } }));
    expect(claim.Item).toBeUndefined();
  });

  it('five textbook-shaped sources (3,000 passages, their chunk items, 12 vector segments and the kept PDF each): every item and object is gone', async () => {
    const u = await signUp(api);
    const auth = { token: u.accessToken };
    const pg = (await api.request('POST', '/notebook/pages', { ...auth, body: { title: 'Textbooks' } })).body;
    const ctx = { deps, actor: { userId: u.id } };
    for (let b = 0; b < 5; b++) await textbookShaped(ctx, pg.id, b);
    // What the bench's textbook leaves (bench/RESULTS.md "Notebook textbook"), five times over.
    expect(await everyObject(u.id)).toHaveLength(5 * (TEXTBOOK.segments + 1));
    expect((await partitionAll(u.id)).length).toBeGreaterThan(5 * TEXTBOOK.chunkItems);

    expect((await api.request('DELETE', '/me', auth)).status).toBe(202);
    const invocations = await drainAccounts(deps, () => ACCOUNT_MARGIN_MS);
    expect(invocations).toBeGreaterThan(2);
    expect(await partitionAll(u.id)).toEqual([]);
    expect(await everyObject(u.id)).toEqual([]);
  }, 120_000);

  it('a worker that dies mid-purge leaves the account to its redelivered message, which finishes it', async () => {
    const u = await signUp(api);
    const auth = { token: u.accessToken };
    for (let i = 0; i < 40; i++) await api.request('POST', '/quick-notes', { ...auth, body: { text: `note ${i}` } });
    expect((await api.request('DELETE', '/me', auth)).status).toBe(202);
    // The first delivery's worker dies on its first write (what the request left: its whole batch is reported failed).
    let dead = true;
    const dying = createDeps(deps.config, {
      db: { ...deps.db, doc: { send: (c: { constructor: { name: string } }, o?: unknown) => (dead && /BatchWrite|TransactWrite/.test(c.constructor.name) ? Promise.reject(new Error('killed')) : deps.db.doc.send(c as never, o as never)) } as unknown as Deps['db']['doc'] },
      log: deps.log,
    });
    const [first] = await receiveAll(accounts, 1);
    expect(await accountHandler(dying)({ Records: [first!] })).toEqual({ batchItemFailures: [{ itemIdentifier: first!.messageId }] });
    expect((await partition(u.id)).length).toBeGreaterThan(0);
    dead = false;
    // SQS hands the message back; the next invocation starts over from what is left.
    expect(await accountHandler(deps)({ Records: [first!] })).toEqual({ batchItemFailures: [] });
    expect(await partition(u.id)).toEqual([]);
  });

  it('a stray message for an account that is not being deleted deletes nothing', async () => {
    const u = await signUp(api);
    expect(await accountHandler(deps)({ Records: [{ ...(await strayRecord(u.id)) }] })).toEqual({ batchItemFailures: [] });
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
  });
});

async function strayRecord(userId: string) {
  return { messageId: 'stray', receiptHandle: '', body: JSON.stringify({ userId }), attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: accounts.url, awsRegion: 'us-east-1' };
}
