import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/config';
import { composeLambdaRest } from '../../functions/compose';
import { createAgentStreamApp } from '../../functions/http/agent-stream-app';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-guard';
import { testDeps } from '../support/deps';
import { testApi } from '../support/http';

/**
 * The agent's function URL with its ORIGIN_VERIFY_SECRET gone (a mistaken edit of the
 * function's environment): config.ts stops such a cold start in prod, and should an app be
 * built anyway, the guard fails closed instead of switching itself off.
 */
const clientIp = () => '127.0.0.1';
// Prod's production cost for passwords (a prod config refuses less).
const prodDeps = () => testDeps({ STAGE: 'prod', AUTH_SCRYPT_LOG_N: '17' });

describe('the origin guard without its secret', () => {
  it('in prod, refuses every request to the agent function, whatever header it carries', async () => {
    const app = createAgentStreamApp(prodDeps(), { clientIp });
    const tries: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: '' }, { [ORIGIN_VERIFY_HEADER]: 'anything' }];
    for (const headers of tries) {
      expect((await app.request('/health', { headers })).status).toBe(404);
      const turn = await app.request('/ai/agent/chats/cht_x/stream', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
      expect(turn.status).toBe(404);
    }
  });

  it('in dev (no CloudFront in front: the local runtime, tests), serves as before', async () => {
    const app = createAgentStreamApp(testDeps(), { clientIp });
    expect(await (await app.request('/health')).json()).toEqual({ ok: true });
  });

  it('REST on Lambda is CloudFront’s origin too: in prod it does not boot without the secret, and built anyway refuses every request', async () => {
    expect(() => composeLambdaRest({ STAGE: 'prod', AUTH_SECRET: 'p'.repeat(40), AUTH_SCRYPT_LOG_N: '17' }, clientIp)).toThrow(ConfigError);
    const rest = testApi(prodDeps(), { onlyViaCloudFront: true });
    for (const headers of [{}, { [ORIGIN_VERIFY_HEADER]: 'anything' }] as Record<string, string>[]) {
      expect((await rest.app.request('/health', { headers })).status).toBe(404);
      expect((await rest.app.request('/auth/login', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    }
  });

  it('REST built by `npm start` (no CloudFront in front) serves unguarded, in dev', async () => {
    expect((await testApi(testDeps()).app.request('/health')).status).toBe(200);
  });
});
