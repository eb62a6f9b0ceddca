import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { lambdaEnv, resolveBoundSecrets, SECRET_NAMES, type FetchParameters } from '../../core/secrets';

const PREFIX = '/sst/beyou/prod/';
const FALLBACK = '/sst/beyou/.fallback/';
const AUTH = 'a'.repeat(48);

/** What the Lambda environment of a prod function looks like (see tests/infra/stacks.test.ts). */
function boundEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    AWS_LAMBDA_FUNCTION_NAME: 'prod-beyou-Api-ApiHandler',
    AWS_REGION: 'eu-west-1',
    STAGE: 'prod',
    SST_APP: 'beyou',
    SST_STAGE: 'prod',
    SST_SSM_PREFIX: PREFIX,
    ...Object.fromEntries(SECRET_NAMES.map((n) => [`SST_Secret_value_${n}`, '__FETCH_FROM_SSM__'])),
    ...extra,
  };
}

/** An SSM stand-in: returns only the parameters it holds, records every call. */
function fakeSsm(params: Record<string, string>) {
  const calls: string[][] = [];
  const fetch: FetchParameters = async (names) => {
    calls.push(names);
    expect(names.length).toBeLessThanOrEqual(10);
    return Object.fromEntries(names.filter((n) => n in params).map((n) => [n, params[n]!]));
  };
  return { fetch, calls };
}

describe('resolveBoundSecrets', () => {
  it('reads each bound secret from the stage path, then the fallback path', async () => {
    const ssm = fakeSsm({
      [`${PREFIX}Secret/AUTH_SECRET/value`]: AUTH,
      [`${PREFIX}Secret/MISTRAL_API_KEY/value`]: 'mistral-stage',
      [`${FALLBACK}Secret/MISTRAL_API_KEY/value`]: 'mistral-fallback',
      [`${FALLBACK}Secret/GEMINI_API_KEY/value`]: 'gemini-fallback',
    });
    const { env, missing } = await resolveBoundSecrets(boundEnv(), ssm.fetch);
    expect(env.AUTH_SECRET).toBe(AUTH);
    expect(env.MISTRAL_API_KEY).toBe('mistral-stage');
    expect(env.GEMINI_API_KEY).toBe('gemini-fallback');
    expect(missing.sort()).toEqual(
      ['GLM_API_KEY', 'NVIDIA_API_KEY', 'DEEPSEEK_API_KEY', 'NOTEBOOK_EMBEDDING_API_KEY', 'TAVILY_API_KEY'].sort(),
    );
    // One stage lookup for all, one fallback lookup for the rest (and not for those found).
    expect(ssm.calls).toHaveLength(2);
    expect(ssm.calls[1]).not.toContain(`${FALLBACK}Secret/MISTRAL_API_KEY/value`);
  });

  it('treats an unset or placeholder secret as missing, so config leaves that link out', async () => {
    const ssm = fakeSsm({
      [`${PREFIX}Secret/AUTH_SECRET/value`]: AUTH,
      [`${PREFIX}Secret/MISTRAL_API_KEY/value`]: 'mistral-key',
      [`${PREFIX}Secret/GEMINI_API_KEY/value`]: 'placeholder',
      [`${PREFIX}Secret/GLM_API_KEY/value`]: ' - ',
      [`${PREFIX}Secret/NVIDIA_API_KEY/value`]: 'NONE',
    });
    // A stray plain variable must not win over the binding's verdict.
    const { env } = await resolveBoundSecrets(boundEnv({ DEEPSEEK_API_KEY: 'stray' }), ssm.fetch);
    const config = loadConfig(env);
    expect(config.stage).toBe('prod');
    expect(config.auth.secret).toBe(AUTH);
    expect(config.chain.links.mistral.apiKey).toBe('mistral-key');
    for (const link of ['gemini', 'glm', 'nvidia', 'deepseek'] as const) {
      expect(config.chain.links[link].apiKey).toBeUndefined();
    }
  });

  it('uses values SST already resolved (prefetchSecrets, sst dev) without calling SSM', async () => {
    const ssm = fakeSsm({});
    const env = boundEnv(Object.fromEntries(SECRET_NAMES.map((n) => [`SST_Secret_value_${n}`, `${n}-value`])));
    const out = await resolveBoundSecrets(env, ssm.fetch);
    expect(ssm.calls).toEqual([]);
    expect(out.env.TAVILY_API_KEY).toBe('TAVILY_API_KEY-value');
  });


  it('batches GetParameters by 10', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 23 }, (_, i) => [`SST_Secret_value_EXTRA_${i}`, '__FETCH_FROM_SSM__']),
    );
    const ssm = fakeSsm({});
    await resolveBoundSecrets(boundEnv(many), ssm.fetch);
    expect(ssm.calls.map((c) => c.length)).toEqual([10, 10, 10, 1, 10, 10, 10, 1]);
  });
});

describe('lambdaEnv', () => {
  it('resolves the bindings on Lambda', async () => {
    const ssm = fakeSsm({ [`${PREFIX}Secret/AUTH_SECRET/value`]: AUTH, [`${PREFIX}Secret/GLM_API_KEY/value`]: 'glm' });
    const env = await lambdaEnv(boundEnv(), ssm.fetch);
    expect(env.AUTH_SECRET).toBe(AUTH);
    expect(env.GLM_API_KEY).toBe('glm');
    expect(env.MISTRAL_API_KEY).toBeUndefined();
  });

  it('fails the cold start with the command to run when AUTH_SECRET is not set, in any stage', async () => {
    for (const stage of ['prod', 'alice']) {
      const env = boundEnv({ SST_STAGE: stage, STAGE: stage === 'prod' ? 'prod' : 'dev' });
      await expect(lambdaEnv(env, fakeSsm({}).fetch)).rejects.toThrow(
        `npx sst secrets set AUTH_SECRET <value> --stage ${stage}`,
      );
    }
  });

  it('returns the environment untouched off Lambda or without SST bindings', async () => {
    const never: FetchParameters = async () => {
      throw new Error('SSM must not be called');
    };
    const local = { STAGE: 'dev', MISTRAL_API_KEY: 'local-key' };
    expect(await lambdaEnv(local, never)).toBe(local);
    const { AWS_LAMBDA_FUNCTION_NAME: _, ...notLambda } = boundEnv();
    expect(await lambdaEnv(notLambda, never)).toBe(notLambda);
    const unbound = { AWS_LAMBDA_FUNCTION_NAME: 'f', SST_APP: 'beyou' };
    expect(await lambdaEnv(unbound, never)).toBe(unbound);
  });
});

describe('core/', () => {
  it('never imports sst/constructs (infrastructure stays in stacks/)', () => {
    const offenders = tsFiles(resolve(process.cwd(), 'core')).filter((f) =>
      /from\s+['"]sst\/constructs['"]|import\(\s*['"]sst\/constructs/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}
