/**
 * `npx tsx bench/tools.ts` (issue 46): what the tool router offers and what that costs a request.
 * - Recall over the labeled set and the two held-out sets (tests/support/tool-routing/; the
 *   second was written after the tuning and never tuned on): a case is a
 *   hit when every tool it needs is offered in the first step, and "after find" when one
 *   findTools round with the case's query brings the rest; per language.
 * - The router's CPU per turn (its whole first-step offer, the labeled set's messages, warm).
 * - Every labeled case played as a real chat through the real Mistral and Gemini SDKs on the
 *   provider simulator, with every tool (before) and routed (after) in the same run: request
 *   bytes, tool bytes, tools sent and o200k tokens (all / tools / system), p50 and p95.
 * Printed and written to bench/RESULTS.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENT_TOOLS } from '../core/ai/agent/tools';
import { routedTools, TurnOffer } from '../core/ai/agent/tools/routing/offer';
import { toolRouter } from '../core/ai/agent/tools/routing/router';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startProviderSim } from '../tests/support/provider-sim';
import { caseMessages, evaluate, recall } from '../tests/support/tool-routing-eval/evaluate';
import { sizeApp } from '../tests/support/tool-routing-eval/size-app';
import { bodyTokens } from '../tests/support/tool-routing-eval/tokens';
import { caseRequests, type CaseRequest } from '../tests/support/tool-routing-eval/turn-sizes';
import { ROUTING_HOLDOUT } from '../tests/support/tool-routing/holdout';
import { ROUTING_HOLDOUT_2 } from '../tests/support/tool-routing/holdout-2';
import { ROUTING_SET } from '../tests/support/tool-routing/labeled';
import type { RoutingCase } from '../tests/support/tool-routing/case';
import { machine, percentile, writeSection } from './report';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

function recallRows(name: string, cases: readonly RoutingCase[]): string[] {
  const rows: string[] = [];
  for (const lang of ['all', 'en', 'pt'] as const) {
    const subset = cases.filter((c) => lang === 'all' || c.lang === lang);
    const r = recall(evaluate(subset));
    rows.push(`| ${name} | ${lang} | ${r.cases} | ${pct(r.firstStep)} | ${pct(r.afterFind)} | ${r.medianOffered} |`);
  }
  return rows;
}

function routerCpu(cases: readonly RoutingCase[]): { median: number; p95: number } {
  const all = routedTools(AGENT_TOOLS);
  const router = toolRouter(all);
  const windows = cases.map((c) => ({ messages: caseMessages(c), page: c.page }));
  for (let i = 0; i < 3; i++) for (const w of windows) new TurnOffer(router, all, w.messages, w.page);
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const w of windows) {
      const t0 = process.cpuUsage();
      new TurnOffer(router, all, w.messages, w.page);
      const d = process.cpuUsage(t0);
      times.push((d.user + d.system) / 1000);
    }
  }
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

function sizeRow(link: string, mode: string, reqs: CaseRequest[]): string {
  const q = (values: number[]) => [percentile(values, 50), percentile(values, 95)] as const;
  const bytes = q(reqs.map((r) => r.bytes));
  const toolBytes = q(reqs.map((r) => r.toolBytes));
  const sent = q(reqs.map((r) => r.tools.length));
  const t = reqs.map((r) => bodyTokens(r.body));
  const all = q(t.map((x) => x.all));
  const tools = q(t.map((x) => x.tools));
  const system = q(t.map((x) => x.system));
  return `| ${link} | ${mode} | ${reqs.length} | ${kb(bytes[0])} / ${kb(bytes[1])} | ${kb(toolBytes[0])} / ${kb(toolBytes[1])} | ${sent[0]} / ${sent[1]} | ${all[0]} / ${all[1]} | ${tools[0]} / ${tools[1]} | ${system[0]} / ${system[1]} |`;
}

async function main() {
  console.log(`tools bench: ${ROUTING_SET.length} labeled cases + ${ROUTING_HOLDOUT.length} + ${ROUTING_HOLDOUT_2.length} held out…`);
  const recallTable = [
    '| set | language | cases | first step | after one findTools | tools offered (median) |',
    '|---|---|---|---|---|---|',
    ...recallRows('labeled', ROUTING_SET),
    ...recallRows('held out 1 (seen while tuning)', ROUTING_HOLDOUT),
    ...recallRows('held out 2 (never tuned on)', ROUTING_HOLDOUT_2),
  ];
  console.log(recallTable.join('\n'));
  const cpu = routerCpu(ROUTING_SET);
  const cpuLine = `Router CPU per turn (first-step offer, warm, ${ROUTING_SET.length} messages × 10): median ${(cpu.median * 1000).toFixed(0)} µs, p95 ${(cpu.p95 * 1000).toFixed(0)} µs.`;
  console.log(cpuLine);

  const ddb = await startDynamoLocal();
  const sim = await startProviderSim();
  const rows: string[] = [];
  try {
    for (const link of ['mistral', 'gemini'] as const) {
      const table = `bench-tools-${link}-${Date.now()}`;
      const config = loadConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-tools-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
        DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: table, AUTH_SCRYPT_LOG_N: '10',
        AUTH_SIGNIN_LIMIT: '100000', LIMIT_WRITES_PER_MIN: '100000', LIMIT_READS_PER_MIN: '100000',
        AI_LLM_CHAIN_ORDER: link, [`${link.toUpperCase()}_API_KEY`]: 'k', [`${link.toUpperCase()}_BASE_URL`]: sim.baseUrl(link),
        AI_LINK_LIMITS: JSON.stringify({ [link]: {} }),
      });
      const deps = createDeps(config);
      await ensureTable(deps.db.client, table);
      for (const routed of [false, true]) {
        const { app, token } = await sizeApp(deps, routed);
        const reqs = await caseRequests(app, sim, link, token, ROUTING_SET);
        rows.push(sizeRow(link, routed ? 'routed' : 'every tool', reqs));
        console.log(rows.at(-1));
      }
    }
  } finally {
    await sim.close();
    await ddb.stop();
  }
  const body = [
    `${machine()}.`,
    '',
    ...recallTable,
    '',
    cpuLine,
    '',
    `Each labeled case played as a real chat (its history first) through the real SDK on the simulator; the message's first request measured. Bytes as sent; tokens by o200k (±15 % of the providers' own). p50 / p95.`,
    '',
    '| link | tools | requests | body | tools part | tools sent | tokens: all | tools | system |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeSection('Tools: routing recall, router CPU and request sizes, bench/tools.ts', body);
}

await main();
