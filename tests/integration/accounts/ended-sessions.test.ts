/**
 * Issue 47 item 1: ending a session ends its ACCESS tokens at once, not 15 minutes later.
 * Over a real loopback socket, the app on DynamoDB Local: two sign-ins of one account, one
 * ends the other (or all of them), and the other's unexpired access token is refused on the
 * sensitive routes and an ordinary one with the contract's 401 envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type Served } from '../../support/serve';
import { STRONG_PASSWORD } from '../../support/http';
import { accountsApi, latestToken, logIn, RESET_SUBJECT, signUpWith, VERIFY_SUBJECT, type Signed } from './helpers';

const api = accountsApi();
let served: Served;
beforeAll(async () => void (served = await serveApp(api.app)));
afterAll(() => served.close());

async function call(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${served.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Two sign-ins of one account, each having used its access token once (so this process remembers it verified). */
async function twoDevices(): Promise<{ laptop: Signed; phone: Signed }> {
  const laptop = await signUpWith(api);
  const phone = await logIn(api, laptop.email);
  for (const s of [laptop, phone]) expect((await call('GET', '/habits', { token: s.accessToken })).status).toBe(200);
  return { laptop, phone };
}

/** Every route the issue names, with the token of a session that has ended: 401 each, and nothing done. */
async function expectEnded(token: string, owner: Signed) {
  for (const [method, path] of [
    ['GET', '/me/export'],
    ['DELETE', '/me'],
    ['POST', '/auth/sessions/end-others'],
    ['POST', '/auth/password'],
    ['GET', '/auth/verify'],
    ['GET', '/habits'],
  ] as const) {
    const body = path === '/auth/password' ? { currentPassword: STRONG_PASSWORD, newPassword: 'Taken-over-pass-1' } : undefined;
    const res = await call(method, path, { token, body });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(res.body, `${method} ${path}`).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  }
  // The account is still there, and its owner still signed in.
  expect((await call('GET', '/me', { token: owner.accessToken })).status).toBe(200);
}

describe('an ended session loses its access token at once', () => {
  it('"sign out everywhere else": the other device is refused everywhere; this one keeps working', async () => {
    const { laptop, phone } = await twoDevices();
    expect((await call('POST', '/auth/sessions/end-others', { token: laptop.accessToken })).body).toEqual({ ended: 1 });
    await expectEnded(phone.accessToken, laptop);
    // The old token could not end the owner's session: it still lists itself.
    expect((await call('GET', '/auth/sessions', { token: laptop.accessToken })).body.items).toHaveLength(1);
  });

  it('ending one session by id', async () => {
    const { laptop, phone } = await twoDevices();
    const phoneId = (await call('GET', '/auth/sessions', { token: laptop.accessToken })).body.items.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/auth/sessions/${phoneId}`, { token: laptop.accessToken })).status).toBe(204);
    await expectEnded(phone.accessToken, laptop);
  });

  it('a password change ends every other session’s access token', async () => {
    const { laptop, phone } = await twoDevices();
    const changed = await call('POST', '/auth/password', { token: laptop.accessToken, body: { currentPassword: STRONG_PASSWORD, newPassword: 'Changed-secret-8' } });
    expect(changed.body).toEqual({ sessionsEnded: 1 });
    await expectEnded(phone.accessToken, laptop);
  });

  it('a password reset ends every access token of the account', async () => {
    const { laptop, phone } = await twoDevices();
    // A verified address: the ordinary forgotten-password reset, not a reclaim.
    expect((await call('POST', '/auth/verify', { body: { token: latestToken(api.outbox, laptop.email, VERIFY_SUBJECT) } })).status).toBe(200);
    await call('POST', '/auth/password-reset', { body: { email: laptop.email } });
    const token = latestToken(api.outbox, laptop.email, RESET_SUBJECT);
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token, password: 'Reset-secret-55' } })).status).toBe(204);
    const fresh = await logIn(api, laptop.email, 'Reset-secret-55');
    await expectEnded(phone.accessToken, fresh);
    await expectEnded(laptop.accessToken, fresh);
    // The reset kept the account: the new sign-in is the same person.
    expect(fresh.id).toBe(laptop.id);
  });

  it('logging out ends that sign-in’s access token too', async () => {
    const { laptop, phone } = await twoDevices();
    expect((await call('POST', '/auth/logout', { body: { refreshToken: phone.refreshToken } })).status).toBe(204);
    await expectEnded(phone.accessToken, laptop);
  });

  it('a session that was not ended is untouched, and its refreshed token works', async () => {
    const { laptop, phone } = await twoDevices();
    await call('POST', '/auth/sessions/end-others', { token: phone.accessToken });
    const next = await call('POST', '/auth/refresh', { body: { refreshToken: phone.refreshToken } });
    expect(next.status).toBe(200);
    expect((await call('GET', '/habits', { token: next.body.accessToken })).status).toBe(200);
    expect((await call('GET', '/habits', { token: laptop.accessToken })).status).toBe(401);
  });
});
