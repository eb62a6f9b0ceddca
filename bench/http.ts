/**
 * `npx tsx bench/http.ts [connections] [seconds]` — requests/s and p99 of the local server
 * (issue 24) for `GET /today`, `GET /habits` and a check, each next to `GET /health` of the
 * same server in the same run: the in-process ceiling (Hono, the node server, loopback HTTP,
 * no table), so each route reads as a share of what the machine can serve at all. The server
 * is `npm start`'s runtime in a child process (bench/http-server.ts) over DynamoDB Local in
 * memory; the load is `connections` keep-alive loops of node:http, each its own user (so a
 * check never races itself), with latencies kept whole and percentiles read off the sorted
 * list. No load tool needed (autocannon is not installed, and does nothing this needs more).
 * Rate limits are lifted (their table writes still happen: the read bucket every 4th read).
 * Writes bench/RESULTS.md "## HTTP throughput".
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startDynamoLocal } from '../local/dynamodb-local';
import { machine, percentile, writeSection } from './report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const CONNECTIONS = Number(process.argv[2] ?? 16);
const SECONDS = Number(process.argv[3] ?? 8);
const WARMUP_S = 2;
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Res {
  status: number;
  body: string;
}

function call(url: string, method: string, path: string, token?: string, body?: unknown): Promise<Res> {
  return new Promise((ok, fail) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${url}${path}`, {
      method,
      agent,
      headers: { ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', fail);
    req.end(data);
  });
}

async function ok(url: string, method: string, path: string, token: string | undefined, body: unknown, want: number) {
  const res = await call(url, method, path, token, body);
  if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
  return JSON.parse(res.body || 'null');
}

/** A user with a category, a habit and a task in a daily routine: what GET /today shows and a check pays. */
async function seedUser(url: string, i: number): Promise<{ token: string; group: string }> {
  const signup = await ok(url, 'POST', '/auth/signup', undefined, { email: `bench-${i}-${Date.now()}@bench.test`, password: 'Correct-horse-42', displayName: `Bench ${i}` }, 201);
  const token: string = signup.accessToken;
  const cat = (await ok(url, 'POST', '/categories', token, { name: 'Health' }, 201)).id;
  const habit = (await ok(url, 'POST', '/habits', token, { name: 'Read', categoryIds: [cat] }, 201)).id;
  const task = (await ok(url, 'POST', '/tasks', token, { name: 'Pay bills', categoryIds: [cat] }, 201)).id;
  const r = await ok(url, 'POST', '/routines', token, {
    name: 'Day',
    sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
  }, 201);
  await ok(url, 'POST', '/schedules', token, { routineId: r.id, days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }, 201);
  return { token, group: r.sections[0].items[0].groupId };
}

/** Server CPU (user + system) in ms, from /proc (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Phase {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuPerReq: number;
}

async function phase(name: string, pid: number, users: { token: string; group: string }[], send: (u: { token: string; group: string }) => Promise<Res>): Promise<Phase> {
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      users.map(async (u) => {
        while (performance.now() < end) {
          const t = performance.now();
          const res = await send(u);
          if (record) latencies.push(performance.now() - t);
          if (res.status >= 300) errors++;
        }
      }),
    );
    return { latencies, errors };
  };
  await run(WARMUP_S, false);
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  const { latencies, errors } = await run(SECONDS, true);
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  return { name, rps: latencies.length / wall, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, cpuPerReq: cpu / latencies.length };
}

async function main() {
  console.log(`http bench: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_S} s warm-up…`);
  const ddb = await startDynamoLocal();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/http-server.ts'], {
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: ddb.endpoint,
      TABLE_NAME: 'bench-http',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')),
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      AUTH_SCRYPT_LOG_N: '10',
      AUTH_SIGNIN_LIMIT: '100000',
      LIMIT_READS_PER_MIN: '10000000',
      LIMIT_WRITES_PER_MIN: '10000000',
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const { url } = JSON.parse(first) as { url: string };
    const users = [];
    for (let i = 0; i < CONNECTIONS; i++) users.push(await seedUser(url, i));
    const pid = child.pid!;
    const health = () => call(url, 'GET', '/health');
    const phases: Phase[] = [];
    phases.push(await phase('GET /health (ceiling, before)', pid, users, health));
    phases.push(await phase('GET /today', pid, users, (u) => call(url, 'GET', '/today', u.token)));
    phases.push(await phase('GET /habits', pid, users, (u) => call(url, 'GET', '/habits', u.token)));
    // A check toggles: checked, then unchecked, each a full commit (XP, ledger, streaks).
    phases.push(await phase('POST /today/{groupId}/check (toggle)', pid, users, (u) => call(url, 'POST', `/today/${u.group}/check`, u.token, {})));
    phases.push(await phase('GET /health (ceiling, after)', pid, users, health));
    const ceiling = (phases[0]!.rps + phases.at(-1)!.rps) / 2;
    const rows = phases.map(
      (p) =>
        `| ${p.name} | ${Math.round(p.rps)} | ${p.p50.toFixed(2)} | ${p.p99.toFixed(2)} | ${((p.rps / ceiling) * 100).toFixed(1)} % | ${p.cpuPerReq.toFixed(2)} | ${((p.rps * p.cpuPerReq) / 10).toFixed(0)} % | ${p.errors} |`,
    );
    const table = ['| route | requests/s | p50 ms | p99 ms | of /health | server CPU ms/request | server busy (of one core) | errors |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
    console.log(`\n${table}`);
    const body = `Command: \`npx tsx bench/http.ts [connections] [seconds]\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. \`npm start\`'s runtime in a child process (bench/http-server.ts; LOG_LEVEL=SILENT, rate limits lifted but their table writes kept) over DynamoDB Local in memory (its own JVM), driven over loopback by ${CONNECTIONS} keep-alive node:http connections, one user each, ${SECONDS} s per route after ${WARMUP_S} s of warm-up. \`/health\` is the ceiling of the same server in the same run (no auth, no table), measured before and after the routes; "of /health" divides by their mean. Server CPU is the server process's own (utime + stime); "server busy" is requests/s × that. Client, server and DynamoDB Local share the machine's cores, so a route whose server is busy well under 100 % of a core waits on DynamoDB Local (one JVM) and the machine rather than on the app; what the app itself spends is the CPU per request, which grows with the table commands a route sends (the AWS SDK's request work, docs/scale.md "Round trips"). Numbers are noisy while other work runs on the machine (load average ${loadavg()[0]!.toFixed(1)} when this run ended).\n\n${table}`;
    writeSection('HTTP throughput', body);
    console.log('\nwritten to bench/RESULTS.md');
    if (phases.some((p) => p.errors)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    agent.destroy();
    await ddb.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
