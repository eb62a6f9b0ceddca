/**
 * `npx tsx bench/bundles.ts` — each Lambda's bundle as SST builds it (esbuild, ESM, minified):
 * size, whether AWS SDK v2 crept in, and the cold import time (module evaluation including the
 * composition root) in a fresh Node process. Writes bench/RESULTS.md "## Lambda bundles".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sstBuildOptions, sstEsbuild } from '../stacks/bundling';
import { machine, ms, stats, writeSection } from './report';

const FUNCTIONS = ['api', 'agent-stream', 'briefing-worker', 'roadmap-worker', 'source-worker', 'day-close', 'day-close-worker'].filter((f) => existsSync(resolve('functions', `${f}.ts`)));
const IMPORTS = 5;

async function main() {
  // SST's own esbuild and the options it deploys with (stacks/bundling.ts): the deployed bytes.
  const { build, version } = sstEsbuild();
  const dir = mkdtempSync(join(tmpdir(), 'beyou-bundles-'));
  const rows: string[] = ['| function | minified MB | AWS SDK v2 inside | cold import median ms (p95) |', '|---|---|---|---|'];
  for (const fn of FUNCTIONS) {
    const outfile = join(dir, `${fn}.mjs`);
    const result = await build(sstBuildOptions(resolve('functions', `${fn}.ts`), outfile) as Parameters<typeof build>[0] & { metafile: true });
    const v2 = Object.keys(result.metafile.inputs).some((p) => p.includes('node_modules/aws-sdk/'));
    const size = statSync(outfile).size / 1024 / 1024;
    // Lambda's runtime provides `awslambda.streamifyResponse` (used by the streaming handler).
    const script = `globalThis.awslambda={streamifyResponse:(f)=>f,HttpResponseStream:{from:(s)=>s}};const t=performance.now();await import(${JSON.stringify(pathToFileURL(outfile).href)});console.log(performance.now()-t)`;
    const times: number[] = [];
    for (let i = 0; i < IMPORTS; i++) {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, STAGE: 'dev', AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      }).toString();
      times.push(Number(out.trim().split('\n').at(-1)));
    }
    const s = stats(times);
    rows.push(`| ${fn} | ${size.toFixed(2)} | ${v2 ? 'YES' : 'no'} | ${ms(s.median)} (${ms(s.p95)}) |`);
  }
  const table = rows.join('\n');
  console.log(table);
  writeSection(
    'Lambda bundles',
    `Command: \`npx tsx bench/bundles.ts\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. esbuild ${version} with the options SST v2 deploys with (ESM, minified, keepNames, the plugins of stacks/bundling.ts); cold import = evaluating the bundle (composition root included: config, clients, chain) in a fresh Node, ${IMPORTS} runs, no network. Target: agent function < 1.5 MB minified, no AWS SDK v2.\n\n${table}`,
  );
  writeFileSync(join(dir, 'done'), '');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
