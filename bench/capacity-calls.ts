/**
 * bench:capacity's agent calls at their real sizes (issue 46): the labeled set's turns played
 * on the production agent through the real Mistral SDK and the provider simulator, every model
 * call's options recorded as the turn built them, and what the simulator counted for them.
 */
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { startProviderSim, type ProviderSim } from '../tests/support/provider-sim';
import { BYTES_PER_TOKEN } from '../tests/support/provider-sim/tokens';
import { AGENT_REPLY, recordTurnCalls } from '../tests/support/tool-routing-eval/record-calls';
import { ROUTING_SET } from '../tests/support/tool-routing/labeled';

export interface MeasuredCalls {
  options: LanguageModelV3CallOptions[];
  turns: number;
  routed: boolean;
  /** The agent's answer text the simulator gives (its usage counted from its bytes). */
  reply: string;
  meanBytes: number;
  meanInput: number;
  meanOutput: number;
}

/** Deps over a new table of DynamoDB Local, the chain's links pointed at `sim` when given. */
export async function freshDeps(endpoint: string, prefix: string, sim?: ProviderSim, env: Record<string, string> = {}): Promise<Deps> {
  const table = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true',
    DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: table, AUTH_SCRYPT_LOG_N: '10',
    AUTH_SIGNIN_LIMIT: '100000', LIMIT_WRITES_PER_MIN: '100000', LIMIT_READS_PER_MIN: '100000',
    ...(sim ? { AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'), AI_LINK_LIMITS: '{"mistral":{}}' } : {}),
    ...env,
  });
  const deps = createDeps(config);
  await ensureTable(deps.db.client, table);
  return deps;
}

export async function measuredCalls(endpoint: string, routed: boolean): Promise<MeasuredCalls> {
  const sim = await startProviderSim();
  try {
    const deps = await freshDeps(endpoint, 'capacity-record', sim);
    const { options, requests: reqs } = await recordTurnCalls(deps, sim, 'mistral', ROUTING_SET, routed);
    // The simulator's own count (tests/support/provider-sim/tokens.ts): input from the body's bytes.
    const input = reqs.map((r) => Math.max(1, Math.ceil(r.bytes / BYTES_PER_TOKEN)));
    const total = reqs.map((r) => r.tokens ?? 0);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
    return {
      options, turns: ROUTING_SET.length, routed, reply: AGENT_REPLY,
      meanBytes: mean(reqs.map((r) => r.bytes)), meanInput: mean(input), meanOutput: mean(total.map((t, i) => t - input[i]!)),
    };
  } finally {
    await sim.close();
  }
}
