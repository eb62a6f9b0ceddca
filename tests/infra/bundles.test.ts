import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sstBuildOptions, sstEsbuild } from '../../stacks/bundling';

/**
 * What the agent function's bundle (as SST deploys it: its esbuild, its options, our plugins)
 * must not carry again: the size work of bench/RESULTS.md "Lambda bundles" undone silently by
 * a dependency update or an import. Sizes themselves are the bench's business.
 */
let inputs: string[];
let bytes: number;

beforeAll(async () => {
  const { build } = sstEsbuild();
  const options = sstBuildOptions(resolve(process.cwd(), 'functions/agent-stream.ts'), join(tmpdir(), 'beyou-agent-stream.mjs'));
  const result = await build({ ...options, write: false } as Parameters<typeof build>[0] & { metafile: true });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  inputs = Object.keys(output!.inputs);
  bytes = output!.bytes;
});

describe('the agent-stream bundle', () => {
  it('has zod without its non-English locales and without zod 3', () => {
    // The locales index is there, cut down to `en` (stacks/bundling.ts). Paths are relative to
    // the project, and node_modules may be a link elsewhere (a git worktree sharing an install).
    const locales = inputs.filter((p) => p.includes('node_modules/zod/v4/locales/'));
    expect(locales.map((p) => p.split('/').at(-1)).sort()).toEqual(['en.js', 'index.js']);
    // Only provider-utils' enum, from the plugin's own namespace.
    const zod3 = inputs.filter((p) => p.includes('node_modules/zod/v3/'));
    expect(zod3).toHaveLength(1);
    expect(zod3[0]).toMatch(/^zod-v3-enum:\/.*\/node_modules\/zod\/v3\/index\.js$/);
  });

  it('has no SSM client (core/ssm.ts signs GetParameters with the SDK pieces DynamoDB uses) and no AWS SDK v2', () => {
    expect(inputs.filter((p) => /node_modules\/(@aws-sdk\/client-ssm|aws-sdk)\//.test(p))).toEqual([]);
  });

  it('carries the stream routes only: no REST route module, no SQS client (REST lives behind API Gateway)', () => {
    const routes = inputs.filter((p) => p.startsWith('functions/http/routes/')).map((p) => p.split('/').at(-1));
    // The stream routes and the socket their body is (agent-socket.ts).
    expect(routes.sort()).toEqual(['agent-socket.ts', 'agent-stream.ts']);
    expect(inputs.filter((p) => p.includes('node_modules/@aws-sdk/client-sqs/'))).toEqual([]);
  });

  it('takes Lambda credentials from the environment only (no SSO/ini/STS credential chain inside)', () => {
    const chain = inputs.filter((p) => /node_modules\/@aws-sdk\/(credential-provider-(ini|sso|process|login|web-identity|http)|nested-clients)\//.test(p));
    expect(chain).toEqual([]);
    expect(inputs.some((p) => p.startsWith('lambda-env-credentials:'))).toBe(true);
  });

  it('has no Vercel AI Gateway (the chain passes model objects; stacks/bundling.ts noVercelGateway)', () => {
    expect(inputs.filter((p) => /node_modules\/(@ai-sdk\/gateway|@vercel\/oidc)\//.test(p))).toEqual([]);
    expect(inputs).toContain('no-vercel-gateway:gateway-stub');
  });

  // 1.5 MB until issue 33: generateStudyCards now reads the sources' vector segments from S3
  // (core/notebook/sources/vector-store.ts), and the S3 client with its checksums is ~0.2 MB.
  // 1.8 MB until issue 46: the tool router's cards (the words of 79 tools in English and
  // Portuguese, ~55 KB minified: the router's whole vocabulary) and the tokens ledger (~7 KB);
  // the cards cost ~0.06 MB and save ~20k tokens on every agent call. Issue 48 sets the target.
  it('stays under the 1.9 MB budget (bench/RESULTS.md "Lambda bundles")', () => {
    expect(bytes).toBeLessThan(1.9 * 1024 * 1024);
  });

  it('has one copy of each AI SDK package (package.json overrides)', () => {
    const copies = new Map<string, Set<string>>();
    for (const p of inputs) {
      const m = /^(.*node_modules\/(@ai-sdk\/[^/]+))\//.exec(p);
      if (m) copies.set(m[2]!, (copies.get(m[2]!) ?? new Set()).add(m[1]!));
    }
    const duplicated = [...copies].filter(([, roots]) => roots.size > 1).map(([name, roots]) => `${name}: ${[...roots].join(', ')}`);
    expect(duplicated).toEqual([]);
    console.info(`functions/agent-stream.ts: ${(bytes / 1024 / 1024).toFixed(2)} MB minified, as deployed`);
  });
});
