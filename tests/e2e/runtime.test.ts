import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startRuntime } from '../../local/runtime';
import { STRONG_PASSWORD } from '../support/http';

async function json(url: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  return { status: res.status, body: res.status === 204 ? undefined : await res.json() };
}

/**
 * The one-machine runtime as `npm start` runs it (own DynamoDB Local persisted under a fresh
 * DATA_DIR, fauxqs, real HTTP on a free port): users survive a restart.
 */
describe('npm start runtime', () => {
  it('serves /health, the web page, and keeps users across a restart', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-rt-')), PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' };
    const first = await startRuntime(env);
    let second: Awaited<ReturnType<typeof startRuntime>> | undefined;
    try {
      expect(await json(`${first.url}/health`)).toEqual({ status: 200, body: { ok: true } });
      const page = await fetch(`${first.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Beyou');
      const signup = await json(`${first.url}/auth/signup`, {
        method: 'POST',
        body: JSON.stringify({ email: 'restart@example.test', password: STRONG_PASSWORD, displayName: 'Rita' }),
      });
      expect(signup.status).toBe(201);
      await first.stop();

      second = await startRuntime(env);
      const login = await json(`${second.url}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: 'restart@example.test', password: STRONG_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(signup.body.user.id);
      // The dev secret was generated into DATA_DIR once: a token from the first run still works.
      const me = await json(`${second.url}/me`, { headers: { authorization: `Bearer ${signup.body.accessToken}` } });
      expect(me.status).toBe(200);
    } finally {
      await first.stop();
      await second?.stop();
    }
  });
});
