/**
 * `npx tsx bench/chain.ts [runs]` — what the fallback chain costs (issue 3, SPEC C4/C6):
 * (a) time-to-first-token added over calling the provider model directly,
 * (b) failover after a 429, beyond the 429's own latency and the next link's own TTFT,
 * (c) skipping a cooled link: network calls to it, and time added (memo warm and memo cold).
 * Everything runs in-process on loopback: the wire-level provider simulator, the real SDKs,
 * the real chain with EMF metrics (stdout muted while measuring) and DynamoDB Local for
 * cooldowns. Results are printed and written to bench/RESULTS.md ("## Chain").
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamText, type LanguageModel } from 'ai';
import { buildChain, emfChainMetrics, tableCooldowns } from '../core/ai/chain';
import { providerModel } from '../core/ai/chain/links';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { machine, ms, pairedMedian, stats, writeSection } from './report';
import { quota429, startProviderSim, text, type ProviderSim } from '../tests/support/provider-sim';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 20;

/** Time from the call to the first text delta (or to the error part for a failing call). */
async function ttft(model: LanguageModel): Promise<number> {
  const t0 = performance.now();
  const r = streamText({ model, prompt: 'bench', maxRetries: 0, onError: () => {} });
  let at: number | undefined;
  for await (const p of r.fullStream) if (at === undefined && (p.type === 'text-delta' || p.type === 'error')) at = performance.now();
  return (at ?? performance.now()) - t0;
}

function depsFor(sim: ProviderSim, endpoint: string, extra: Record<string, string> = {}): Deps {
  return createDeps(loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-chain-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: 'bench-chain', AI_LLM_CHAIN_ORDER: 'mistral,gemini',
    MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'), GEMINI_API_KEY: 'k', GEMINI_BASE_URL: sim.baseUrl('gemini'),
    // The quota ledger is in the path of every chain call here (a block of calls held warm, the
    // next fetched before it runs out), with windows no bench run can spend: (a) is its cost too.
    AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 1e8, rpd: 1e9, tpm: 1e12 }, gemini: { rpm: 1e8, rpd: 1e9, tpm: 1e12 } }),
    ...extra,
  }));
}

const realWrite = process.stdout.write.bind(process.stdout);
const mute = () => void (process.stdout.write = (() => true) as typeof process.stdout.write);
const unmute = () => void (process.stdout.write = realWrite);

async function main() {
  console.log(`chain bench: ${RUNS} runs per measure (+${WARMUP} warm-up), starting the simulator and DynamoDB Local…`);
  const sim = await startProviderSim();
  const ddb = await startDynamoLocal();
  try {
    const base = depsFor(sim, ddb.endpoint);
    await ensureTable(base.db.client, base.config.db.tableName);
    const direct = { mistral: providerModel('mistral', base.config.chain.links.mistral), gemini: providerModel('gemini', base.config.chain.links.gemini) };
    const metrics = emfChainMetrics('bench');
    sim.setFallback(text(['Hel', 'lo']));
    mute();

    // (a) healthy first link: chain vs the same SDK model called directly, interleaved.
    const chainA = buildChain(base, { metrics });
    const a = { direct: [] as number[], chain: [] as number[] };
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const d = await ttft(direct.mistral);
      const c = await ttft(chainA);
      if (i >= WARMUP) a.direct.push(d), a.chain.push(c);
    }

    // (b) first link answers 429. Cooldown 0 s so every run really calls it and fails over.
    const chainB = buildChain(depsFor(sim, ddb.endpoint, { AI_COOLDOWN_RATE_LIMIT_S: '0', AI_COOLDOWN_ERROR_S: '0' }), { metrics });
    const b = { fail: [] as number[], next: [] as number[], chain: [] as number[] };
    for (let i = 0; i < RUNS + WARMUP; i++) {
      sim.script('mistral', quota429());
      const f = await ttft(direct.mistral);
      const n = await ttft(direct.gemini);
      sim.script('mistral', quota429());
      const c = await ttft(chainB);
      if (i >= WARMUP) b.fail.push(f), b.next.push(n), b.chain.push(c);
    }

    // (c) mistral cooling (one real 429, 300 s rule): warm memo, and a fresh instance per call.
    const cooldowns = tableCooldowns(base);
    const chainC = buildChain(base, { metrics, cooldowns });
    sim.script('mistral', quota429());
    await ttft(chainC);
    await cooldowns.settled();
    const before = sim.requestCount('mistral');
    const c = { direct: [] as number[], warm: [] as number[], cold: [] as number[] };
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const d = await ttft(direct.gemini);
      const w = await ttft(chainC);
      const fresh = buildChain(base, { metrics });
      const k = await ttft(fresh);
      if (i >= WARMUP) c.direct.push(d), c.warm.push(w), c.cold.push(k);
    }
    const cooledCalls = sim.requestCount('mistral') - before;
    unmute();

    const rows = [
      ['(a) TTFT direct (mistral SDK → sim)', stats(a.direct)],
      ['(a) TTFT through the chain', stats(a.chain)],
      ['(b) 429 call alone (direct)', stats(b.fail)],
      ['(b) next link alone (direct gemini TTFT)', stats(b.next)],
      ['(b) chain: 429 then gemini TTFT', stats(b.chain)],
      ['(c) direct gemini TTFT', stats(c.direct)],
      ['(c) chain, mistral cooling, memo warm', stats(c.warm)],
      ['(c) chain, mistral cooling, memo cold (table Query)', stats(c.cold)],
    ] as const;
    const added = {
      a: pairedMedian(a.chain, a.direct),
      b: pairedMedian(b.chain, b.fail.map((f, i) => f + (b.next[i] ?? 0))),
      cWarm: pairedMedian(c.warm, c.direct),
      cCold: pairedMedian(c.cold, c.direct),
    };
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; ${RUNS} runs each after ${WARMUP} warm-up, interleaved.`,
      'Loopback provider simulator, real SDK links, EMF metrics (stdout muted), cooldowns in DynamoDB Local (in memory).',
      '',
      '| measure | median ms | p95 ms |',
      '|---|---|---|',
      ...rows.map(([name, s]) => `| ${name} | ${ms(s.median)} | ${ms(s.p95)} |`),
      '',
      '| result (median of per-run differences) | ms | target |',
      '|---|---|---|',
      `| (a) TTFT added by the chain (quota ledger warm) | ${ms(added.a)} | < 0.5 |`,
      `| (b) failover added beyond the 429 call + next link's TTFT | ${ms(added.b)} | < 5 |`,
      `| (c) cooled-link skip, memo warm | ${ms(added.cWarm)} | — |`,
      `| (c) cooled-link skip, memo cold (one DynamoDB Local Query) | ${ms(added.cCold)} | — |`,
      `| (c) network calls to the cooled link during ${RUNS * 2 + WARMUP * 2} chain calls | ${cooledCalls} | 0 |`,
    ];
    console.log(lines.join('\n'));
    writeSection('Chain', ['Command: `npx tsx bench/chain.ts` (or `npm run bench:chain`).', '', ...lines].join('\n'));
    console.log('\nwritten to bench/RESULTS.md');
  } finally {
    unmute();
    await sim.close();
    await ddb.stop();
  }
}

main().catch((err: Error) => {
  unmute();
  console.error(err);
  process.exit(1);
});
