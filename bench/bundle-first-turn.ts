/**
 * What a new agent instance costs before its first token (issue 35, docs/scale.md "Cold start"),
 * for bench/bundles.ts: in a fresh Node, the agent function's bundle as deployed is imported,
 * then its Lambda handler serves two turns one after the other, each a POST of the stream route
 * as a function URL event, over DynamoDB Local and the provider simulator (loopback only). For
 * each turn: handler call → the first `token` event written to the response stream. The first
 * turn pays what the instance does once (the turn's code loaded, the chain and the tools built,
 * first connections); the second is a warm instance's turn, its reference in the same process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildChain, memoryChainMetrics } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { createApp } from '../functions/http/app';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startProviderSim, text } from '../tests/support/provider-sim';

export interface FirstTurnRun {
  importMs: number;
  /** Handler call → first token, the instance's first turn. */
  firstTokenMs: number;
  /** The same for the next turn in the same process. */
  laterTokenMs: number;
  /** The process's CPU (user + system) over the import, and over each turn until its first token. */
  importCpuMs: number;
  firstCpuMs: number;
  laterCpuMs: number;
}

const run = promisify(execFile);

/**
 * `rounds` fresh processes per bundle, each importing it and serving two turns; with several
 * bundles (a before and an after), their processes alternate, round by round.
 */
export async function firstTurns(bundles: string[], rounds: number): Promise<FirstTurnRun[][]> {
  const sim = await startProviderSim();
  const ddb = await startDynamoLocal();
  try {
    const env = {
      STAGE: 'dev', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-first-turn-')), AUTH_SECRET: 'f'.repeat(40), LOG_LEVEL: 'SILENT',
      DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-first-turn', AUTH_SCRYPT_LOG_N: '10', AUTH_SIGNIN_LIMIT: '100000',
      AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'),
      AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 1e8, rpd: 1e9, tpm: 1e12 } }),
      POWERTOOLS_METRICS_DISABLED: 'true', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
    };
    const deps = createDeps(loadConfig(env));
    await ensureTable(deps.db.client, env.TABLE_NAME);
    // The REST app signs people up and opens chats; the instance under test serves only turns.
    const rest = createApp(deps, { clientIp: () => '127.0.0.1', agent: () => agentSettings(buildChain(deps, { metrics: memoryChainMetrics() })) });
    const out: FirstTurnRun[][] = bundles.map(() => []);
    for (let i = 0; i < rounds * bundles.length; i++) {
      const b = i % bundles.length;
      const su = (await (await rest.request('/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `first-${i}-${Date.now()}@bench.test`, password: 'Bench-password-1', displayName: 'F' }) })).json()) as { accessToken: string };
      const auth = { 'content-type': 'application/json', authorization: `Bearer ${su.accessToken}` };
      const chatId = ((await (await rest.request('/ai/agent/chats', { method: 'POST', headers: auth, body: '{}' })).json()) as { id: string }).id;
      sim.script('mistral', text(['Your ', 'habits ', 'look ', 'fine.']), text(['Still ', 'fine.']));
      const event = (message: string) => ({
        rawPath: `/ai/agent/chats/${chatId}/stream`,
        rawQueryString: '',
        headers: { host: 'agent.bench.local', ...auth },
        body: JSON.stringify({ message }),
        isBase64Encoded: false,
        requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
      });
      const script = childScript(bundles[b]!, event('What are my habits?'), event('And now?'));
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 });
      out[b]!.push(JSON.parse(stdout.trim().split('\n').at(-1)!) as FirstTurnRun);
    }
    return out;
  } finally {
    await sim.close();
    await ddb.stop();
  }
}

/** The instance: Lambda's streaming global, the import, then two turns through the handler. */
function childScript(bundle: string, first: object, later: object): string {
  return `
globalThis.awslambda = { streamifyResponse: (f) => f, HttpResponseStream: { from: (s) => s } };
const { Writable } = await import('node:stream');
const cpuMs = (since) => { const d = process.cpuUsage(since); return (d.user + d.system) / 1000; };
const t0 = performance.now();
const c0 = process.cpuUsage();
const m = await import(${JSON.stringify(pathToFileURL(bundle).href)});
const importMs = performance.now() - t0;
const importCpuMs = cpuMs(c0);
const turn = async (event) => {
  const start = performance.now();
  const c = process.cpuUsage();
  let seen = '';
  let token;
  const out = new Writable({ write(chunk, _enc, done) { seen += chunk; if (token === undefined && seen.includes('event: token')) token = { ms: performance.now() - start, cpu: cpuMs(c) }; done(); } });
  await m.handler(event, out, {});
  if (token === undefined || !seen.includes('event: done')) throw new Error('the turn streamed no token or did not end: ' + seen.slice(0, 300));
  return token;
};
const first = await turn(${JSON.stringify(first)});
const later = await turn(${JSON.stringify(later)});
console.log(JSON.stringify({ importMs, firstTokenMs: first.ms, laterTokenMs: later.ms, importCpuMs, firstCpuMs: first.cpu, laterCpuMs: later.cpu }));`;
}
