import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consume } from '../../core/limits/rate';
import { STRONG_PASSWORD, signUp, testApi } from '../support/http';
import { testDeps } from '../support/deps';

describe('sign-in routes: N attempts per IP per 15 minutes', () => {
  it('refuses the 6th attempt with 429 RATE_LIMITED and Retry-After, per IP', async () => {
    const api = testApi(testDeps({ AUTH_SIGNIN_LIMIT: '5' }));
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const attempt = (from: string) =>
      api.request('POST', '/auth/login', { ip: from, body: { email: 'x@example.test', password: STRONG_PASSWORD } });
    for (let i = 0; i < 5; i++) expect((await attempt(ip)).status).toBe(401);
    const sixth = await attempt(ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
    const retry = Number(sixth.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(`${ip}-other`)).status).toBe(401);
  });
});

describe('general per-user tiers', () => {
  it('counts writes and reads separately per user', async () => {
    const api = testApi(testDeps({ LIMIT_WRITES_PER_MIN: '2', LIMIT_READS_PER_MIN: '3' }));
    const u = await signUp(api);
    const other = await signUp(api);
    for (let i = 0; i < 3; i++) expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
    const limited = await api.request('GET', '/me', { token: u.accessToken });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await api.request('GET', '/me', { token: other.accessToken })).status).toBe(200);
    // Writes have their own bucket: reads being exhausted does not block them.
    expect((await api.request('DELETE', '/me', { token: u.accessToken })).status).toBe(204);
  });
});

describe('fixed-window counter', () => {
  it('is exact under concurrency: 40 simultaneous hits on a limit of 7 allow exactly 7', async () => {
    const deps = testDeps();
    const scope = `TEST#${randomUUID()}`;
    const rule = { bucket: 'burst', limit: 7, windowS: 3600 };
    const results = await Promise.all(Array.from({ length: 40 }, () => consume(deps, scope, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterS > 0)).toBe(true);
  });
});
