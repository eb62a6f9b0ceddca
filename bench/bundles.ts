/**
 * `npx tsx bench/bundles.ts [imports] [first turns]` — each Lambda's bundle as SST builds it
 * (esbuild, ESM, minified; split into chunks for stacks/bundling.ts SPLIT_HANDLERS): size, what
 * a cold start reads (the entry and the chunks it imports statically), whether AWS SDK v2 crept
 * in, and the cold import time (module evaluation including the composition root) in a fresh
 * Node process. Then what a new agent instance costs before its first token: the import plus
 * its first turn (bench/bundle-first-turn.ts). Writes bench/RESULTS.md "## Lambda bundles".
 *
 * Each import is read beside a reference bundled and imported in the same run (issue 35):
 * bench/minimal-handler.ts, the least a function of this stack carries (Hono on Lambda and the
 * DynamoDB client built at module level). Imports run interleaved, function by function, round
 * by round, so load on the machine hits every bundle alike; "÷ minimal" divides medians.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { SPLIT_HANDLERS, sstBuildOptions, sstEsbuild } from '../stacks/bundling';
import { firstTurns, type FirstTurnRun } from './bundle-first-turn';
import { machine, ms, stats, writeSection } from './report';

const FUNCTIONS = ['minimal', 'api', 'agent-stream', 'briefing-worker', 'roadmap-worker', 'source-worker', 'day-close', 'day-close-worker'].filter((f) => f === 'minimal' || existsSync(resolve('functions', `${f}.ts`)));
const IMPORTS = Number(process.argv[2] ?? 9);
const FIRST_TURNS = Number(process.argv[3] ?? 5);
const MINIMAL = 'minimal';
const MB = 1024 * 1024;

/** Bytes of every .mjs written, and of those a cold start reads: the entry and its static imports, transitively. */
function sizes(metafile: Metafile): { total: number; atImport: number } {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith('.mjs'));
  const read = new Set<string>();
  const visit = (f: string) => {
    if (read.has(f)) return;
    read.add(f);
    for (const i of outputs[f]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(js.find((f) => outputs[f]!.entryPoint)!);
  const bytes = (files: Iterable<string>) => [...files].reduce((n, f) => n + outputs[f]!.bytes, 0);
  return { total: bytes(js), atImport: bytes(read) };
}

async function main() {
  // SST's own esbuild and the options it deploys with (stacks/bundling.ts): the deployed bytes.
  const { build, version } = sstEsbuild();
  const dir = mkdtempSync(join(tmpdir(), 'beyou-bundles-'));
  const rows: string[] = ['| function | minified MB (all files) | read at import MB | AWS SDK v2 inside | cold import median ms (p95) | ÷ minimal |', '|---|---|---|---|---|---|'];
  const built: { fn: string; outfile: string; total: number; atImport: number; split: boolean; v2: boolean; times: number[] }[] = [];
  for (const fn of FUNCTIONS) {
    const entry = fn === MINIMAL ? resolve('bench', 'minimal-handler.ts') : resolve('functions', `${fn}.ts`);
    const split = SPLIT_HANDLERS.has(`functions/${fn}.ts`);
    // A split function's chunks go in a folder of its own, beside its entry, as SST writes them.
    const outfile = split ? join(dir, fn, `${fn}.mjs`) : join(dir, `${fn}.mjs`);
    if (split) mkdirSync(join(dir, fn));
    const result = await build(sstBuildOptions(entry, outfile, { splitting: split }) as Parameters<typeof build>[0] & { metafile: true });
    const v2 = Object.keys(result.metafile.inputs).some((p) => p.includes('node_modules/aws-sdk/'));
    built.push({ fn, outfile, ...sizes(result.metafile), split, v2, times: [] });
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
    const name = b.fn === MINIMAL ? 'minimal handler (reference)' : b.split ? `${b.fn} (split)` : b.fn;
    rows.push(`| ${name} | ${(b.total / MB).toFixed(2)} | ${(b.atImport / MB).toFixed(2)} | ${b.v2 ? 'YES' : 'no'} | ${ms(s.median)} (${ms(s.p95)}) | ${(s.median / minimal).toFixed(2)}× |`);
  }
  const table = rows.join('\n');
  console.log(table);
  const agent = built.find((b) => b.fn === 'agent-stream');
  const first = agent && FIRST_TURNS > 0 ? await firstTurnTable(agent.outfile, minimal) : '';
  console.log(first);
  writeSection(
    'Lambda bundles',
    `Command: \`npx tsx bench/bundles.ts\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. esbuild ${version} with the options SST v2 deploys with (ESM, minified, keepNames, the plugins of stacks/bundling.ts); cold import = evaluating the bundle (composition root included: config, clients, chain) in a fresh Node, ${IMPORTS} runs each, interleaved across bundles, no network; "÷ minimal" divides by the median of bench/minimal-handler.ts (Hono on Lambda + the DynamoDB document client built at module level) imported in the same rounds. Target: agent function < 1.5 MB minified, no AWS SDK v2; its import ≤ 2× the minimal handler's (issue 35).\n\n${table}${first}`,
  );
  writeFileSync(join(dir, 'done'), '');
}

/** The agent instance's first turn against a later one, and the import it follows (bench/bundle-first-turn.ts). */
async function firstTurnTable(bundle: string, minimalMs: number): Promise<string> {
  const [runs] = await firstTurns([bundle], FIRST_TURNS);
  const med = (pick: (r: FirstTurnRun) => number) => stats(runs!.map(pick)).median;
  const row = (what: string, wall: (r: FirstTurnRun) => number, cpu: (r: FirstTurnRun) => number) =>
    `| ${what} | ${ms(med(wall))} | ${(med(wall) / minimalMs).toFixed(2)}× | ${ms(med(cpu))} |`;
  return [
    '',
    '',
    `### A new agent instance before its first token (${FIRST_TURNS} fresh processes)`,
    '',
    'The agent bundle as above, imported in a fresh Node; then its Lambda handler serves two turns in a row (function URL events, DynamoDB Local, the provider simulator answering at once). Each turn is timed from the handler call to the first `token` event it writes; the first turn carries what an instance does once (the turn\'s chunks read, the chain, the tools and the tutor built, first connections), the later one is a warm turn in the same process. CPU is the process\'s user + system time over the same span (it reads through the machine\'s load better than wall time; on Lambda, at 512 MB, a turn gets ~0.29 of a vCPU).',
    '',
    '| measure | median ms | ÷ minimal import | CPU median ms |',
    '|---|---|---|---|',
    row('import (cold start)', (r) => r.importMs, (r) => r.importCpuMs),
    row('first turn: handler call → first token', (r) => r.firstTokenMs, (r) => r.firstCpuMs),
    row('later turn: handler call → first token', (r) => r.laterTokenMs, (r) => r.laterCpuMs),
    row('new instance before its first token (import + first turn)', (r) => r.importMs + r.firstTokenMs, (r) => r.importCpuMs + r.firstCpuMs),
    row('of which once per instance (first turn − later turn)', (r) => r.firstTokenMs - r.laterTokenMs, (r) => r.firstCpuMs - r.laterCpuMs),
  ].join('\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
