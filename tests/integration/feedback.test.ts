import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../support/http';

const api = testApi();

describe('feedback (D10)', () => {
  it("stores the person's own words and lists only their own", async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    const res = await api.request('POST', '/feedback', { token: a.accessToken, body: { text: '  The streak ring is lovely  ', kind: 'PRAISE' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^fbk_/), text: 'The streak ring is lovely', kind: 'PRAISE', source: 'app' });
    expect((await api.request('GET', '/feedback', { token: a.accessToken })).body.items).toHaveLength(1);
    expect((await api.request('GET', '/feedback', { token: b.accessToken })).body.items).toEqual([]);
  });

  it('lists every failed field', async () => {
    const u = await signUp(api);
    const res = await api.request('POST', '/feedback', { token: u.accessToken, body: { text: '', kind: 'RANT' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['kind', 'text']);
  });

  it('has its own bucket: 10 an hour', async () => {
    const u = await signUp(api);
    for (let i = 0; i < 10; i++) {
      expect((await api.request('POST', '/feedback', { token: u.accessToken, body: { text: `note ${i}` } })).status).toBe(201);
    }
    const eleventh = await api.request('POST', '/feedback', { token: u.accessToken, body: { text: 'one more' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe('RATE_LIMITED');
  });
});
