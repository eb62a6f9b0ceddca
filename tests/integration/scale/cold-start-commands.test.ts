/**
 * The table commands written by hand so that the agent function imports no ElectroDB at its
 * cold start (issue 35): the rate windows' writes and read (core/limits/commands.ts) and the
 * liveness check's profile read (core/auth/profile-read.ts). Each must send what the entity's
 * ElectroDB call sends for the same inputs (its `params()`), and what they write or read must
 * be what the entity writes and reads: real DynamoDB Local, real accounts.
 */
import { describe, expect, it } from 'vitest';
import { RateWindows } from '../../../core/limits/entity';
import { addHitsInput, type HitsCondition } from '../../../core/limits/commands';
import { consume, consumeItem, enforce, peek } from '../../../core/limits/rate';
import { profileGetInput, readProfile, type ProfileAttribute } from '../../../core/auth/profile-read';
import { assertAccountLive, liveProfile } from '../../../core/auth/liveness';
import { Users } from '../../../core/users/entity';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';

const newScope = () => `TEST#${Math.random().toString(36).slice(2)}`;

describe('rate window commands (core/limits/commands.ts)', () => {
  const deps = testDeps();
  const entity = RateWindows(deps.db);

  it('are ElectroDB’s parameters for every condition and response used', () => {
    const key = { scope: 'USER#u-1', bucket: 'agent', windowStart: 1_700_000_040 };
    const cases: [HitsCondition, 'NONE' | 'UPDATED_NEW' | undefined][] = [
      [{ op: 'lt', limit: 10 }, 'NONE'],
      [{ op: 'lt', limit: 10 }, undefined],
      [{ op: 'lte', limit: 7 }, 'UPDATED_NEW'],
      [undefined, 'UPDATED_NEW'],
    ];
    for (const [condition, response] of cases) {
      const hits = condition?.op === 'lte' ? 3 : 1;
      const update = entity.update(key).add({ hits }).set({ expiresAt: key.windowStart + 120 });
      const where = condition
        ? update.where((a, op) => `${op.notExists(a.hits)} OR ${condition.op === 'lt' ? op.lt(a.hits, condition.limit) : op.lte(a.hits, condition.limit)}`)
        : update;
      const electro = where.params(response ? { response: response === 'NONE' ? 'none' : 'updated_new' } : {});
      expect(addHitsInput(deps.db.tableName, key, hits, key.windowStart + 120, condition, response)).toEqual(electro);
    }
  });

  it('write rows the entity reads as its own, count exactly, and peek reads them as ElectroDB does', async () => {
    const scope = newScope();
    const clock = fixedClock();
    const d = { ...deps, clock };
    const exact = { bucket: 'exact', limit: 2, windowS: 60 };
    expect(await consume(d, scope, exact)).toEqual({ allowed: true, retryAfterS: 0 });
    expect(await consume(d, scope, exact)).toMatchObject({ allowed: true });
    expect(await consume(d, scope, exact)).toMatchObject({ allowed: false });
    // Batched: 4 hits a write, limit 6.
    const batched = { bucket: 'batched', limit: 6, windowS: 60, batch: 4 };
    for (let i = 0; i < 6; i++) await enforce(d, scope, batched);
    await expect(enforce(d, scope, batched)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    const rows = (await entity.query.primary({ scope }).go({ consistent: true })).data;
    const windowStart = rows[0]!.windowStart;
    expect(rows.map((r) => ({ bucket: r.bucket, hits: r.hits }))).toEqual([
      { bucket: 'batched', hits: 6 },
      { bucket: 'exact', hits: 2 },
    ]);
    for (const r of rows) expect(r).toEqual({ scope, bucket: r.bucket, windowStart, hits: r.hits, expiresAt: windowStart + 120 });

    const theirs = (await entity.get({ scope, bucket: 'exact', windowStart }).go()).data;
    expect(theirs?.hits).toBe(2);
    expect(await peek(d, scope, exact)).toMatchObject({ allowed: false });
    expect(await peek(d, scope, { ...exact, limit: 3 })).toEqual({ allowed: true, retryAfterS: 0 });
    expect(await peek(d, newScope(), exact)).toEqual({ allowed: true, retryAfterS: 0 });
  });

  it('as a transaction item: ElectroDB’s params() of the same update', () => {
    const clock = fixedClock();
    const d = { ...deps, clock };
    const rule = { bucket: 'agent', limit: 5, windowS: 60 };
    const windowStart = Math.floor(clock.now().getTime() / 1000 / 60) * 60;
    const electro = entity
      .update({ scope: 'USER#u-2', bucket: 'agent', windowStart })
      .add({ hits: 1 })
      .set({ expiresAt: windowStart + 120 })
      .where((a, op) => `${op.notExists(a.hits)} OR ${op.lt(a.hits, 5)}`)
      .params();
    expect(consumeItem(d, 'USER#u-2', rule)).toEqual({ Update: electro });
  });
});

describe('the liveness check’s profile read (core/auth/profile-read.ts)', () => {
  it('sends the entity’s get and returns what it returns: live, deleted and missing accounts', async () => {
    const api = testApi();
    const deps = api.deps;
    const users = Users(deps.db);
    const [live, gone] = [await signUp(api), await signUp(api)];
    await users.patch({ userId: gone.id }).set({ deletedAt: new Date().toISOString(), globalContext: 'notes' }).go();
    const sets: ProfileAttribute[][] = [
      ['userId', 'deletedAt'],
      ['userId', 'deletedAt', 'displayName', 'globalContext'],
    ];
    for (const attributes of sets) {
      for (const userId of [live.id, gone.id, 'no-such-user']) {
        expect(profileGetInput(deps.db.tableName, userId, attributes)).toEqual(users.get({ userId }).params({ consistent: true, attributes }));
        const theirs = (await users.get({ userId }).go({ consistent: true, attributes })).data;
        expect(await readProfile(deps.db, userId, attributes)).toEqual(theirs);
      }
    }
    await expect(assertAccountLive(deps, { userId: live.id })).resolves.toBeUndefined();
    await expect(assertAccountLive(deps, { userId: gone.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(assertAccountLive(deps, { userId: gone.id }, { deleting: true })).resolves.toBeUndefined();
    await expect(assertAccountLive(deps, { userId: 'no-such-user' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await liveProfile(deps, { userId: live.id })).toEqual({ displayName: expect.any(String), globalContext: undefined });
    await expect(liveProfile(deps, { userId: gone.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
