/**
 * `npx tsx bench/bundles.ts` — each Lambda's bundle as SST builds it (esbuild, ESM, minified):
 * size, whether AWS SDK v2 crept in, and the cold import time (module evaluation including the
 * composition root) in a fresh Node process. Writes bench/RESULTS.md "## Lambda bundles".
 *
 * Each import is read beside a reference bundled and imported in the same run (issue 35):
 * bench/minimal-handler.ts, the least a function of this stack carries (Hono on Lambda and the
 * DynamoDB client built at module level). Imports run interleaved, function by function, round
 * by round, so load on the machine hits every bundle alike; "÷ minimal" divides medians.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sstBuildOptions, sstEsbuild } from '../stacks/bundling';
import { machine, ms, stats, writeSection } from './report';

const FUNCTIONS = ['minimal', 'api', 'agent-stream', 'briefing-worker', 'roadmap-worker', 'source-worker', 'day-close', 'day-close-worker'].filter((f) => f === 'minimal' || existsSync(resolve('functions', `${f}.ts`)));
const IMPORTS = Number(process.argv[2] ?? 9);
const MINIMAL = 'minimal';

async function main() {
  // SST's own esbuild and the options it deploys with (stacks/bundling.ts): the deployed bytes.
  const { build, version } = sstEsbuild();
  const dir = mkdtempSync(join(tmpdir(), 'beyou-bundles-'));
  const rows: string[] = ['| function | minified MB | AWS SDK v2 inside | cold import median ms (p95) | ÷ minimal |', '|---|---|---|---|---|'];
  const built: { fn: string; outfile: string; size: number; v2: boolean; times: number[] }[] = [];
  for (const fn of FUNCTIONS) {
    const entry = fn === MINIMAL ? resolve('bench', 'minimal-handler.ts') : resolve('functions', `${fn}.ts`);
    const outfile = join(dir, `${fn}.mjs`);
    const result = await build(sstBuildOptions(entry, outfile) as Parameters<typeof build>[0] & { metafile: true });
    const v2 = Object.keys(result.metafile.inputs).some((p) => p.includes('node_modules/aws-sdk/'));
    built.push({ fn, outfile, size: statSync(outfile).size / 1024 / 1024, v2, times: [] });
  }
  for (let i = 0; i < IMPORTS; i++) {
    for (const b of built) {
      // Lambda's runtime provides `awslambda.streamifyResponse` (used by the streaming handler).
      const script = `globalThis.awslambda={streamifyResponse:(f)=>f,HttpResponseStream:{from:(s)=>s}};const t=performance.now();await import(${JSON.stringify(pathToFileURL(b.outfile).href)});console.log(performance.now()-t)`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, STAGE: 'dev', AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TABLE_NAME: 'bench' },
      }).toString();
      b.times.push(Number(out.trim().split('\n').at(-1)));
    }
  }
  const minimal = stats(built.find((b) => b.fn === MINIMAL)!.times).median;
  for (const b of built) {
    const s = stats(b.times);
    rows.push(`| ${b.fn === MINIMAL ? 'minimal handler (reference)' : b.fn} | ${b.size.toFixed(2)} | ${b.v2 ? 'YES' : 'no'} | ${ms(s.median)} (${ms(s.p95)}) | ${(s.median / minimal).toFixed(2)}× |`);
  }
  const table = rows.join('\n');
  console.log(table);
  writeSection(
    'Lambda bundles',
    `Command: \`npx tsx bench/bundles.ts\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. esbuild ${version} with the options SST v2 deploys with (ESM, minified, keepNames, the plugins of stacks/bundling.ts); cold import = evaluating the bundle (composition root included: config, clients, chain) in a fresh Node, ${IMPORTS} runs each, interleaved across bundles, no network; "÷ minimal" divides by the median of bench/minimal-handler.ts (Hono on Lambda + the DynamoDB document client built at module level) imported in the same rounds. Target: agent function < 1.5 MB minified, no AWS SDK v2.\n\n${table}`,
  );
  writeFileSync(join(dir, 'done'), '');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
