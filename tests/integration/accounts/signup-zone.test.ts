/**
 * Issue 49, items 2 and 7, on the server: sign-up takes the device's time zone (a new account
 * in São Paulo got UTC and saw 09:28 at 06:28), refusing a zone that is not one with the field
 * named; and GET /me says whether the address is verified (a reloaded client could not).
 */
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../support/http';
import { accountsApi, address, latestToken, VERIFY_SUBJECT } from './helpers';

const api = accountsApi();

describe('sign-up in the device’s zone', () => {
  it('starts the account in the zone sent (canonical spelling, DETECTED), and UTC when none is sent', async () => {
    const zoned = await api.request('POST', '/auth/signup', { body: { email: address(), password: STRONG_PASSWORD, displayName: 'Bia', language: 'pt', timeZone: 'america/sao_paulo' } });
    expect(zoned.status).toBe(201);
    expect((await api.request('GET', '/me/configuration', { token: zoned.body.accessToken })).body).toMatchObject({ timeZone: 'America/Sao_Paulo', timeZoneSource: 'DETECTED', language: 'pt' });
    const plain = await api.request('POST', '/auth/signup', { body: { email: address(), password: STRONG_PASSWORD, displayName: 'Rui' } });
    expect((await api.request('GET', '/me/configuration', { token: plain.body.accessToken })).body).toMatchObject({ timeZone: 'UTC', timeZoneSource: 'DEFAULT' });
  });

  it('refuses a zone that is not one, naming the field, and creates nothing', async () => {
    const email = address();
    const res = await api.request('POST', '/auth/signup', { body: { email, password: STRONG_PASSWORD, displayName: 'Bia', timeZone: 'Mars/Olympus' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['timeZone']);
    expect((await api.request('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).status).toBe(401);
  });
});

describe('GET /me', () => {
  it('says whether the address is verified: false after sign-up, true once the emailed link is followed', async () => {
    const email = address();
    const up = await api.request('POST', '/auth/signup', { body: { email, password: STRONG_PASSWORD, displayName: 'Bia' } });
    const auth = { token: up.body.accessToken as string };
    expect((await api.request('GET', '/me', auth)).body).toMatchObject({ email, emailVerified: false });
    expect((await api.request('POST', '/auth/verify', { body: { token: latestToken(api.outbox, email, VERIFY_SUBJECT) } })).status).toBe(200);
    expect((await api.request('GET', '/me', auth)).body).toMatchObject({ email, emailVerified: true });
  });
});
