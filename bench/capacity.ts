/**
 * `npm run bench:capacity` (issues 32, 46): a morning peak against the free tiers, in simulated time.
 * The provider simulator enforces each link's free tier (Mistral 60 a minute and 500,000 tokens a
 * minute, Gemini 10 a minute, 250 a day and 250,000 tokens a minute, tokens over a sliding 60 s:
 * it answers 429 past them), and the chain runs over the real SDKs and DynamoDB Local with the
 * same simulated clock. Demand comes from stacks/sizing.ts's assumptions. Agent calls are real:
 * the labeled set's turns (tests/support/tool-routing/labeled.ts) are first played on the
 * production agent through the real Mistral SDK, routed (CAPACITY_TOOLS=all: every tool on every
 * call, as before issue 46), every model call recorded as the turn built it, then replayed in
 * turn; the simulator counts their tokens from their bytes, and that usage (not a constant)
 * prices the paid calls. Four chains, in the same run and the same traffic: the reactive one
 * (no ledger: a link is learnt to be spent by its 429, then cooled), the ledger's, and the
 * ledger's with the paid spill-over (Mistral's paid tier at list price, agent calls only) at two
 * monthly budgets. A monthly budget is given to the simulated window in proportion to the
 * window's share of a month's traffic (a conservative split: the spill-over only spends at the
 * peaks). Printed and written to bench/RESULTS.md: agent calls answered, briefings with prose,
 * calls the providers refused, calls sent past a configured window, the paid calls and their spend.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { generateText } from 'ai';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { buildChain, FREE_TIER_LIMITS, memoryChainMetrics, monthOf, PAID_TIERS, spendKey, unlimitedLedger, withCallClass, type CallClass } from '../core/ai/chain';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { TRAFFIC } from '../stacks/sizing';
import { machine } from './report';
import { startProviderSim, text } from '../tests/support/provider-sim';
import { measuredCalls, type MeasuredCalls } from './capacity-calls';

/** Model calls per agent turn (a tool step and the answer, on average). */
const CALLS_PER_TURN = 2;
/** Share of the day's briefings opened in the morning's busiest hour. */
const MORNING_BRIEFING_SHARE = 0.25;
const SIM_MINUTES = Number(process.env.CAPACITY_MINUTES ?? 6);
/** A peak follows busier and busier minutes: one minute of the same traffic first, not counted. */
const WARMUP_MINUTES = 1;
const USER_COUNTS = (process.env.CAPACITY_USERS ?? '5000,10000,20000,50000,100000').split(',').map(Number);
/** The paid spill-over's monthly budgets compared in the same run (USD). */
const BUDGETS = (process.env.CAPACITY_BUDGETS ?? '100,1000').split(',').map(Number);
/** The agent's own output cap (core/ai/agent/settings.ts maxOutputTokens): what a paid step reserves for. */
const AGENT_MAX_OUTPUT = 2048;
/** A briefing's prose call as measured (issue 46: ~1.9 KB, no tools): its facts block and rules. */
const BRIEFING_PROMPT = 'Yesterday 4 of 6 done; today 5 items; streak 12 days. '.repeat(36);
/** The simulated window's share of a month's traffic: its minutes at the peak minute's rate, over 30 days. */
const WINDOW_SHARE = ((SIM_MINUTES + WARMUP_MINUTES) * TRAFFIC.peakHourShare * TRAFFIC.peakMinuteFactor) / 60 / 30;

/** Calls a second in the morning's busiest minutes for `users` monthly users, per class. */
function demand(users: number): Record<'interactive' | 'background', number> {
  const daily = users * TRAFFIC.dailyShare;
  const turnsPerDay = daily * TRAFFIC.chattingShare * TRAFFIC.turnsPerChatter;
  return {
    interactive: ((turnsPerDay * CALLS_PER_TURN * TRAFFIC.peakHourShare) / 3600) * TRAFFIC.peakMinuteFactor,
    background: ((daily * MORNING_BRIEFING_SHARE) / 3600) * TRAFFIC.peakMinuteFactor,
  };
}

