import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDeps, type Deps } from '../../../core/context';
import { PART_BYTES } from '../../../core/storage/object-writer';
import { ACCOUNT_MARGIN_MS, accountHandler } from '../../../core/users/account-worker';
import { loadExportJob } from '../../../core/users/export-job';
import { exportPrefix } from '../../../core/users/export-object';
import { testDeps } from '../../support/deps';
import { exportAt } from '../../support/export';
import { signUp, testApi } from '../../support/http';
import { ownQueue, receiveAll } from '../../support/queue';

/**
 * GET /me/export off the request path (issue 33): a large account's document is written by the
 * account queue's worker in parts with a deadline, each invocation going on from the cursor the
 * last one saved with its part; the route answers 202 while it runs and the 303 once it is
 * done. Test-sized: an 11 MB partition (three 5 MB parts), a request with no inline time, and
 * invocations whose remaining-time clock says each may send one part before stopping.
 */
const accounts = await ownQueue('exports');
const deps = testDeps({ ACCOUNT_QUEUE_URL: accounts.url, ACCOUNT_DELETE_INLINE_MS: '0' });
const api = testApi(deps);
const s3 = new S3Client({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('localStores') });
afterAll(() => s3.destroy());

const objects = async (userId: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: deps.config.storage.exportBucket, Prefix: exportPrefix(userId) }))).Contents ?? []).map((o) => o.Key!);

/** `n` feedback-shaped items of ~60 KB, numbered, in the person's partition. */
async function bigPartition(userId: string, n: number, tag: string) {
  for (let i = 0; i < n; i++) {
    await deps.db.doc.send(
      new PutCommand({
        TableName: deps.db.tableName,
        Item: { pk: `USER#${userId}`, sk: `FEEDBACK#big-${String(i).padStart(3, '0')}`, __edb_e__: 'feedback', __edb_v__: '1', text: `${tag}${i}:`.padEnd(60_000, 'x') },
      }),
    );
  }
}

/** A worker whose table refuses the export job's progress write while `dying` says so: the invocation dies there. */
function dyingWorker(dying: { now: boolean }): Deps {
  const send = (c: { constructor: { name: string }; input?: { Key?: { sk?: string } } }, o?: unknown) =>
    dying.now && c.constructor.name === 'UpdateCommand' && c.input?.Key?.sk === 'EXPORTJOB' ? Promise.reject(new Error('killed')) : deps.db.doc.send(c as never, o as never);
  return createDeps(deps.config, { db: { ...deps.db, doc: { send } as unknown as Deps['db']['doc'] }, log: deps.log });
}

describe('an export larger than one invocation', () => {
  it('202 while the worker writes it part by part; a worker killed mid-way is followed by one that goes on from the last saved part; then the 303, once', async () => {
    const u = await signUp(api, 'Prolific');
    const other = await signUp(api, 'Neighbour');
    await bigPartition(u.id, 190, 'mine-');
    await bigPartition(other.id, 3, 'theirs-');
    const auth = { token: u.accessToken };

    // The request writes its first part, saves where it stands, queues the rest.
    const first = await api.request('GET', '/me/export', auth);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^exp_/), status: 'RUNNING', startedAt: expect.any(String) });
    expect(first.headers.get('retry-after')).toBe('2');
    expect((await loadExportJob({ deps, actor: { userId: u.id } }))?.upload?.parts).toHaveLength(1);
    // Asking again while it runs starts nothing new: the same job.
    expect((await api.request('GET', '/me/export', auth)).body).toEqual(first.body);
    expect(await accounts.depth()).toBe(1);

    // The first invocation sends part 2, then dies before saving it: SQS hands the message back.
    const [message] = await receiveAll(accounts, 1);
    const dying = { now: true };
    expect(await accountHandler(dyingWorker(dying), { remainingMs: () => ACCOUNT_MARGIN_MS })({ Records: [message!] })).toEqual({ batchItemFailures: [{ itemIdentifier: message!.messageId }] });
    expect((await loadExportJob({ deps, actor: { userId: u.id } }))?.upload?.parts).toHaveLength(1);

    // The redelivery goes on from part 1's cursor; each invocation then has time for one part.
    const handler = accountHandler(deps, { remainingMs: () => ACCOUNT_MARGIN_MS });
    expect(await handler({ Records: [message!] })).toEqual({ batchItemFailures: [] });
    expect((await loadExportJob({ deps, actor: { userId: u.id } }))?.upload?.parts).toHaveLength(2);
    expect((await api.request('GET', '/me/export', auth)).status).toBe(202);
    let invocations = 1;
    for (; invocations < 10 && (await accounts.depth()) > 0; invocations++) {
      const [next] = await receiveAll(accounts, 1);
      expect(await handler({ Records: [next!] })).toEqual({ batchItemFailures: [] });
    }
    expect(invocations).toBe(2);
    expect(await objects(u.id)).toEqual([`${exportPrefix(u.id)}${first.body.id}.json`]);

    const done = await api.request('GET', '/me/export', auth);
    const doc = await exportAt(done);
    expect(doc.exportedAt).toBe(first.body.startedAt);
    expect(doc.user).toMatchObject({ id: u.id, displayName: 'Prolific' });
    // Every item once, in order, nothing dropped at a part's edge nor written twice; none of the neighbour's.
    expect(doc.data.feedback.map((f: { text: string }) => f.text.split(':')[0])).toEqual([...Array(190).keys()].map((i) => `mine-${i}`));
    expect(JSON.stringify(doc)).not.toContain('theirs-');
    expect(JSON.stringify(doc).length).toBeGreaterThan(2 * PART_BYTES);

    // Handed out once: the next request is a new export.
    const again = await api.request('GET', '/me/export', auth);
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(first.body.id);
  }, 120_000);
});
