import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../core/config';
import { lambdaEnv, resolveBoundSecrets, SECRET_NAMES, type FetchParameters } from '../../core/secrets';
import { ssmEndpoint, ssmGetParameters } from '../../core/ssm';
import { startSsmStandIn, type SsmStandIn } from './ssm-stand-in';

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
      ['GLM_API_KEY', 'NVIDIA_API_KEY', 'DEEPSEEK_API_KEY', 'MISTRAL_PAID_API_KEY', 'NOTEBOOK_EMBEDDING_API_KEY', 'TAVILY_API_KEY'].sort(),
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
    // The 23 extra and every bound secret, stage paths then fallback paths, 10 to a call.
    const n = 23 + SECRET_NAMES.length;
    const batches = [...Array.from({ length: Math.floor(n / 10) }, () => 10), ...(n % 10 ? [n % 10] : [])];
    expect(ssm.calls.map((c) => c.length)).toEqual([...batches, ...batches]);
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

/**
 * core/ssm.ts replaces @aws-sdk/client-ssm (now a devDependency, kept as the reference here):
 * its request must pass the same checks as the client's own, against an SSM stand-in that
 * verifies SigV4 like SSM does.
 */
describe('ssmGetParameters', () => {
  const credentials = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret-key', sessionToken: 'stand-in-session' };
  const held = { [`${PREFIX}Secret/AUTH_SECRET/value`]: AUTH, [`${FALLBACK}Secret/GLM_API_KEY/value`]: 'glm' };
  const names = [`${PREFIX}Secret/AUTH_SECRET/value`, `${FALLBACK}Secret/GLM_API_KEY/value`, `${PREFIX}Secret/NOPE/value`];
  let ssm: SsmStandIn;
  let env: Record<string, string>;

  beforeAll(async () => {
    ssm = await startSsmStandIn({ held, credentials, region: 'eu-west-1' });
    env = { AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_SSM: ssm.url };
  });
  afterAll(() => ssm.close());
  afterEach(() => {
    vi.unstubAllEnvs();
    ssm.requests.length = 0;
    ssm.script.length = 0;
  });

  /** The default credential chain reads them from the environment, as on Lambda. */
  function lambdaCredentials(c: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } = credentials) {
    vi.stubEnv('AWS_ACCESS_KEY_ID', c.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', c.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', c.sessionToken ?? '');
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  }

  it('sends the signed GetParameters the SDK client sends, and reads the same answer', async () => {
    lambdaCredentials();
    const client = new SSMClient({ region: 'eu-west-1' });
    vi.stubEnv('AWS_ENDPOINT_URL_SSM', ssm.url);
    const viaSdk = await client.send(new GetParametersCommand({ Names: names, WithDecryption: true }));
    client.destroy();
    const found = await ssmGetParameters(env)(names);
    // Both passed the stand-in's SigV4 check (a failed check answers an error, and both would throw).
    expect(ssm.requests).toHaveLength(2);
    const [sdk, ours] = ssm.requests;
    expect(ours!.target).toBe(sdk!.target);
    expect(JSON.parse(ours!.body)).toEqual(JSON.parse(sdk!.body));
    expect(ours!.headers['x-amz-security-token']).toBe(credentials.sessionToken);
    expect(String(ours!.headers.authorization)).toMatch(/Credential=AKIDSTANDIN\/\d{8}\/eu-west-1\/ssm\/aws4_request/);
    expect(found).toEqual(Object.fromEntries((viaSdk.Parameters ?? []).map((p) => [p.Name!, p.Value!])));
    expect(found).toEqual(held);
  });

  it('is refused when signed with another key', async () => {
    lambdaCredentials({ ...credentials, secretAccessKey: 'not-the-key' });
    await expect(ssmGetParameters(env)(names)).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    expect(ssm.requests).toHaveLength(0);
  });

  it('retries throttling like the SDK (a fresh signature each attempt), then answers', async () => {
    lambdaCredentials();
    ssm.script.push({ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } });
    expect(await ssmGetParameters(env)(names)).toEqual(held);
    expect(ssm.requests).toHaveLength(2);
  });

  it('gives up after AWS_MAX_ATTEMPTS on a transient error, with the service error name', async () => {
    lambdaCredentials();
    for (let i = 0; i < 5; i++) ssm.script.push({ status: 503, body: { __type: 'com.amazonaws.ssm#InternalServerError', message: 'busy' } });
    await expect(ssmGetParameters(env)(names)).rejects.toMatchObject({ name: 'InternalServerError', message: 'busy' });
    expect(ssm.requests).toHaveLength(3);
    ssm.requests.length = 0;
    ssm.script.length = 0;
    ssm.script.push({ status: 503, body: { __type: 'InternalServerError', message: 'busy' } });
    await expect(ssmGetParameters({ ...env, AWS_MAX_ATTEMPTS: '1' })(names)).rejects.toMatchObject({ name: 'InternalServerError' });
    expect(ssm.requests).toHaveLength(1);
  });

  it('does not retry a refusal (AccessDeniedException), which fails the cold start', async () => {
    lambdaCredentials();
    ssm.script.push({ status: 400, body: { __type: 'AccessDeniedException', message: 'not allowed on /sst/beyou/prod/' } });
    await expect(ssmGetParameters(env)(names)).rejects.toMatchObject({ name: 'AccessDeniedException', message: 'not allowed on /sst/beyou/prod/' });
    expect(ssm.requests).toHaveLength(1);
  });

  it('picks the endpoint the SDK client resolves', async () => {
    const cases: { region: string; fips?: boolean; dualStack?: boolean }[] = [
      { region: 'eu-west-1' },
      { region: 'us-east-1', fips: true },
      { region: 'eu-west-1', dualStack: true },
      { region: 'us-east-1', fips: true, dualStack: true },
      { region: 'cn-north-1' },
      { region: 'us-gov-west-1', fips: true },
      { region: 'us-gov-west-1' },
    ];
    const { endpointProvider } = new SSMClient({ region: 'eu-west-1' }).config;
    for (const c of cases) {
      const sdk = endpointProvider({ Region: c.region, UseFIPS: Boolean(c.fips), UseDualStack: Boolean(c.dualStack) });
      const ours = ssmEndpoint({
        AWS_REGION: c.region,
        AWS_USE_FIPS_ENDPOINT: c.fips ? 'true' : undefined,
        AWS_USE_DUALSTACK_ENDPOINT: c.dualStack ? 'true' : undefined,
      });
      expect(ours.href, JSON.stringify(c)).toBe(sdk.url.href);
    }
    expect(ssmEndpoint({ AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL: 'http://127.0.0.1:4566' }).href).toBe('http://127.0.0.1:4566/');
    expect(ssmEndpoint({ AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL: 'http://a:1', AWS_ENDPOINT_URL_SSM: 'http://b:2' }).href).toBe('http://b:2/');
    expect(() => ssmEndpoint({})).toThrow('Missing Region');
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