type Mode = { kind: 'reactive' } | { kind: 'ledger' } | { kind: 'paid'; monthlyUsd: number };
const label = (m: Mode) => (m.kind === 'paid' ? `ledger + paid $${m.monthlyUsd.toLocaleString('en')}/month` : m.kind);

interface Outcome {
  asked: Record<'interactive' | 'background', number>;
  served: Record<'interactive' | 'background', number>;
  refusedByProviders: number;
  pastWindow: number;
  paidCalls: number;
  spendUsd: number;
}

async function peak(users: number, mode: Mode, endpoint: string, calls: MeasuredCalls): Promise<Outcome> {
  let now = Date.parse('2026-12-02T07:00:00Z') + WARMUP_MINUTES * 60_000;
  const clock = { now: () => new Date(now) };
  const sim = await startProviderSim({ links: { 'mistral-paid': 'mistral' } });
  // Usage as the simulator counts it from each request's bytes and its reply (no constant).
  sim.setFallback(text(calls.reply));
  const free = { mistral: FREE_TIER_LIMITS.mistral!, gemini: FREE_TIER_LIMITS.gemini! };
  sim.limit('mistral', free.mistral, () => now).limit('gemini', free.gemini, () => now);
  const table = `capacity-${users}-${label(mode).replace(/\W+/g, '-')}-${Date.now()}`;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-capacity-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: table, AI_LLM_CHAIN_ORDER: 'mistral,gemini',
    MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'), GEMINI_API_KEY: 'k', GEMINI_BASE_URL: sim.baseUrl('gemini'),
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The month's budget, given to this window in proportion to its share of the month's traffic.
    ...(mode.kind === 'paid'
      ? { AI_MONTHLY_BUDGET_USD: String(mode.monthlyUsd * WINDOW_SHARE), MISTRAL_PAID_API_KEY: 'k', MISTRAL_PAID_BASE_URL: sim.baseUrl('mistral-paid') }
      : {}),
  });
  const deps = createDeps(config, { clock });
  await ensureTable(deps.db.client, table);
  // The reactive chain: today's behaviour before the ledger, the same links and cooldowns.
  const chain = buildChain(deps, { metrics: memoryChainMetrics(), ...(mode.kind === 'reactive' ? { quota: unlimitedLedger } : {}) });
  const out: Outcome = { asked: { interactive: 0, background: 0 }, served: { interactive: 0, background: 0 }, refusedByProviders: 0, pastWindow: 0, paidCalls: 0, spendUsd: 0 };
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
        // An agent call is one of the labeled turns' real calls (prompt and tools as the turn built them), in turn.
        const ok = await (kind === 'interactive'
          ? withCallClass(chain, cls).doGenerate(nextCall(calls))
          : generateText({ model: withCallClass(chain, cls), prompt: BRIEFING_PROMPT, maxRetries: 0 })
        ).then(() => true, () => false);
        if (counted) out.asked[kind] += 1;
        if (counted && ok) out.served[kind] += 1;
      }
      now += 1000;
    }
    await chain.settled();
    const spent = await deps.db.doc.send(new GetCommand({ TableName: table, Key: spendKey(monthOf(now)), ConsistentRead: true }));
    out.spendUsd = Number(spent.Item?.micros ?? 0) / 1_000_000;
  } finally {
    // Refusals are counted from the warm-up minute too: a call past a window is never fine.
    out.refusedByProviders = sim.refusedByLimit('mistral') + sim.refusedByLimit('gemini');
    // A call sent past a configured window is exactly one the simulator refused for its limit.
    out.pastWindow = out.refusedByProviders;
    out.paidCalls = sim.requestCount('mistral-paid');
    await sim.close();
  }
  return out;
}

let callIndex = 0;
const nextCall = (calls: MeasuredCalls): LanguageModelV3CallOptions => ({ ...calls.options[callIndex++ % calls.options.length]!, maxOutputTokens: AGENT_MAX_OUTPUT });

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const usd = (n: number) => `$${n.toFixed(n < 1 ? 3 : 2)}`;

