import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../support/http';

const api = testApi();

describe('hardening headers', () => {
  it('every response: a strict CSP, nosniff, no framing', async () => {
    for (const path of ['/health', '/habits', '/no-such-route']) {
      const res = await api.request('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      // The one other origin: the file store the web client PUTs a PDF to (here the local S3).
      expect(csp).toContain(`connect-src 'self' ${new URL(api.deps.config.storage.endpoint!).origin};`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('personal data is never cached: /me*, the mood journal, chats, and the tokens /auth hands out', async () => {
    const u = await signUp(api);
    await api.request('PUT', '/mood/2026-01-05', { token: u.accessToken, body: { level: 3, journal: 'a private day' } });
    const reads: [string, string, unknown?][] = [
      ['GET', '/me'],
      ['GET', '/me/configuration'],
      ['GET', '/mood/2026-01-05'],
      ['GET', '/mood?from=2026-01-01&to=2026-01-07'],
      ['GET', '/ai/agent/chats'],
      ['POST', '/auth/refresh', { refreshToken: u.refreshToken }],
    ];
    for (const [method, path, body] of reads) {
      const res = await api.request(method, path, { token: u.accessToken, body });
      expect({ path, status: res.status < 300, cache: res.headers.get('cache-control') }).toEqual({ path, status: true, cache: 'no-store' });
    }
  });
});
