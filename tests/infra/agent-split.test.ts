import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_HANDLERS, sstBuildOptions, sstEsbuild } from '../../stacks/bundling';

/**
 * The agent function as SST deploys it (split into chunks: stacks/bundling.ts SPLIT_HANDLERS,
 * stacks/Agent.ts): what its cold start reads (the entry and the chunks it imports statically)
 * carries none of the turn's code, the tools, the AI SDK or the providers' SDKs, which arrive
 * with the first turn (issue 35); and the split bundle still cold-starts and serves /health.
 */
let dir: string;
let entry: string;
let metafile: Metafile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'beyou-agent-split-'));
  mkdirSync(join(dir, 'functions'));
  entry = join(dir, 'functions', 'agent-stream.mjs');
  const { build } = sstEsbuild();
  const options = sstBuildOptions(resolve(process.cwd(), 'functions/agent-stream.ts'), entry, { splitting: true });
  metafile = (await build(options as Parameters<typeof build>[0] & { metafile: true })).metafile;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Source files of the outputs a cold start reads: the entry and its static imports, transitively. */
function readAtImport(): string[] {
  const read = new Set<string>();
  const visit = (file: string) => {
    if (read.has(file)) return;
    read.add(file);
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(Object.keys(metafile.outputs).find((f) => metafile.outputs[f]!.entryPoint?.endsWith('functions/agent-stream.ts'))!);
  return [...read].flatMap((f) => Object.keys(metafile.outputs[f]!.inputs));
}

describe('the agent function, split as deployed', () => {
  it('is split (stacks/Agent.ts deploys it with nodejs.splitting)', () => {
    expect(SPLIT_HANDLERS.has('functions/agent-stream.ts')).toBe(true);
  });

  it('reads no turn code, tool, AI SDK or provider SDK at its cold start; they are in its chunks', () => {
    const lazy = /^(core\/ai\/agent\/(turn|tools)\/|core\/notebook\/sources\/|functions\/http\/routes\/|node_modules\/(ai|@ai-sdk\/(google|mistral|openai-compatible|provider-utils)|@aws-sdk\/client-s3)\/)/;
    const atImport = readAtImport().map((p) => p.replace(/^.*?(node_modules\/)/, '$1'));
    expect(atImport.filter((p) => lazy.test(p))).toEqual([]);
    const everything = Object.keys(metafile.inputs).map((p) => p.replace(/^.*?(node_modules\/)/, '$1'));
    expect(everything.some((p) => p.startsWith('core/ai/agent/tools/'))).toBe(true);
    expect(everything.some((p) => p.startsWith('node_modules/@ai-sdk/mistral/'))).toBe(true);
  });

  it('cold-starts and answers /health from its entry', async () => {
    const event = { rawPath: '/health', rawQueryString: '', headers: { host: 'agent.example' }, isBase64Encoded: false, requestContext: { http: { method: 'GET', sourceIp: '203.0.113.9' } } };
    const script = `
      globalThis.awslambda = { streamifyResponse: (f) => f, HttpResponseStream: { from: (s, meta) => (s.meta = meta, s) } };
      const { Writable } = await import('node:stream');
      const m = await import(${JSON.stringify(pathToFileURL(entry).href)});
      let body = '';
      const out = new Writable({ write(c, _e, done) { body += c; done(); } });
      await m.handler(${JSON.stringify(event)}, out, {});
      console.log(JSON.stringify({ status: out.meta.statusCode, body }));`;
    const env = { PATH: process.env.PATH, STAGE: 'dev', AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TABLE_NAME: 'split-test' };
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env, timeout: 20_000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ status: 200, body: '{"ok":true}' });
  });
});
