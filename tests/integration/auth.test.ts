import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, testApi } from '../support/http';
import { randomUUID } from 'node:crypto';

const api = testApi();
const email = () => `a-${randomUUID()}@Example.test`;

describe('signup', () => {
  it('creates the account and answers 201 with a session and no secrets', async () => {
    const res = await api.request('POST', '/auth/signup', {
      body: { email: email(), password: STRONG_PASSWORD, displayName: 'Ana' },
    });
    expect(res.status).toBe(201);
    expect(res.body.accessToken).toMatch(/^ey/);
    expect(res.body.refreshToken).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ id: expect.stringMatching(/^usr_/), displayName: 'Ana' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('treats emails case-insensitively and refuses a second account (409)', async () => {
    const e = email();
    await api.request('POST', '/auth/signup', { body: { email: e, password: STRONG_PASSWORD, displayName: 'A' } });
    const again = await api.request('POST', '/auth/signup', {
      body: { email: e.toUpperCase(), password: STRONG_PASSWORD, displayName: 'B' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
  });

  it.each([
    ['too short', 'Ab1-short'],
    ['one class only', 'alllowercaseletters'],
  ])('refuses a weak password (%s)', async (_label, password) => {
    const res = await api.request('POST', '/auth/signup', { body: { email: email(), password, displayName: 'A' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain('password');
  });

  it('accepts 12 characters with two classes', async () => {
    const res = await api.request('POST', '/auth/signup', {
      body: { email: email(), password: 'abcdefghij12', displayName: 'A' },
    });
    expect(res.status).toBe(201);
  });
});

describe('login', () => {
  it('logs in with the right password, whatever the email case', async () => {
    const u = await signUp(api);
    const res = await api.request('POST', '/auth/login', { body: { email: u.email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(u.id);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const u = await signUp(api);
    const wrong = await api.request('POST', '/auth/login', { body: { email: u.email, password: 'Wrong-password-1' } });
    const unknown = await api.request('POST', '/auth/login', { body: { email: email(), password: 'Wrong-password-1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('locks the email after 10 failures, even for the right password, with the same answer', async () => {
    const u = await signUp(api);
    for (let i = 0; i < 10; i++) {
      const r = await api.request('POST', '/auth/login', { body: { email: u.email, password: 'Wrong-password-1' } });
      expect(r.status).toBe(401);
    }
    const locked = await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
    expect(locked.status).toBe(401);
    expect(locked.body.error.message).toBe('Email or password is incorrect');
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works, and the old refresh token is spent', async () => {
    const u = await signUp(api);
    const first = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(u.refreshToken);
    const me = await api.request('GET', '/me', { token: first.body.accessToken });
    expect(me.status).toBe(200);
    const second = await api.request('POST', '/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(second.status).toBe(200);
  });

  it('reusing a spent token revokes the whole family (the thief and the owner are both out)', async () => {
    const u = await signUp(api);
    const rotated = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    const replay = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(replay.status).toBe(401);
    const owner = await api.request('POST', '/auth/refresh', { body: { refreshToken: rotated.body.refreshToken } });
    expect(owner.status).toBe(401);
  });

  it('two concurrent uses of one token: at most one wins, and the family ends revoked', async () => {
    const u = await signUp(api);
    const both = await Promise.all([
      api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } }),
      api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } }),
    ]);
    expect(both.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    for (const r of both.filter((x) => x.status === 200)) {
      const next = await api.request('POST', '/auth/refresh', { body: { refreshToken: r.body.refreshToken } });
      expect(next.status).toBe(401);
    }
  });

  it('a made-up token is refused without harming the real family', async () => {
    const u = await signUp(api);
    const [userId, familyId] = u.refreshToken.split('.');
    const forged = await api.request('POST', '/auth/refresh', { body: { refreshToken: `${userId}.${familyId}.forged` } });
    expect(forged.status).toBe(401);
    const real = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(real.status).toBe(200);
  });

  it('logout ends the family; other logins keep working', async () => {
    const u = await signUp(api);
    const other = await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
    const out = await api.request('POST', '/auth/logout', { body: { refreshToken: u.refreshToken } });
    expect(out.status).toBe(204);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(401);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: other.body.refreshToken } })).status).toBe(200);
  });
});
