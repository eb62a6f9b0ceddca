import { describe, expect, it } from 'vitest';
import { composeApp } from '../../../functions/compose';
import { testDeps } from '../../support/deps';
import { signUp, type TestApi } from '../../support/http';

/** The app exactly as the composition root builds it (real chain lineup), called in-process. */
function composed(env: Record<string, string>): TestApi {
  const deps = testDeps(env);
  const { app } = composeApp({}, () => '127.0.0.1', deps);
  return {
    app,
    deps,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const res = await app.request(path, { method, headers, body });
      return { status: res.status, body: (await res.json()) as any, headers: res.headers };
    },
  };
}

describe('GET /ai/agent/status (the web client offline banner)', () => {
  it('says offline when no provider key is set and the chain is only the sim link', async () => {
    const api = composed({});
    const u = await signUp(api);
    const res = await api.request('GET', '/ai/agent/status', { token: u.accessToken });
    expect(res).toMatchObject({ status: 200, body: { offline: true, links: ['sim'] } });
  });

  it('lists the configured links in chain order and is not offline with a real provider', async () => {
    const api = composed({ AI_LLM_CHAIN_ORDER: 'gemini,glm,mistral', MISTRAL_API_KEY: 'k', GEMINI_API_KEY: 'k' });
    const u = await signUp(api);
    const res = await api.request('GET', '/ai/agent/status', { token: u.accessToken });
    // glm has no key and is left out, exactly as the chain itself leaves it out.
    expect(res).toMatchObject({ status: 200, body: { offline: false, links: ['gemini', 'mistral'] } });
  });

  it('needs a signed-in user', async () => {
    const res = await composed({}).request('GET', '/ai/agent/status');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});
