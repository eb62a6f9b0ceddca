import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../support/http';
import { accountsApi, logIn, signUpWith } from './helpers';

const api = accountsApi();
const NEW_PASSWORD = 'Another-strong-77';

const refresh = (refreshToken: string) => api.request('POST', '/auth/refresh', { body: { refreshToken } });

describe('change password (POST /auth/password)', () => {
  it('keeps the session that changed it and ends every other one; the old password stops working', async () => {
    const laptop = await signUpWith(api);
    const phone = await logIn(api, laptop.email);
    const tablet = await logIn(api, laptop.email);

    const res = await api.request('POST', '/auth/password', { token: laptop.accessToken, body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionsEnded: 2 });

    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(tablet.refreshToken)).status).toBe(401);
    const kept = await refresh(laptop.refreshToken);
    expect(kept.status).toBe(200);
    const sessions = await api.request('GET', '/auth/sessions', { token: kept.body.accessToken });
    expect(sessions.body.items).toHaveLength(1);
    expect(sessions.body.items[0].current).toBe(true);

    expect((await api.request('POST', '/auth/login', { body: { email: laptop.email, password: STRONG_PASSWORD } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: laptop.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses a wrong current password on its field (400, not 401) and changes nothing', async () => {
    const u = await signUpWith(api);
    const other = await logIn(api, u.email);
    const res = await api.request('POST', '/auth/password', { token: u.accessToken, body: { currentPassword: 'Not-my-password-1', newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'currentPassword', message: expect.any(String) }]);
    expect((await refresh(other.refreshToken)).status).toBe(200);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).status).toBe(200);
  });

  it('applies the sign-up strength rules and lists every failed field', async () => {
    const u = await signUpWith(api);
    const weak = await api.request('POST', '/auth/password', { token: u.accessToken, body: { newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect([...new Set(weak.body.error.fields.map((f: { path: string }) => f.path))].sort()).toEqual(['currentPassword', 'newPassword']);
    const oneClass = await api.request('POST', '/auth/password', { token: u.accessToken, body: { currentPassword: STRONG_PASSWORD, newPassword: 'alllowercaseletters' } });
    expect(oneClass.status).toBe(400);
    expect(oneClass.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['newPassword']);
  });

  it('needs a bearer token', async () => {
    const res = await api.request('POST', '/auth/password', { body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('sessions (GET /auth/sessions, DELETE /auth/sessions/{id})', () => {
  it('lists each sign-in with its dates and device, the current one marked, and no secret', async () => {
    const laptop = await signUpWith(api);
    await logIn(api, laptop.email);
    const res = await api.request('GET', '/auth/sessions', { token: laptop.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const current = res.body.items.find((s: { current: boolean }) => s.current);
    const other = res.body.items.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ id: expect.stringMatching(/^rtf_/), userAgent: 'Firefox on Linux', createdAt: expect.any(String), lastUsedAt: expect.any(String) });
    expect(other.userAgent).toBe('Safari on iOS');
    expect(JSON.stringify(res.body)).not.toMatch(/Hash|secret|Mozilla/);
  });

  it('a refresh moves "last used" forward', async () => {
    const u = await signUpWith(api);
    const before = (await api.request('GET', '/auth/sessions', { token: u.accessToken })).body.items[0];
    await new Promise((r) => setTimeout(r, 5));
    const next = await refresh(u.refreshToken);
    const after = (await api.request('GET', '/auth/sessions', { token: next.body.accessToken })).body.items[0];
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
  });

  it('ends one session: its refresh token dies, the list drops it, a second DELETE is 404', async () => {
    const laptop = await signUpWith(api);
    const phone = await logIn(api, laptop.email);
    const list = await api.request('GET', '/auth/sessions', { token: laptop.accessToken });
    const phoneId = list.body.items.find((s: { current: boolean }) => !s.current).id;

    expect((await api.request('DELETE', `/auth/sessions/${phoneId}`, { token: laptop.accessToken })).status).toBe(204);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    const after = await api.request('GET', '/auth/sessions', { token: laptop.accessToken });
    expect(after.body.items.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    expect((await api.request('DELETE', `/auth/sessions/${phoneId}`, { token: laptop.accessToken })).status).toBe(404);
  });

  it("another person's session id is a 404 and stays alive; a malformed id is a 400 on its field", async () => {
    const mine = await signUpWith(api);
    const theirs = await signUpWith(api);
    const theirId = (await api.request('GET', '/auth/sessions', { token: theirs.accessToken })).body.items[0].id;
    const res = await api.request('DELETE', `/auth/sessions/${theirId}`, { token: mine.accessToken });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await refresh(theirs.refreshToken)).status).toBe(200);
    const malformed = await api.request('DELETE', '/auth/sessions/not-a-session', { token: mine.accessToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['id']);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const laptop = await signUpWith(api);
    const phone = await logIn(api, laptop.email);
    const tablet = await logIn(api, laptop.email);
    const res = await api.request('POST', '/auth/sessions/end-others', { token: laptop.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(tablet.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('needs a bearer token', async () => {
    expect((await api.request('GET', '/auth/sessions')).status).toBe(401);
    expect((await api.request('DELETE', '/auth/sessions/rtf_x')).status).toBe(401);
  });
});
