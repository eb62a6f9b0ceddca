import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../core/context';
import { testDeps } from '../../support/deps';
import { STRONG_PASSWORD, testApi, type TestApi } from '../../support/http';
import { linkToken, mailsTo } from '../../support/outbox';

/** An app whose mail goes to its own outbox folder (DATA_DIR/outbox), read back by the tests. */
export function accountsApi(opts: { clock?: Clock } = {}): TestApi & { outbox: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'beyou-accounts-'));
  const api = testApi(testDeps({ DATA_DIR: dataDir, WEB_BASE_URL: 'http://127.0.0.1:3999' }, opts));
  return Object.assign(api, { outbox: join(dataDir, 'outbox') });
}

export const address = () => `acc-${randomUUID()}@example.test`;

export interface Signed {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** Sign up or log in as a browser would, with a User-Agent (the sessions list summarises it). */
export async function withAgent(api: TestApi, path: '/auth/signup' | '/auth/login', body: Record<string, unknown>, userAgent: string) {
  const res = await api.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export async function signUpWith(api: TestApi, opts: { email?: string; language?: 'en' | 'pt'; userAgent?: string } = {}): Promise<Signed> {
  const email = opts.email ?? address();
  const res = await withAgent(api, '/auth/signup', { email, password: STRONG_PASSWORD, displayName: 'Rita', ...(opts.language ? { language: opts.language } : {}) }, opts.userAgent ?? FIREFOX_LINUX);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

export async function logIn(api: TestApi, email: string, password = STRONG_PASSWORD, userAgent = SAFARI_IPHONE): Promise<Signed> {
  const res = await withAgent(api, '/auth/login', { email, password }, userAgent);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

/** The token of the latest mail to `email` whose subject matches. */
export function latestToken(outbox: string, email: string, subject: RegExp): string {
  const mail = mailsTo(outbox, email).filter((m) => subject.test(m.subject)).at(-1);
  if (!mail) throw new Error(`no mail matching ${subject} to the address`);
  return linkToken(mail);
}

export const RESET_SUBJECT = /Reset your Beyou password|Redefina sua senha/;
export const VERIFY_SUBJECT = /Confirm your email|Confirme seu endere/;
