import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Users } from '../../../core/users/entity';
import { loadExportJob, startExportJob } from '../../../core/users/export-job';
import { exportPrefix } from '../../../core/users/export-object';
import { runExportJob } from '../../../core/users/export-run';
import { EXPORT_KEEP_S, sweepExports } from '../../../core/users/export-sweep';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';

/**
 * An export is the person's whole life in one document, journals included. It must not outlive
 * the account, nor its five-minute link by more than a sweep's period (S3 lifecycle rules count
 * in days: the bucket's one-day expiry is only the backstop). Checked against the run's S3.
 */
const api = testApi();
const s3 = new S3Client({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('localStores') });
afterAll(() => s3.destroy());

async function keys(Bucket: string, Prefix: string): Promise<string[]> {
  return ((await s3.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key!);
}
const exportsOf = (userId: string) => keys(api.deps.config.storage.exportBucket, exportPrefix(userId));

describe('DELETE /me and the export documents', () => {
  it('deletes every export of the person, and no one else’s', async () => {
    const u = await signUp(api);
    const other = await signUp(api);
    await api.request('PUT', '/mood/2026-11-20', { token: u.accessToken, body: { level: 2, journal: 'Private words.' } });
    for (const who of [u, u, other]) expect((await api.request('GET', '/me/export', { token: who.accessToken })).status).toBe(303);
    expect(await exportsOf(u.id)).toHaveLength(2);

    expect((await api.request('DELETE', '/me', { token: u.accessToken })).status).toBe(204);
    expect(await exportsOf(u.id)).toEqual([]);
    expect(await exportsOf(other.id)).toHaveLength(1);
  });

  it('an export whose account is being deleted writes nothing, aborts its upload and is forgotten', async () => {
    const u = await signUp(api);
    const ctx = { deps: api.deps, actor: { userId: u.id } };
    const job = (await startExportJob(ctx, undefined))!;
    // The tombstone lands while the export waits in the queue (the profile is still there).
    await Users(api.deps.db).patch({ userId: u.id }).set({ deletedAt: new Date().toISOString() }).go();
    expect(await runExportJob(ctx, job.jobId, Infinity)).toBe('gone');
    expect(await exportsOf(u.id)).toEqual([]);
    expect(await loadExportJob(ctx)).toBeUndefined();
  });

  it('a message for an export that was replaced (or already fetched) does nothing', async () => {
    const u = await signUp(api);
    const ctx = { deps: api.deps, actor: { userId: u.id } };
    expect(await runExportJob(ctx, 'exp_not_this_one', Infinity)).toBe('gone');
    expect(await exportsOf(u.id)).toEqual([]);
  });
});

describe('the export sweep (stacks/Exports.ts every few minutes; the local runtime too)', () => {
  it('deletes exports older than their link’s life, keeps younger ones and anything outside exports/', async () => {
    // A bucket of its own: a sweep of the shared one would take other test files' exports.
    const Bucket = `sweep-${randomUUID().slice(0, 8)}`;
    await s3.send(new CreateBucketCommand({ Bucket }));
    for (const Key of ['exports/u1/exp_a.json', 'exports/u2/exp_b.json', 'other/keep.json']) await s3.send(new PutObjectCommand({ Bucket, Key, Body: '{}' }));
    const clock = fixedClock(new Date());
    const deps = testDeps({ EXPORT_BUCKET: Bucket }, { clock });
    expect(await sweepExports(deps)).toEqual({ deleted: 0, kept: 2 });
    clock.advance((EXPORT_KEEP_S + 1) * 1000);
    expect(await sweepExports(deps)).toEqual({ deleted: 2, kept: 0 });
    expect(await keys(Bucket, '')).toEqual(['other/keep.json']);
  });
});
