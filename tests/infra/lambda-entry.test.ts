import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_NAMES } from '../../core/secrets';
import { secretsFor } from '../../stacks/Secrets';
import { lambdaEsbuildPlugins } from '../../stacks/bundling';
import { startSsmStandIn, type SsmStandIn } from './ssm-stand-in';

/**
 * functions/api.ts bundled the way SST bundles it for `nodejs.format: 'esm'` (with the plugins
 * of stacks/bundling.ts) and cold-started in a fresh Node with a prod function's environment:
 * the top-level await resolves the bound secrets from an SSM stand-in (AWS_ENDPOINT_URL_SSM)
 * that checks their SigV4 signature, `loadConfig` accepts them (STAGE=prod requires
 * AUTH_SECRET) and the handler answers an API Gateway v2 event.
 */
const AUTH = 'prod-auth-secret-'.padEnd(48, 'x');
let dir: string;
let bundle: string;
let ssm: SsmStandIn;

/** A Lambda entry bundled as SST bundles it (ESM, the plugins of stacks/bundling.ts). */
async function bundleEntry(name: string): Promise<string> {
  const out = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [resolve(process.cwd(), `functions/${name}.ts`)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'esnext',
    mainFields: ['module', 'main'],
    keepNames: true,
    plugins: lambdaEsbuildPlugins,
    logLevel: 'silent',
    banner: {
      js: "import { createRequire as topLevelCreateRequire } from 'module';\nconst require = topLevelCreateRequire(import.meta.url);",
    },
  });
  return out;
}

/** A prod function's environment with these secrets bound (stacks/Secrets.ts decides which). */
function prodEnv(functionName: string, bound: readonly string[]): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_SSM: ssm.url,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    STAGE: 'prod',
    LOG_LEVEL: 'SILENT',
    TABLE_NAME: 'prod-beyou-Table',
    SST_APP: 'beyou',
    SST_STAGE: 'prod',
    SST_SSM_PREFIX: '/sst/beyou/prod/',
    ...Object.fromEntries(bound.map((n) => [`SST_Secret_value_${n}`, '__FETCH_FROM_SSM__'])),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'beyou-api-bundle-'));
  bundle = await bundleEntry('api');
  // AUTH_SECRET in the stage, MISTRAL_API_KEY only in the app-wide fallback: both must be
  // found, and a prod chain needs at least one provider key to boot at all (C2).
  ssm = await startSsmStandIn({
    held: {
      '/sst/beyou/prod/Secret/AUTH_SECRET/value': AUTH,
      '/sst/beyou/.fallback/Secret/MISTRAL_API_KEY/value': 'mistral-key-from-fallback',
    },
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    region: 'eu-west-1',
  });
});

