import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config';
import { PRODUCTION_LINEUP } from '../../core/ai/chain/lineup';

const tmp = () => mkdtempSync(join(tmpdir(), 'beyou-config-'));

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c).toMatchObject({ stage: 'dev', port: 3000, host: '127.0.0.1', db: { tableName: 'beyou', endpoint: undefined } });
    expect(c.chain.order).toEqual(['mistral', 'gemini', 'glm', 'nvidia', 'deepseek']);
    expect(c.chain.blocked).toEqual([]);
    expect(c.chain.links.gemini.model).toBe('gemini-2.5-flash');
    // Issue 31: first content within 10 s, then never 20 s of silence.
    expect(c.chain).toMatchObject({ cooldownRateLimitS: 300, cooldownErrorS: 30, firstByteTimeoutMs: 10_000, idleTimeoutMs: 20_000 });
    expect(loadConfig({ DATA_DIR: tmp(), AI_FIRST_BYTE_TIMEOUT_MS: '8000', AI_IDLE_TIMEOUT_MS: '15000' }).chain).toMatchObject({ firstByteTimeoutMs: 8000, idleTimeoutMs: 15_000 });
    expect(c.limits.signinPer15Min).toBe(5);
  });

  it('fails fast naming every bad variable', () => {
    const load = () => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', STAGE: 'staging', MISTRAL_BASE_URL: 'not a url' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/STAGE/);
    expect(load).toThrow(/MISTRAL_BASE_URL/);
  });

  it('requires AUTH_SECRET in prod, with a message saying so', () => {
    expect(() => loadConfig({ STAGE: 'prod', DATA_DIR: tmp() })).toThrow(/AUTH_SECRET: required when STAGE=prod/);
    expect(() => loadConfig({ STAGE: 'prod', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('loads without AUTH_SECRET for a process that signs no token, and never hands one out', () => {
    for (const STAGE of ['prod', 'dev']) {
      const dir = tmp();
      const c = loadConfig({ STAGE, DATA_DIR: dir }, { authSecret: 'none' });
      expect(c.stage).toBe(STAGE);
      expect(() => c.auth.secret).toThrow(/AUTH_SECRET is not loaded in this process/);
      // Nothing generated either (DATA_DIR is read-only on Lambda).
      expect(existsSync(join(dir, 'auth-secret'))).toBe(false);
    }
    // A given one is ignored as well: the mode is about the process, not the environment.
    expect(() => loadConfig({ STAGE: 'prod', AUTH_SECRET: 'z'.repeat(40) }, { authSecret: 'none' }).auth.secret).toThrow(/not loaded/);
  });

  it('sizes the synchronous AI budget under API Gateway\'s 30 s, each production link with its full time', () => {
    const { sync } = loadConfig({ DATA_DIR: tmp() }).chain;
    expect(sync).toEqual({ linkMs: 12_000, totalMs: 25_000 });
    // 30 s gateway - 25 s leaves ~5 s for a cold start (~0.2 s import, SSM), auth, the rate write.
    const prodLinks = PRODUCTION_LINEUP.order.filter((l) => !PRODUCTION_LINEUP.blocked.includes(l)).length;
    expect(prodLinks * sync.linkMs).toBeLessThanOrEqual(sync.totalMs);
    expect(() => loadConfig({ DATA_DIR: tmp(), AI_SYNC_TOTAL_MS: '29000' })).toThrow(/AI_SYNC_TOTAL_MS: must stay under API Gateway/);
  });

  it('generates a dev secret into DATA_DIR once and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).auth.secret;
    const second = loadConfig({ DATA_DIR: dir }).auth.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o077).toBe(0);
  });

  it('reads comma lists case-insensitively and accepts the Google key name for gemini', () => {
    const c = loadConfig({ DATA_DIR: tmp(), AI_LLM_CHAIN_ORDER: ' Gemini , mistral', AI_LLM_CHAIN_BLOCKED: 'GLM', GOOGLE_GENERATIVE_AI_API_KEY: 'g' });
    expect(c.chain.order).toEqual(['gemini', 'mistral']);
    expect(c.chain.blocked).toEqual(['glm']);
    expect(c.chain.links.gemini.apiKey).toBe('g');
  });

  it('hashes passwords at scrypt N = 2^17 by default and refuses less in prod', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).auth.scryptLogN).toBe(17);
    expect(loadConfig({ DATA_DIR: tmp(), AUTH_SCRYPT_LOG_N: '10' }).auth.scryptLogN).toBe(10);
    const prod = { STAGE: 'prod', AUTH_SECRET: 'p'.repeat(40), MISTRAL_API_KEY: 'k' };
    expect(() => loadConfig({ ...prod, AUTH_SCRYPT_LOG_N: '15' })).toThrow(/AUTH_SCRYPT_LOG_N: must be at least 17 when STAGE=prod/);
    expect(loadConfig(prod).auth.scryptLogN).toBe(17);
  });

  it('SOURCE_FETCH_ALLOW_LOOPBACK is off by default, on only when "true", and STAGE=prod refuses to boot with it', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp() }).sources.allowLoopback).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), SOURCE_FETCH_ALLOW_LOOPBACK: 'true' }).sources.allowLoopback).toBe(true);
    expect(loadConfig({ STAGE: 'prod', AUTH_SECRET: secret }).sources.allowLoopback).toBe(false);
    expect(() => loadConfig({ STAGE: 'prod', AUTH_SECRET: secret, SOURCE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrow(/SOURCE_FETCH_ALLOW_LOOPBACK: must not be true when STAGE=prod/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SOURCE_FETCH_ALLOW_LOOPBACK: 'yes' })).toThrow(/SOURCE_FETCH_ALLOW_LOOPBACK/);
  });

  it('source discovery is off by default and refuses to boot turned on without its key', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).sourceDiscovery.kind).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), SOURCE_DISCOVERY: 'tavily' })).toThrow(/TAVILY_API_KEY: required when SOURCE_DISCOVERY=tavily/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SOURCE_DISCOVERY: 'gemini' })).toThrow(/GEMINI_API_KEY: required when SOURCE_DISCOVERY=gemini/);
    expect(loadConfig({ DATA_DIR: tmp(), SOURCE_DISCOVERY: 'tavily', TAVILY_API_KEY: 'k' }).sourceDiscovery).toMatchObject({ kind: 'tavily', tavilyApiKey: 'k' });
  });

  it('a function served only via CloudFront (REST on Lambda, the agent) refuses to boot in prod without ORIGIN_VERIFY_SECRET; dev boots as before', () => {
    const prod = { STAGE: 'prod', AUTH_SECRET: 'p'.repeat(40) };
    const agent = { onlyViaCloudFront: true };
    expect(() => loadConfig(prod, agent)).toThrow(ConfigError);
    expect(() => loadConfig(prod, agent)).toThrow(/ORIGIN_VERIFY_SECRET: required when STAGE=prod/);
    expect(() => loadConfig({ ...prod, ORIGIN_VERIFY_SECRET: '   ' }, agent)).toThrow(/ORIGIN_VERIFY_SECRET: required/);
    expect(loadConfig({ ...prod, ORIGIN_VERIFY_SECRET: 'o'.repeat(48) }, agent).edge.originSecret).toBe('o'.repeat(48));
    // A process not marked CloudFront-only (the local runtime, tests) loads without it.
    expect(loadConfig(prod).edge.originSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp() }, agent).edge.originSecret).toBeUndefined();
  });
});
