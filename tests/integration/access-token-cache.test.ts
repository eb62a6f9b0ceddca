/**
 * Verified access tokens are remembered per process (core/auth/tokens.ts, issue 35): only the
 * expiry is checked again. The memo must never accept what a fresh verification would refuse.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../../core/auth/tokens';
import { signUp, STRONG_PASSWORD, testApi } from './../support/http';
import { fixedClock, testDeps } from '../support/deps';

describe('a remembered access token', () => {
  it('still expires on the very second jose would call it expired', async () => {
    const clock = fixedClock(new Date('2026-11-29T12:00:00.500Z'));
    const api = testApi(testDeps({}, { clock }));
    const u = await signUp(api);
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
    const exp = JSON.parse(Buffer.from(u.accessToken.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(exp - Math.floor(clock.now().getTime() / 1000)).toBe(ACCESS_TOKEN_TTL_S);
    clock.set(new Date((exp - 1) * 1000 + 999));
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
    clock.set(new Date(exp * 1000));
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(401);
  });

  it('is refused the moment its session ends, though this process remembers verifying it', async () => {
    const api = testApi();
    const u = await signUp(api);
    const other = await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
    expect((await api.request('GET', '/me', { token: other.body.accessToken })).status).toBe(200);
    expect((await api.request('GET', '/me', { token: other.body.accessToken })).status).toBe(200);
    await api.request('POST', '/auth/sessions/end-others', { token: u.accessToken });
    const refused = await api.request('GET', '/me', { token: other.body.accessToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('UNAUTHORIZED');
  });

  it('is remembered per secret: another secret\'s server refuses it', async () => {
    const api = testApi();
    const u = await signUp(api);
    expect((await api.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
    const other = testApi(testDeps({ AUTH_SECRET: 'another-secret-that-is-long-enough-0123456789abcdef' }));
    expect((await other.request('GET', '/me', { token: u.accessToken })).status).toBe(401);
  });
});
