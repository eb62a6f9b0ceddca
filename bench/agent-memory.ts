/**
 * `npx tsx bench/agent-memory.ts [turns]` — how much memory and CPU one agent instance needs,
 * to choose the agent function's memory size (docs/cost.md). The instance is the agent's
 * function code bundled as SST deploys it (bench/agent-instance-entry.ts, minified, source
 * maps on) in a process of its own; DynamoDB Local, the provider simulator and the client live
 * in this process, so what is read from /proc/<pid> is the instance alone. Turns run one after
 * another, as a Lambda instance serves them: each is a tool call (a real read tool over the
 * table) then a ~300-token answer streamed in 60 chunks. Writes bench/RESULTS.md "## Agent instance".
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createParser } from 'eventsource-parser';
import { buildChain, memoryChainMetrics } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { createApp } from '../functions/http/app';
import { startDynamoLocal } from '../local/dynamodb-local';
import { sstBuildOptions, sstEsbuild } from '../stacks/bundling';
import { delayed, startProviderSim, text, toolCall } from '../tests/support/provider-sim';
import { machine, writeSection } from './report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const TURNS = Number(process.argv[2] ?? 60);
const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ 100)
const LAMBDA_MB_PER_VCPU = 1769; // Lambda: one full vCPU at 1,769 MB, CPU in proportion below

const status = (pid: number, key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const cpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
};

async function main() {
  const sim = await startProviderSim();
  const ddb = await startDynamoLocal();
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-agent-mem-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-agent-mem', AUTH_SCRYPT_LOG_N: '10',
    AUTH_SIGNIN_LIMIT: '100000', LIMIT_WRITES_PER_MIN: '100000', LIMIT_READS_PER_MIN: '100000',
    AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    // The quota ledger counts every call, with a window no bench run can spend (its cost is in the path).
    AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 1e8, rpd: 1e9, tpm: 1e12 } }),
    POWERTOOLS_METRICS_DISABLED: 'true', AWS_REGION: 'eu-west-1',
  };
  const deps = createDeps(loadConfig(env));
  await ensureTable(deps.db.client, env.TABLE_NAME);
  // The REST app here only signs the user up and opens chats; the agent's hourly bucket is lifted below.
  const rest = createApp(deps, { clientIp: () => '127.0.0.1', agent: () => agentSettings(buildChain(deps, { metrics: memoryChainMetrics() })) });
  // One person per 20 turns: the agent's own bucket (30 an hour, A9) stays as deployed.
  const people: { auth: Record<string, string>; chats: string[] }[] = [];
  for (let p = 0; p < Math.ceil(TURNS / 20); p++) {
    const su = (await (await rest.request('/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `m${p}-${Date.now()}@bench.test`, password: 'Bench-password-1', displayName: 'M' }) })).json()) as { accessToken: string };
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${su.accessToken}` };
    for (let i = 0; i < 12; i++) await rest.request('/habits', { method: 'POST', headers: auth, body: JSON.stringify({ name: `Habit ${i}` }) });
    const chats: string[] = [];
    for (let c = 0; c < 2; c++) chats.push(((await (await rest.request('/ai/agent/chats', { method: 'POST', headers: auth, body: '{}' })).json()) as { id: string }).id);
    people.push({ auth, chats });
  }

  const { build, version } = sstEsbuild();
  const out = join(mkdtempSync(join(tmpdir(), 'bench-agent-bundle-')), 'agent-instance.mjs');
  await build({ ...(sstBuildOptions(resolve('bench/agent-instance-entry.ts'), out) as Parameters<typeof build>[0]), write: true });
  const maps = process.env.BENCH_SOURCE_MAPS !== '0';
  const child = spawn(process.execPath, [...(maps ? ['--enable-source-maps'] : []), out], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((ok) => child.stdout!.on('data', (b: Buffer) => { const m = /PORT (\d+)/.exec(String(b)); if (m) ok(Number(m[1])); }));
  const pid = child.pid!;
  const boot = { rss: status(pid, 'VmRSS'), cpu: cpuMs(pid) };
  const url = `http://127.0.0.1:${port}`;

  const turn = async (auth: Record<string, string>, chatId: string) => {
    const res = await fetch(`${url}/ai/agent/chats/${chatId}/stream`, { method: 'POST', headers: auth, body: JSON.stringify({ message: 'What are my habits?' }) });
    let done = false;
    const parser = createParser({ onEvent: (e) => void (e.event === 'done' && (done = true)) });
    const decoder = new TextDecoder();
    for await (const chunk of res.body! as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    return done;
  };
  const words = Array.from({ length: 60 }, (_, i) => `word${i} and more `); // ~300 tokens
  let ok = 0;
  let firstCpu = 0;
  const cpuBefore = cpuMs(pid);
  const t0 = performance.now();
  for (let i = 0; i < TURNS; i++) {
    sim.script('mistral', toolCall('getUserHabits', {}), delayed(text(words), { betweenChunksMs: 2 }));
    const who = people[Math.floor(i / 20)]!;
    if (await turn(who.auth, who.chats[Math.floor(i / 10) % 2]!)) ok++;
    if (i === 0) firstCpu = cpuMs(pid) - cpuBefore;
  }
  const wall = performance.now() - t0;
  const perTurn = (cpuMs(pid) - cpuBefore - firstCpu) / Math.max(1, TURNS - 1);
  const peak = status(pid, 'VmHWM');
  child.kill();
  await sim.close();
  await ddb.stop();

  const sizes = [256, 512, 1024, 1769];
  const rows = sizes.map((mb) => {
    const share = Math.min(1, mb / LAMBDA_MB_PER_VCPU);
    return `| ${mb} | ${share.toFixed(2)} | ${Math.round(boot.cpu / share)} | ${Math.round(firstCpu / share)} | ${Math.round(perTurn / share)} | ${Math.round((100 * peak) / mb)}% |`;
  });
  const table = [
    '| memory MB | vCPU share | cold start CPU → ms | first turn CPU → ms | later turn CPU → ms | peak RSS / memory |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const body = `Command: \`npx tsx bench/agent-memory.ts ${TURNS}\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}; esbuild ${version}, the agent's code bundled as deployed (minified, ${maps ? '\`--enable-source-maps\`' : 'source maps off'}) in a process of its own, ${TURNS} turns one after another (${ok} ended with \`done\`), each a \`getUserHabits\` tool step over DynamoDB Local and a ~300-token answer in 60 chunks. CPU from /proc (utime + stime, 10 ms ticks), RSS from VmRSS / VmHWM.\n\n| measure | value |\n|---|---|\n| RSS after boot | ${boot.rss.toFixed(0)} MB |\n| peak RSS (VmHWM) | ${peak.toFixed(0)} MB |\n| CPU to boot (import + composition root) | ${boot.cpu} ms |\n| CPU of the first turn (lazy code paths warm) | ${firstCpu} ms |\n| CPU per later turn | ${perTurn.toFixed(1)} ms |\n| wall time per turn (simulated provider) | ${(wall / TURNS).toFixed(0)} ms |\n\nThe same CPU at Lambda's share of a vCPU (memory / 1,769 MB), the time a turn spends computing rather than waiting on the model:\n\n${table}`;
  console.log(body);
  writeSection('Agent instance', body);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
