import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkOf, linkToken, mailsTo, type OutboxMail } from '../support/outbox';

const PASSWORD = 'Correct-horse-42';
const CHANGED = 'Changed-password-7';
const RESET = 'Reset-password-99';

/**
 * The account flows as a person meets them on `npm start`, black box: only HTTP on loopback
 * and the outbox folder the server prints at start (CONTRACT: DATA_DIR/outbox/*.eml).
 */
describe('accounts on npm start', () => {
  it('verifies, lists and ends sessions, changes and resets the password by the emailed link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'beyou-accounts-e2e-'));
    const child = spawn('npm', ['start'], {
      detached: true,
      // Sign-in is limited to 5 per IP per 15 min by default; this journey signs in more often.
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SIGNIN_LIMIT: '50', AUTH_SCRYPT_LOG_N: '12' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
    try {
      for (let i = 0; i < 900 && !/running at http:\/\/\S+/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
      const base = /running at (http:\/\/\S+)/.exec(out)?.[1];
      const outbox = /email\s+each message a \.eml file in (\S+?)\/?$/m.exec(out)?.[1];
      expect(base, out).toBeDefined();
      expect(outbox, out).toBe(join(dataDir, 'outbox'));

      const call = async (method: string, path: string, opts: { body?: unknown; token?: string; ua?: string } = {}) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': opts.ua ?? 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
        if (opts.token) headers.authorization = `Bearer ${opts.token}`;
        const res = await fetch(`${base}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined };
      };
      const mailTo = async (email: string, subject: RegExp, nth = 0): Promise<OutboxMail> => {
        await expect.poll(() => mailsTo(outbox!, email).filter((m) => subject.test(m.subject)).length).toBeGreaterThan(nth);
        return mailsTo(outbox!, email).filter((m) => subject.test(m.subject))[nth]!;
      };
      const refresh = (refreshToken: string) => call('POST', '/auth/refresh', { body: { refreshToken } });
      // An ended session's unexpired access token (issue 47): refused at once on the sensitive
      // routes and an ordinary one, in the contract's 401 envelope, and nothing done.
      const expectEnded = async (token: string) => {
        for (const [method, path] of [['GET', '/me/export'], ['DELETE', '/me'], ['POST', '/auth/sessions/end-others'], ['GET', '/habits']] as const) {
          const res = await call(method, path, { token });
          expect(res.status, `${method} ${path}`).toBe(401);
          expect(res.body.error.code, `${method} ${path}`).toBe('UNAUTHORIZED');
        }
      };

      // Sign up: the account works at once, marked unverified; the mail's link verifies it.
      const email = `ana-${Date.now()}@example.test`;
      const signup = await call('POST', '/auth/signup', { body: { email, password: PASSWORD, displayName: 'Ana' } });
      expect(signup.status).toBe(201);
      expect(signup.body.user.emailVerified).toBe(false);
      const laptop = signup.body as { accessToken: string; refreshToken: string };
      expect((await call('GET', '/auth/verify', { token: laptop.accessToken })).body.verified).toBe(false);
      const verifyMail = await mailTo(email, /Confirm your email/);
      expect(linkOf(verifyMail).startsWith(`${base}/#/verify?token=`)).toBe(true);
      expect((await call('POST', '/auth/verify', { body: { token: linkToken(verifyMail) } })).status).toBe(200);
      expect((await call('GET', '/auth/verify', { token: laptop.accessToken })).body.verified).toBe(true);

      // Sessions: three sign-ins listed, this one marked; one is ended and its refresh dies.
      const phone = (await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1' })).body;
      const tablet = (await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ua: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' })).body;
      const listed = await call('GET', '/auth/sessions', { token: laptop.accessToken });
      expect(listed.body.items).toHaveLength(3);
      expect(listed.body.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(listed.body.items.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual(['Chrome on Android', 'Firefox on Linux', 'Safari on iOS']);
      const tabletId = listed.body.items.find((s: { userAgent: string }) => s.userAgent === 'Chrome on Android').id;
      expect((await call('DELETE', `/auth/sessions/${tabletId}`, { token: laptop.accessToken })).status).toBe(204);
      expect((await refresh(tablet.refreshToken)).status).toBe(401);
      await expectEnded(tablet.accessToken);
      expect((await call('GET', '/auth/sessions', { token: laptop.accessToken })).body.items).toHaveLength(2);

      // Change password: only the session that changed it stays.
      const changed = await call('POST', '/auth/password', { token: laptop.accessToken, body: { currentPassword: PASSWORD, newPassword: CHANGED } });
      expect(changed.body).toEqual({ sessionsEnded: 1 });
      expect((await refresh(phone.refreshToken)).status).toBe(401);
      await expectEnded(phone.accessToken);
      const kept = await refresh(laptop.refreshToken);
      expect(kept.status).toBe(200);
      expect((await call('GET', '/auth/sessions', { token: kept.body.accessToken })).body.items).toHaveLength(1);

      // Reset: a known and an unknown address get the same answer; the link works once.
      const known = await call('POST', '/auth/password-reset', { body: { email } });
      const unknown = await call('POST', '/auth/password-reset', { body: { email: `nobody-${Date.now()}@example.test` } });
      expect(known.status).toBe(202);
      expect(unknown).toEqual(known);
      const resetMail = await mailTo(email, /Reset your Beyou password/);
      expect(linkOf(resetMail).startsWith(`${base}/#/reset?token=`)).toBe(true);
      const token = linkToken(resetMail);
      expect((await call('POST', '/auth/password-reset/confirm', { body: { token, password: RESET } })).status).toBe(204);
      expect((await refresh(kept.body.refreshToken)).status).toBe(401);
      await expectEnded(kept.body.accessToken);
      expect((await call('POST', '/auth/login', { body: { email, password: CHANGED } })).status).toBe(401);
      const again = await call('POST', '/auth/password-reset/confirm', { body: { token, password: 'Another-reset-123' } });
      expect(again.status).toBe(400);
      expect(again.body.error.fields[0].path).toBe('token');
      const desk = await call('POST', '/auth/login', { body: { email, password: RESET } });
      expect(desk.status).toBe(200);

      // "Sign out everywhere else": the other sign-in's access token dies with its refresh token.
      const sofa = (await call('POST', '/auth/login', { body: { email, password: RESET } })).body;
      expect((await call('GET', '/habits', { token: sofa.accessToken })).status).toBe(200);
      expect((await call('POST', '/auth/sessions/end-others', { token: desk.body.accessToken })).body).toEqual({ ended: 1 });
      await expectEnded(sofa.accessToken);
      expect((await call('GET', '/me', { token: desk.body.accessToken })).status).toBe(200);

      // The privacy page, as HTML.
      const privacy = await fetch(`${base}/privacy`);
      expect(privacy.headers.get('content-type')).toMatch(/text\/html/);
      expect(await privacy.text()).toContain('EU-US Data Privacy Framework');

      process.kill(-child.pid!, 'SIGINT');
      await exited;
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }, 240_000);
});
