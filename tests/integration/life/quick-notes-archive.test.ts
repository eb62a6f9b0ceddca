import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../../support/http';

const api = testApi();

describe('the Ideas board archive', () => {
  it('pages newest first, and a cursor from another list is refused', async () => {
    const u = await signUp(api);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await api.request('POST', '/quick-notes', { token: u.accessToken, body: { text: `n${i}` } })).body.id);
    for (const id of ids.slice(0, 3)) await api.request('POST', `/quick-notes/${id}/archive`, { token: u.accessToken });
    const get = (q: string) => api.request('GET', `/quick-notes?archived=true&${q}`, { token: u.accessToken });
    const first = await get('limit=2');
    expect(first.body.items.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(`limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ items: [expect.objectContaining({ id: ids[0], cell: null })], nextCursor: null });
    const foreign = await get(`cursor=${Buffer.from('tsk_01JABCDEFGHJKMNPQRSTVWXYZ0').toString('base64url')}`);
    expect(foreign.status).toBe(400);
    expect((await api.request('GET', '/quick-notes?archived=maybe', { token: u.accessToken })).status).toBe(400);
    expect((await api.request('GET', '/quick-notes', { token: u.accessToken })).body.items.map((n: { id: string }) => n.id)).toEqual(ids.slice(3));
  });
});
