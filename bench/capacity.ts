/**
 * `npm run bench:capacity` (issue 32): a morning peak against the free tiers, in simulated time.
 * The provider simulator enforces each link's free tier (Mistral 60 a minute, Gemini 10 a
 * minute and 250 a day: it answers 429 past them), and the chain runs over the real SDKs and
 * DynamoDB Local with the same simulated clock. Demand comes from stacks/sizing.ts's
 * assumptions. Two chains, in the same run and the same traffic: today's reactive one (no
 * ledger: a link is learnt to be spent by its 429, then cooled) and the ledger's. Printed and
 * written to bench/RESULTS.md: agent calls answered, briefings with prose, calls the providers
 * refused, calls sent past a configured window.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateText } from 'ai';
import { buildChain, FREE_TIER_LIMITS, memoryChainMetrics, unlimitedLedger, withCallClass, type CallClass } from '../core/ai/chain';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { TRAFFIC } from '../stacks/sizing';
import { machine, writeSection } from './report';
import { startProviderSim, text } from '../tests/support/provider-sim';

/** Model calls per agent turn (a tool step and the answer, on average). */
const CALLS_PER_TURN = 2;
/** Share of the day's briefings opened in the morning's busiest hour. */
const MORNING_BRIEFING_SHARE = 0.25;
const SIM_MINUTES = Number(process.env.CAPACITY_MINUTES ?? 6);
/** A peak follows busier and busier minutes: one minute of the same traffic first, not counted. */
const WARMUP_MINUTES = 1;
const USER_COUNTS = (process.env.CAPACITY_USERS ?? '2000,5000,10000,20000').split(',').map(Number);

/** Calls a second in the morning's busiest minutes for `users` monthly users, per class. */
function demand(users: number): Record<'interactive' | 'background', number> {
  const daily = users * TRAFFIC.dailyShare;
  const turnsPerDay = daily * TRAFFIC.chattingShare * TRAFFIC.turnsPerChatter;
  return {
    interactive: ((turnsPerDay * CALLS_PER_TURN * TRAFFIC.peakHourShare) / 3600) * TRAFFIC.peakMinuteFactor,
    background: ((daily * MORNING_BRIEFING_SHARE) / 3600) * TRAFFIC.peakMinuteFactor,
  };
}

interface Outcome {
  asked: Record<'interactive' | 'background', number>;
  served: Record<'interactive' | 'background', number>;
  refusedByProviders: number;
  pastWindow: number;
}

async function peak(users: number, withLedger: boolean, endpoint: string): Promise<Outcome> {
  let now = Date.parse('2026-12-02T07:00:00Z') + WARMUP_MINUTES * 60_000;
  const clock = { now: () => new Date(now) };
  const sim = await startProviderSim();
  sim.setFallback(text(['Good ', 'morning.'], { usage: { input: 900, output: 60 } }));
  const free = { mistral: FREE_TIER_LIMITS.mistral!, gemini: FREE_TIER_LIMITS.gemini! };
  sim.limit('mistral', free.mistral, () => now).limit('gemini', free.gemini, () => now);
  const table = `capacity-${users}-${withLedger ? 'ledger' : 'reactive'}-${Date.now()}`;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-capacity-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: table, AI_LLM_CHAIN_ORDER: 'mistral,gemini',
    MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'), GEMINI_API_KEY: 'k', GEMINI_BASE_URL: sim.baseUrl('gemini'),
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const deps = createDeps(config, { clock });
  await ensureTable(deps.db.client, table);
  // The reactive chain: today's behaviour before the ledger, the same links and cooldowns.
  const chain = buildChain(deps, { metrics: memoryChainMetrics(), ...(withLedger ? {} : { quota: unlimitedLedger }) });
  const out: Outcome = { asked: { interactive: 0, background: 0 }, served: { interactive: 0, background: 0 }, refusedByProviders: 0, pastWindow: 0 };
  const rate = demand(users);
  const owed = { interactive: 0, background: 0 };
  try {
    for (let second = -WARMUP_MINUTES * 60; second < SIM_MINUTES * 60; second++) {
      const counted = second >= 0;
      const due: CallClass[] = [];
      for (const cls of ['interactive', 'background'] as const) {
        owed[cls] += rate[cls];
        for (; owed[cls] >= 1; owed[cls] -= 1) due.push(cls);
      }
      // Arrivals within a second in turns, so neither class always goes first.
      due.sort((a, b) => (second % 2 ? a.localeCompare(b) : b.localeCompare(a)));
      for (const cls of due) {
        const kind = cls as 'interactive' | 'background';
        const ok = await generateText({ model: withCallClass(chain, cls), prompt: 'peak', maxRetries: 0 }).then(() => true, () => false);
        if (counted) out.asked[kind] += 1;
        if (counted && ok) out.served[kind] += 1;
      }
      now += 1000;
    }
    await chain.settled();
  } finally {
    // Refusals are counted from the warm-up minute too: a call past a window is never fine.
    out.refusedByProviders = sim.refusedByLimit('mistral') + sim.refusedByLimit('gemini');
    // A call sent past a configured window is exactly one the simulator refused for its limit.
    out.pastWindow = out.refusedByProviders;
    await sim.close();
  }
  return out;
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

async function main() {
  console.log(`capacity bench: ${SIM_MINUTES} simulated minutes of the morning peak at ${USER_COUNTS.join(', ')} monthly users…`);
  const ddb = await startDynamoLocal();
  const rows: string[] = [];
  try {
    for (const users of USER_COUNTS) {
      const d = demand(users);
      for (const withLedger of [false, true]) {
        const o = await peak(users, withLedger, ddb.endpoint);
        rows.push(
          `| ${users.toLocaleString('en')} | ${(d.interactive * 60).toFixed(0)} + ${(d.background * 60).toFixed(0)} | ${withLedger ? 'ledger' : 'reactive'} | ${pct(o.served.interactive, o.asked.interactive)} | ${pct(o.served.background, o.asked.background)} | ${o.refusedByProviders} | ${o.pastWindow} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await ddb.stop();
  }
  const table = [
    `${machine()}; ${SIM_MINUTES} simulated minutes after ${WARMUP_MINUTES} of warm-up; free tiers as the simulator enforces them: Mistral 60/min, Gemini 10/min and 250/day (${70} calls a minute together).`,
    '',
    '| monthly users | calls/min asked (agent + briefing) | chain | agent calls answered | briefings with prose | calls refused by providers (429) | calls sent past a window |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  writeSection('Capacity: the morning peak against the free tiers (bench:capacity)', table);
}

await main();
