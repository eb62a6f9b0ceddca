import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, testApi } from '../support/http';
import { fixedClock, testDeps } from '../support/deps';
import { REFRESH_RATE, REUSE_GRACE_MS } from '../../core/auth/refresh';
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

  it('throttles a guesser per (email, IP) with back-off, while the owner signs in from elsewhere', async () => {
    const clock = fixedClock();
    const timed = testApi(testDeps({}, { clock }));
    const u = await signUp(timed);
    const guess = () => timed.request('POST', '/auth/login', { ip: '198.51.100.7', body: { email: u.email, password: 'Wrong-password-1' } });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401); // the free attempts
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await guess()).status).toBe(401); // allowed once the back-off has passed…
      const slowed = await guess(); // …and the very next one is asked to wait, longer each time
      expect(slowed.status).toBe(429);
      expect(slowed.body.error.code).toBe('RATE_LIMITED');
      waits.push(Number(slowed.headers.get('retry-after')));
      clock.advance(waits.at(-1)! * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // 10 failures later, the right password from the owner's own address still works (no lockout).
    const owner = await timed.request('POST', '/auth/login', { ip: '203.0.113.20', body: { email: u.email, password: STRONG_PASSWORD } });
    expect(owner.status).toBe(200);
  });

  it('counts parallel guesses before checking them: 20 at once from one address get at most 6 verdicts', async () => {
    const u = await signUp(api);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.request('POST', '/auth/login', { ip: '198.51.100.8', body: { email: u.email, password: 'Wrong-password-1' } })),
    );
    const judged = results.filter((r) => r.status === 401).length;
    expect(judged).toBeLessThanOrEqual(6); // 5 free + the one the back-off admits
    expect(results.filter((r) => r.status === 429)).toHaveLength(20 - judged);
  });

  it('slows, never locks, a guesser spread over many addresses; unknown emails are treated the same', async () => {
    const clock = fixedClock();
    const timed = testApi(testDeps({}, { clock }));
    const u = await signUp(timed);
    for (const target of [u.email, email()]) {
      for (let i = 0; i < 20; i++) {
        const r = await timed.request('POST', '/auth/login', { ip: `192.0.2.${i + 1}`, body: { email: target, password: 'Wrong-password-1' } });
        expect(r.status).toBe(401);
      }
      const slowed = [];
      for (let i = 0; i < 12; i++) {
        const r = await timed.request('POST', '/auth/login', { ip: `192.0.2.${100 + i}`, body: { email: target, password: 'Wrong-password-1' } });
        if (r.status === 429) slowed.push(Number(r.headers.get('retry-after')));
        clock.advance(31_000);
      }
      // The per-email ceiling only ever asks for seconds (capped at 30), never 15 minutes.
      expect(Math.max(...slowed, 0)).toBeLessThanOrEqual(30);
    }
    const owner = await timed.request('POST', '/auth/login', { ip: '203.0.113.21', body: { email: u.email, password: STRONG_PASSWORD } });
    expect(owner.status).toBe(200);
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

  it('reusing a spent token after the grace window revokes the whole family (the thief and the owner are both out)', async () => {
    const clock = fixedClock();
    const timed = testApi(testDeps({}, { clock }));
    const u = await signUp(timed);
    const rotated = await timed.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    clock.advance(REUSE_GRACE_MS + 1000);
    const replay = await timed.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(replay.status).toBe(401);
    const owner = await timed.request('POST', '/auth/refresh', { body: { refreshToken: rotated.body.refreshToken } });
    expect(owner.status).toBe(401);
  });

  it('two tabs (or a retried request) refreshing with one token within seconds both get the same successor', async () => {
    const u = await signUp(api);
    const first = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    const retry = await api.request('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.refreshToken).toBe(first.body.refreshToken);
    // Concurrently too: every answer is that same successor, and it keeps working.
    const both = await Promise.all([0, 1].map(() => api.request('POST', '/auth/refresh', { body: { refreshToken: first.body.refreshToken } })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.refreshToken).toBe(both[1]!.body.refreshToken);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: both[0]!.body.refreshToken } })).status).toBe(200);
  });

  it('a family ends after 90 days however often it is refreshed', async () => {
    const clock = fixedClock();
    const timed = testApi(testDeps({}, { clock }));
    const u = await signUp(timed);
    let token = u.refreshToken;
    for (let day = 0; day < 89; day += 10) {
      clock.advance(10 * 24 * 3600 * 1000);
      const r = await timed.request('POST', '/auth/refresh', { body: { refreshToken: token } });
      if (day + 10 < 90) {
        expect(r.status).toBe(200);
        token = r.body.refreshToken;
      } else expect(r.status).toBe(401);
    }
  });

  it('is limited per family, not per address: one family is slowed, a neighbour on the same IP is not', async () => {
    const u = await signUp(api);
    let token = u.refreshToken;
    for (let i = 0; i < REFRESH_RATE.limit; i++) {
      const r = await api.request('POST', '/auth/refresh', { ip: '198.51.100.50', body: { refreshToken: token } });
      expect(r.status).toBe(200);
      token = r.body.refreshToken;
    }
    const limited = await api.request('POST', '/auth/refresh', { ip: '198.51.100.50', body: { refreshToken: token } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const neighbour = await signUp(api);
    expect((await api.request('POST', '/auth/refresh', { ip: '198.51.100.50', body: { refreshToken: neighbour.refreshToken } })).status).toBe(200);
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
