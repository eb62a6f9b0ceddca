import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, testApi } from '../support/http';

const api = testApi();
const { db } = api.deps;

async function partition(userId: string) {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` } }),
  );
  return res.Items ?? [];
}

describe('DELETE /me', () => {
  it('leaves nothing of the user behind: partition, email claim, sessions', async () => {
    const u = await signUp(api);
    await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
    // Stand-ins for what later features store in the partition (many pages' worth).
    for (let i = 0; i < 30; i++) {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: `USER#${u.id}`, sk: `NOTE#${i}`, text: 'x'.repeat(20_000) } }));
    }
    expect((await partition(u.id)).length).toBeGreaterThan(30);

    const res = await api.request('DELETE', '/me', { token: u.accessToken });
    expect(res.status).toBe(204);

    expect(await partition(u.id)).toEqual([]);
    const claim = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: `EMAIL#${u.email.toLowerCase()}`, sk: 'EMAIL' } }));
    expect(claim.Item).toBeUndefined();
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(401);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).status).toBe(401);
  });

  it("touches no one else's data, and the email can be used again", async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    const before = await partition(b.id);
    await api.request('DELETE', '/me', { token: a.accessToken });
    expect(await partition(b.id)).toEqual(before);
    const again = await api.request('POST', '/auth/signup', { body: { email: a.email, password: STRONG_PASSWORD, displayName: 'New' } });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(a.id);
  });
});

describe('GET /me/export', () => {
  it('exports what the user owns, without credentials or bookkeeping', async () => {
    const u = await signUp(api, 'Exporter');
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: `USER#${u.id}`, sk: 'HABIT#1', __edb_e__: 'habit', name: 'Read' } }));
    const res = await api.request('GET', '/me/export', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: u.id, displayName: 'Exporter' });
    expect(res.body.data.habit).toEqual([{ name: 'Read' }]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/passwordHash|currentHash|spentHashes|refreshFamily|rateWindow|"pk"|"sk"/);
  });
});
