import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { RESET_ACCEPTED } from '../../../core/auth/password-reset';
import { fixedClock } from '../../support/deps';
import { STRONG_PASSWORD } from '../../support/http';
import { linkOf, mailsTo } from '../../support/outbox';
import { accountsApi, address, latestToken, logIn, RESET_SUBJECT, signUpWith } from './helpers';

const api = accountsApi();
const NEW_PASSWORD = 'Brand-new-secret-9';
let ipCounter = 0;
/** Each test its own caller address, so the per-IP limit is only met where a test means it. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const ask = (email: string, ip = freshIp()) => api.request('POST', '/auth/password-reset', { body: { email }, ip });
const confirm = (token: string, password = NEW_PASSWORD, ip = freshIp()) => api.request('POST', '/auth/password-reset/confirm', { body: { token, password }, ip });

describe('reset by email', () => {
  it('mails a single-use link to the web client; confirming sets the password and ends every session', async () => {
    const u = await signUpWith(api);
    const phone = await logIn(api, u.email);
    const res = await ask(u.email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(RESET_ACCEPTED);

    const mail = mailsTo(api.outbox, u.email).find((m) => RESET_SUBJECT.test(m.subject))!;
    expect(linkOf(mail)).toMatch(/^http:\/\/127\.0\.0\.1:3999\/#\/reset\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = latestToken(api.outbox, u.email, RESET_SUBJECT);
    // 43 base64url characters: 256 random bits.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    expect((await confirm(token)).status).toBe(204);
    for (const rt of [u.refreshToken, phone.refreshToken]) expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: rt } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } })).status).toBe(200);

    const again = await confirm(token, 'Yet-another-pass-1');
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([{ path: 'token', message: expect.any(String) }]);
    expect((await api.request('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const u = await signUpWith(api);
    await ask(u.email);
    const token = latestToken(api.outbox, u.email, RESET_SUBJECT);
    const { db } = api.deps;
    const byToken = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: `ACCTOKEN#${token}`, sk: 'TOKEN' } }));
    expect(byToken.Item).toBeUndefined();
    const hash = createHash('sha256').update(token).digest('base64url');
    const byHash = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: `ACCTOKEN#${hash}`, sk: 'TOKEN' } }));
    expect(byHash.Item).toBeDefined();
    expect(JSON.stringify(byHash.Item)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const u = await signUpWith(api);
    const stranger = address();
    const known = await ask(u.email);
    const unknown = await ask(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    expect(mailsTo(api.outbox, stranger)).toEqual([]);
  });

  it('takes as long for an unknown address as for a known one (ratio of medians, one run)', async () => {
    const timed = async (email: string) => {
      const t0 = performance.now();
      await ask(email);
      return performance.now() - t0;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const users = await Promise.all(Array.from({ length: 6 }, () => signUpWith(api)));
    for (const u of users) {
      known.push(await timed(u.email));
      unknown.push(await timed(address()));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.33);
  }, 60_000);

  it('keeps the token when the new password is refused, and lists every failed field', async () => {
    const u = await signUpWith(api);
    await ask(u.email);
    const token = latestToken(api.outbox, u.email, RESET_SUBJECT);
    const weak = await confirm(token, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.map((f: { path: string }) => f.path)).toContain('password');
    const empty = await api.request('POST', '/auth/password-reset/confirm', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['password', 'token']);
    const noEmail = await api.request('POST', '/auth/password-reset', { body: { email: 'not an address' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['email']);
    expect((await confirm(token)).status).toBe(204);
  });

  it('limits requests per address (known or not alike) and per IP: 429 with Retry-After', async () => {
    const u = await signUpWith(api);
    const stranger = address();
    for (const email of [u.email, stranger]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(202);
      const over = await ask(email);
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('RATE_LIMITED');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(mailsTo(api.outbox, u.email).filter((m) => RESET_SUBJECT.test(m.subject))).toHaveLength(3);

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await ask(address(), ip)).status).toBe(202);
    const over = await ask(address(), ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  }, 60_000);

  it('lets the owner of an address someone else signed up with (never verified) reclaim it through the reset', async () => {
    const squatted = address();
    const squatter = await signUpWith(api, { email: squatted });
    const owner = await api.request('POST', '/auth/signup', { body: { email: squatted, password: STRONG_PASSWORD, displayName: 'Owner' } });
    expect(owner.status).toBe(409);
    expect(owner.body.error.message).toMatch(/reset/);

    await ask(squatted);
    expect((await confirm(latestToken(api.outbox, squatted, RESET_SUBJECT))).status).toBe(204);
    expect((await api.request('POST', '/auth/refresh', { body: { refreshToken: squatter.refreshToken } })).status).toBe(401);
    const back = await api.request('POST', '/auth/login', { body: { email: squatted, password: NEW_PASSWORD } });
    expect(back.status).toBe(200);
    // The link proved the inbox: the address now counts as verified.
    expect(back.body.user.emailVerified).toBe(true);
  });
});

describe('reset link expiry (clock injected)', () => {
  it('works at 29 minutes and is refused after 30', async () => {
    const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
    const timedApi = accountsApi({ clock });
    const u = await signUpWith(timedApi);
    const ask2 = () => timedApi.request('POST', '/auth/password-reset', { body: { email: u.email }, ip: '10.77.0.1' });
    const confirm2 = (token: string) => timedApi.request('POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD }, ip: '10.77.0.1' });

    await ask2();
    const late = latestToken(timedApi.outbox, u.email, RESET_SUBJECT);
    clock.advance(30 * 60_000 + 1000);
    const refused = await confirm2(late);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].path).toBe('token');
    expect((await timedApi.request('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } })).status).toBe(401);

    await ask2();
    const inTime = latestToken(timedApi.outbox, u.email, RESET_SUBJECT);
    expect(inTime).not.toBe(late);
    clock.advance(29 * 60_000);
    expect((await confirm2(inTime)).status).toBe(204);
  });
});
