import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../support/http';
import { fixedClock, testDeps } from '../support/deps';

const api = testApi();

describe('access tokens guard every non-auth route', () => {
  it('401 without a token', async () => {
    const res = await api.request('GET', '/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('401 with a tampered token', async () => {
    const u = await signUp(api);
    const [h, p, s] = u.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'usr_SOMEONEELSE' })).toString('base64url');
    expect((await api.request('GET', '/me', { token: `${h}.${forged}.${s}` })).status).toBe(401);
    expect((await api.request('GET', '/me', { token: `${h}.${p}.${s}x` })).status).toBe(401);
  });

  it('401 with an unsigned (alg none) token or one signed with another secret', async () => {
    const u = await signUp(api);
    const payload = u.accessToken.split('.')[1];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await api.request('GET', '/me', { token: none })).status).toBe(401);
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('beyou')
      .setAudience('beyou-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await api.request('GET', '/me', { token: other })).status).toBe(401);
  });

  it('401 once the 15-minute access token has expired', async () => {
    const clock = fixedClock(new Date());
    const timed = testApi(testDeps({}, { clock }));
    const u = await signUp(timed);
    expect((await timed.request('GET', '/me', { token: u.accessToken })).status).toBe(200);
    clock.advance(15 * 60 * 1000 + 1000);
    const res = await timed.request('GET', '/me', { token: u.accessToken });
    expect(res.status).toBe(401);
  });

  it('GET /me returns the profile without the password hash', async () => {
    const u = await signUp(api, 'Bia');
    const res = await api.request('GET', '/me', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: u.id, email: u.email.toLowerCase(), displayName: 'Bia', createdAt: expect.any(String), emailVerified: false });
  });
});
