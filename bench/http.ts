/**
 * `npx tsx bench/http.ts [connections] [seconds]` — requests/s, p50/p99 and the server's CPU per
 * request of the local server (issues 24, 35) for `GET /today`, `GET /habits` and a check, each
 * beside two references measured by the same server in the same run:
 * - `GET /health`, the in-process ceiling (Hono, the node server, loopback HTTP, no table), so
 *   each route reads as a share of what the machine can serve at all;
 * - the route's own FLOOR: the very table commands the route sent (recorded at the app's
 *   DynamoDBClient for each user, 4 requests per route so the rate limiter's every-4th-read
 *   write is in it, check and uncheck for the toggle), replayed raw through the same client in
 *   the same waves, behind a bare node:http request to the same process (bench/floor.ts,
 *   bench/http-server.ts). "÷ floor" is what the route's code (HTTP framework, auth, ElectroDB,
 *   the domain, JSON) costs on top of the commands it cannot avoid.
 * The server is `npm start`'s runtime in a child process (bench/http-server.ts) over DynamoDB
 * Local in memory; the load is `connections` keep-alive loops of node:http, each its own user
 * (so a check never races itself), with latencies kept whole and percentiles read off the sorted
 * list. Server CPU is the child's utime + stime from /proc over the measured seconds. Each route
 * is followed at once by its floor, so both see the same machine load. Rate limits are lifted
 * (their table writes still happen). Writes bench/RESULTS.md "## HTTP throughput".
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
/** Requests recorded per user and route for its floor (GET /today's rate-limit write comes every 4th read). */
const RECORDED = 4;
/**
 * For profiles (bench/README.md "CPU profiles"): BENCH_ROUTES=check,habits runs only those
 * routes, BENCH_FLOORS=0 skips the floor phases, so a profile holds one route's work. Such a
 * run is not written to bench/RESULTS.md.
 */
const ONLY = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
const FLOORS = process.env.BENCH_FLOORS !== '0';
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
  shape?: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuPerReq: number;
}

let firstError = '';

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
          if (res.status >= 300) {
            errors++;
            if (!firstError) console.error((firstError = `${name}: ${res.status} ${res.body.slice(0, 2000)}`));
          }
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
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile of the whole run there on exit.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=250'] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'bench/http-server.ts'], {
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
    const { url, floorUrl } = JSON.parse(first) as { url: string; floorUrl: string };
    const users: { token: string; group: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) users.push(await seedUser(url, i));
    const pid = child.pid!;
    const health = () => call(url, 'GET', '/health');
    const all: { name: string; key: string; send: (u: { token: string; group: string }) => Promise<Res> }[] = [
      { name: 'GET /today', key: 'today', send: (u) => call(url, 'GET', '/today', u.token) },
      { name: 'GET /habits', key: 'habits', send: (u) => call(url, 'GET', '/habits', u.token) },
      // A check toggles: checked, then unchecked, each a full commit (XP, ledger, streaks).
      { name: 'POST /today/{groupId}/check (toggle)', key: 'check', send: (u) => call(url, 'POST', `/today/${u.group}/check`, u.token, {}) },
    ];
    const routes = all.filter((r) => !ONLY.length || ONLY.includes(r.key));
    // The floors' recordings: each user's own commands for each route, one request at a time.
    const shapes = new Map<string, string>();
    for (const r of routes) {
      for (const [i, u] of users.entries()) {
        for (let k = 0; k < RECORDED; k++) {
          await call(floorUrl, 'POST', '/begin');
          const res = await r.send(u);
          if (res.status >= 300) throw new Error(`${r.name}: ${res.status} ${res.body}`);
          const rec = JSON.parse((await call(floorUrl, 'POST', `/end?key=${r.key}-${i}`)).body) as { waves: string[][] };
          if (i === 0 && k === 0) shapes.set(r.key, `${rec.waves.length} / ${rec.waves.flat().length}`);
        }
      }
    }
    const phases: Phase[] = [];
    phases.push(await phase('GET /health (ceiling, before)', pid, users, health));
    const pairs: [Phase, Phase][] = [];
    for (const r of routes) {
      const route = { ...(await phase(r.name, pid, users, r.send)), shape: shapes.get(r.key) };
      phases.push(route);
      if (!FLOORS) continue;
      const floor = await phase(`floor: its commands raw`, pid, users, (u) => call(floorUrl, 'GET', `/replay?key=${r.key}-${users.indexOf(u)}`));
      phases.push(floor);
      pairs.push([route, floor]);
    }
    phases.push(await phase('GET /health (ceiling, after)', pid, users, health));
    const ceiling = (phases[0]!.rps + phases.at(-1)!.rps) / 2;
    const ratio = (p: Phase, get: (p: Phase) => number) => {
      const pair = pairs.find(([route]) => route === p);
      return pair ? `${(get(p) / get(pair[1])).toFixed(2)}×` : '';
    };
    const rows = phases.map(
      (p) =>
        `| ${p.name} | ${p.shape ?? ''} | ${Math.round(p.rps)} | ${p.p50.toFixed(2)} | ${p.p99.toFixed(2)} | ${((p.rps / ceiling) * 100).toFixed(1)} % | ${p.cpuPerReq.toFixed(2)} | ${((p.rps * p.cpuPerReq) / 10).toFixed(0)} % | ${p.errors} | ${ratio(p, (x) => x.p50)} | ${ratio(p, (x) => x.cpuPerReq)} |`,
    );
    const table = ['| route | waves / commands | requests/s | p50 ms | p99 ms | of /health | server CPU ms/request | server busy (of one core) | errors | p50 ÷ floor | CPU ÷ floor |', '|---|---|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
    console.log(`\n${table}`);
    const body = `Command: \`npx tsx bench/http.ts [connections] [seconds]\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. \`npm start\`'s runtime in a child process (bench/http-server.ts; LOG_LEVEL=SILENT, rate limits lifted but their table writes kept) over DynamoDB Local in memory (its own JVM), driven over loopback by ${CONNECTIONS} keep-alive node:http connections, one user each, ${SECONDS} s per phase after ${WARMUP_S} s of warm-up. \`/health\` is the ceiling of the same server in the same run (no auth, no table), measured before and after the routes; "of /health" divides by their mean. Each route is followed by its floor: the table commands that route sent for each user (recorded, ${RECORDED} requests per user), replayed through the app's own DynamoDBClient in the same waves behind a bare node:http request (bench/floor.ts); "÷ floor" divides the route by it. Server CPU is the server process's own (utime + stime); "server busy" is requests/s × that. Client, server and DynamoDB Local share the machine's cores. Numbers are noisy while other work runs on the machine (load average ${loadavg()[0]!.toFixed(1)} when this run ended): read the ratios.\n\n${table}`;
    if (ONLY.length || !FLOORS) console.log('\npartial run (BENCH_ROUTES / BENCH_FLOORS): not written to bench/RESULTS.md');
    else {
      writeSection('HTTP throughput', body);
      console.log('\nwritten to bench/RESULTS.md');
    }
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