afterAll(async () => {
  await ssm?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = promisify(execFile);

/** What CloudFront adds to every request it forwards to REST and the agent (stacks/Edge.ts). */
const ORIGIN_SECRET = 'cloudfront-header-value-'.padEnd(48, 'x');

describe('functions/api.ts on Lambda', () => {
  it('refuses to cold-start in prod without ORIGIN_VERIFY_SECRET, as the agent does (REST is CloudFront’s origin too)', async () => {
    const script = `await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log('imported');`;
    const failed = await run(process.execPath, ['--input-type=module', '-e', script], { env: prodEnv('prod-beyou-Api-ApiHandler', SECRET_NAMES), timeout: 20_000 }).then(
      () => undefined,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failed?.code).not.toBe(0);
    expect(failed?.stderr).toMatch(/ORIGIN_VERIFY_SECRET: required when STAGE=prod/);
  });

  it('cold-starts with secrets from SSM and serves /health to CloudFront', async () => {
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: '/health',
      rawQueryString: '',
      headers: { host: 'api.example.com', 'x-origin-verify': ORIGIN_SECRET },
      requestContext: {
        http: { method: 'GET', path: '/health', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' },
        requestId: 'r1',
        routeKey: '$default',
        stage: '$default',
      },
      isBase64Encoded: false,
    };
    const script = `
      const t0 = performance.now();
      const m = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      const importMs = performance.now() - t0;
      const res = await m.handler(${JSON.stringify(event)}, {});
      console.log(JSON.stringify({ importMs, res }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...prodEnv('prod-beyou-Api-ApiHandler', SECRET_NAMES), ORIGIN_VERIFY_SECRET: ORIGIN_SECRET },
      timeout: 20_000,
    });
    const { importMs, res } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      importMs: number;
      res: { statusCode: number; body: string };
    };
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true });
    const asked = ssm.requests.flatMap((r) => r.names);
    expect(asked).toContain('/sst/beyou/prod/Secret/AUTH_SECRET/value');
    expect(asked).toContain('/sst/beyou/.fallback/Secret/MISTRAL_API_KEY/value');
    const size = statSync(bundle).size;
    console.info(`functions/api.ts: bundle ${(size / 1024 / 1024).toFixed(2)} MB (unminified), cold import ${Math.round(importMs)} ms`);
  });
});

describe('the background functions on Lambda, without AUTH_SECRET', () => {
  it('cold-start with only the secrets stacks/Secrets.ts binds them (workers: the chain keys; day close, its worker and the export sweep: none; sources: the embedding key)', async () => {
    const cases = [
      { name: 'briefing-worker', bound: secretsFor('briefingWorker', 'prod'), event: { Records: [] } },
      { name: 'roadmap-worker', bound: secretsFor('roadmapWorker', 'prod'), event: { Records: [] } },
      { name: 'day-close', bound: secretsFor('dayClose', 'prod'), event: undefined },
      { name: 'day-close-worker', bound: secretsFor('dayCloseWorker', 'prod'), event: { Records: [] } },
      { name: 'source-worker', bound: secretsFor('sourceWorker', 'prod'), event: { Records: [] } },
      // The export sweep would list the bucket; its import (the composition root) is the point.
      { name: 'export-sweep', bound: secretsFor('exportSweep', 'prod'), event: undefined },
    ];
    for (const c of cases) {
      expect(c.bound).not.toContain('AUTH_SECRET');
      const file = await bundleEntry(c.name);
      // The day-close schedule's handler would visit the table; its import (the composition root) is the point.
      const call = c.event ? `JSON.stringify(await m.handler(${JSON.stringify(c.event)}, { getRemainingTimeInMillis: () => 40000 }))` : '"imported"';
      const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(${call});`;
      ssm.requests.length = 0;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
        env: prodEnv(`prod-beyou-Jobs-${c.name}`, c.bound),
        timeout: 20_000,
      });
      const last = stdout.trim().split('\n').at(-1)!;
      expect(last, c.name).toBe(c.event ? JSON.stringify({ batchItemFailures: [] }) : 'imported');
      const asked = ssm.requests.flatMap((r) => r.names);
      expect(asked.some((n) => n.includes('AUTH_SECRET')), c.name).toBe(false);
    }
  });
});

describe('functions/agent-stream.ts on Lambda (CloudFront only)', () => {
  it('refuses to cold-start in prod without ORIGIN_VERIFY_SECRET, naming it; starts with it', async () => {
    const file = await bundleEntry('agent-stream');
    // The streaming runtime's global, which only Lambda provides.
    const stub = 'globalThis.awslambda = { streamifyResponse: (f) => f, HttpResponseStream: { from: (s) => s } };';
    const script = `${stub} await import(${JSON.stringify(pathToFileURL(file).href)}); console.log('imported');`;
    const env = prodEnv('prod-beyou-Agent-AgentStream', secretsFor('agentStream', 'prod'));
    const failed = await run(process.execPath, ['--input-type=module', '-e', script], { env, timeout: 20_000 }).then(
      () => undefined,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failed?.code).not.toBe(0);
    expect(failed?.stderr).toMatch(/ORIGIN_VERIFY_SECRET: required when STAGE=prod/);
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...env, ORIGIN_VERIFY_SECRET: ORIGIN_SECRET },
      timeout: 20_000,
    });
    expect(stdout.trim().split('\n').at(-1)).toBe('imported');
  });
});
