import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { updateConfiguration } from '../../../core/configuration/service';
import { Users } from '../../../core/users/entity';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { STRONG_PASSWORD, signUp } from '../../support/http';
import { startProviderSim } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { createOneOfEverything, expectEveryEntity, partitionKinds } from './every-entity';

const sim = await startProviderSim();
afterAll(() => sim.close());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, { tutor }), undefined, { tutor: () => tutor });
const { db } = api.deps;

async function partition(userId: string) {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` } }),
  );
  return res.Items ?? [];
}

async function gsi(pk: string) {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return res.Items ?? [];
}

describe('DELETE /me', async () => {
  const u = await signUp(api);
  await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
  await createOneOfEverything(api, sim, u);
  const kinds = await partitionKinds(api, u.id);

  it('starts from one of every user-partition entity defined under core/', () => expectEveryEntity(kinds));

  it('leaves nothing of the user behind: every entity, index entries, email claim, sessions', async () => {
    // Many pages' worth, so the purge must follow the Query's pages.
    for (let i = 0; i < 30; i++) {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: `USER#${u.id}`, sk: `NOTE#${i}`, text: 'x'.repeat(20_000) } }));
    }
    expect((await gsi(`CHATS#${u.id}`)).length).toBe(2);

    const res = await api.request('DELETE', '/me', { token: u.accessToken });
    expect(res.status).toBe(204);

    expect(await partition(u.id)).toEqual([]);
    expect(await gsi(`CHATS#${u.id}`)).toEqual([]);
    expect((await gsi('TZ#UTC')).filter((i) => i.userId === u.id)).toEqual([]);
    const claim = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: `EMAIL#${u.email.toLowerCase()}`, sk: 'EMAIL' } }));
    expect(claim.Item).toBeUndefined();
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(401);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).status).toBe(401);
  });

  it("touches no one else's data, and the email can be used again", async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    await api.request('PUT', '/mood/2026-01-02', { token: b.accessToken, body: { level: 3, journal: 'mine' } });
    await api.request('POST', '/quick-notes', { token: b.accessToken, body: { text: 'mine too' } });
    const before = await partition(b.id);
    await api.request('DELETE', '/me', { token: a.accessToken });
    expect(await partition(b.id)).toEqual(before);
    const again = await api.request('POST', '/auth/signup', { body: { email: a.email, password: STRONG_PASSWORD, displayName: 'New' } });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(a.id);
  });
});

describe('a deleted account’s tokens stop at once (D13)', () => {
  it('an old access token can write nothing after DELETE /me: not a category, not a journal, not a configuration row', async () => {
    const u = await signUp(api);
    await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { phrase: 'before' } });
    expect((await api.request('DELETE', '/me', { token: u.accessToken })).status).toBe(204);
    const attempts: [string, string, unknown][] = [
      ['POST', '/categories', { name: 'After deletion' }],
      ['PUT', '/mood/2026-01-03', { level: 2, journal: 'secret diary after deletion' }],
      ['PATCH', '/me/configuration', { phrase: 'after' }],
      ['POST', '/quick-notes', { text: 'still here?' }],
      ['POST', '/ai/agent/chats', {}],
      ['GET', '/habits', undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api.request(method, path, { token: u.accessToken, body });
      expect({ method, path, status: res.status, code: res.body?.error?.code }).toEqual({ method, path, status: 401, code: 'UNAUTHORIZED' });
    }
    expect(await partition(u.id)).toEqual([]);
    // The day close finds users through their configuration rows: none was recreated.
    expect((await gsi('TZ#UTC')).filter((i) => i.userId === u.id)).toEqual([]);
  });

  it('once the tombstone is written every token is refused, even before the purge has run; DELETE /me may finish it', async () => {
    const u = await signUp(api);
    // What DELETE /me writes first, as if its purge then died.
    await Users(db).patch({ userId: u.id }).set({ deletedAt: new Date().toISOString() }).go();
    expect((await api.request('POST', '/categories', { token: u.accessToken, body: { name: 'Nope' } })).status).toBe(401);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).status).toBe(401);
    expect((await api.request('DELETE', '/me', { token: u.accessToken })).status).toBe(204);
    expect(await partition(u.id)).toEqual([]);
  });

  it('a configuration write that raced the deletion cannot recreate the row', async () => {
    const u = await signUp(api);
    const ctx = { deps: api.deps, actor: { userId: u.id } };
    expect((await api.request('DELETE', '/me', { token: u.accessToken })).status).toBe(204);
    // The service itself, as a request that passed its check just before the tombstone would call it.
    await expect(updateConfiguration(ctx, { phrase: 'late' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await partition(u.id)).toEqual([]);
  });
});