/** Every capacity section replaced by this one (report.ts's writeSection reads the title as a pattern, and its parentheses never matched). */
function writeCapacitySection(title: string, body: string): void {
  const file = join(process.cwd(), 'bench', 'RESULTS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const kept = current.split(/\n(?=## )/).filter((s) => !s.startsWith('## Capacity'));
  writeFileSync(file, `${kept.join('\n').trimEnd()}\n\n## ${title}\n\n${body.trim()}\n`);
}

async function main() {
  const modes: Mode[] = [{ kind: 'reactive' }, { kind: 'ledger' }, ...BUDGETS.map((monthlyUsd) => ({ kind: 'paid', monthlyUsd }) as const)];
  console.log(`capacity bench: ${SIM_MINUTES} simulated minutes of the morning peak at ${USER_COUNTS.join(', ')} monthly users, ${modes.map(label).join(' / ')}…`);
  const ddb = await startDynamoLocal();
  const rows: string[] = [];
  const started = performance.now();
  let calls: MeasuredCalls | undefined;
  try {
    calls = await measuredCalls(ddb.endpoint, process.env.CAPACITY_TOOLS !== 'all');
    console.log(`recorded ${calls.options.length} agent calls of ${calls.turns} labeled turns (${calls.routed ? 'routed' : 'every tool'}): ${calls.meanInput.toFixed(0)} tokens in, ${calls.meanOutput.toFixed(0)} out a call on average`);
    for (const users of USER_COUNTS) {
      const d = demand(users);
      for (const mode of modes) {
        const o = await peak(users, mode, ddb.endpoint, calls);
        const paid = mode.kind === 'paid' ? `${o.paidCalls} | ${usd(o.spendUsd)} of ${usd(mode.monthlyUsd * WINDOW_SHARE)}` : '— | —';
        rows.push(
          `| ${users.toLocaleString('en')} | ${(d.interactive * 60).toFixed(0)} + ${(d.background * 60).toFixed(0)} | ${label(mode)} | ${pct(o.served.interactive, o.asked.interactive)} | ${pct(o.served.background, o.asked.background)} | ${o.refusedByProviders} | ${o.pastWindow} | ${paid} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await ddb.stop();
  }
  const price = PAID_TIERS['mistral-paid'];
  const table = [
    `${machine()}; ${SIM_MINUTES} simulated minutes after ${WARMUP_MINUTES} of warm-up (${((performance.now() - started) / 1000).toFixed(0)} s of wall time); free tiers as the simulator enforces them: Mistral 60/min and 500,000 tokens/min, Gemini 10/min, 250/day and 250,000 tokens/min (70 calls a minute together).`,
    `Agent calls: the ${calls!.options.length} model calls of ${calls!.turns} labeled turns (tests/support/tool-routing/labeled.ts) recorded through the real Mistral SDK on the simulator, ${calls!.routed ? 'routed' : 'every tool on every call'}, replayed in turn: ${calls!.meanBytes.toFixed(0)} bytes a request on average, ${calls!.meanInput.toFixed(0)} tokens in and ${calls!.meanOutput.toFixed(0)} out as the simulator counts them (~4 bytes a token), which also enforces each link's tokens a minute over a sliding 60 s. Briefings: ${BRIEFING_PROMPT.length} bytes, no tools.`,
    `Paid spill-over: mistral-paid at list price ($${price.inputPerM} in / $${price.outputPerM} out per million tokens), agent calls only (AI_PAID_CLASSES default), $${((calls!.meanInput * price.inputPerM + calls!.meanOutput * price.outputPerM) / 1e6).toFixed(5)} an average call; no rate limit of its own in the simulator. A monthly budget is given to the ${SIM_MINUTES + WARMUP_MINUTES} simulated minutes in proportion to their share of a month's traffic (${(WINDOW_SHARE * 100).toFixed(3)} %): "spend" is the window's, against that share, warm-up minute included (a share spent in the warm-up leaves the counted minutes to the free tiers).`,
    '',
    '| monthly users | calls/min asked (agent + briefing) | chain | agent calls answered | briefings with prose | calls refused by providers (429) | calls sent past a window | paid calls | spend in the window (of its share of the budget) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  writeCapacitySection('Capacity: the morning peak against the free tiers and the paid spill-over, bench:capacity', table);
}

await main();
