import { randomUUID } from 'node:crypto';
import type { Clock, Deps } from '../../core/context';
import { ensureTable } from '../../core/db/table';
import { buildChain, memoryChainMetrics, tableCooldowns, type ChainEvent } from '../../core/ai/chain';
import type { ProviderSim } from './provider-sim';
import { fixedClock, testDeps } from './deps';

export const PROVIDER_LINKS = ['mistral', 'gemini', 'glm', 'nvidia', 'deepseek'] as const;

/**
 * Cooldowns live in one fixed partition (C6), so each test gets a table of its own: chains
 * built over the same table share cooldowns, chains over different tables never do.
 */
export async function freshTable(): Promise<string> {
  const name = `chain-${randomUUID()}`;
  const deps = testDeps({ TABLE_NAME: name });
  await ensureTable(deps.db.client, name);
  return name;
}

/** Environment pointing every provider link at the simulator with a key. */
export function simEnv(sim: ProviderSim, order: string[], env: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { AI_LLM_CHAIN_ORDER: order.join(',') };
  for (const link of PROVIDER_LINKS) {
    const v = link.toUpperCase();
    out[`${v}_API_KEY`] = `key-${link}`;
    out[`${v}_BASE_URL`] = sim.baseUrl(link);
  }
  return { ...out, ...env };
}

export interface TestChain {
  model: ReturnType<typeof buildChain>;
  deps: Deps;
  events: ChainEvent[];
  /** Waits for the cooldown writes this chain started. */
  settled(): Promise<void>;
}

/** A chain over the real SDK links (pointed at the simulator), the table, a memory recorder. */
export function testChain(opts: { sim: ProviderSim; table: string; order: string[]; env?: Record<string, string>; clock?: Clock; generateTimeoutMs?: number }): TestChain {
  const deps = testDeps({ TABLE_NAME: opts.table, ...simEnv(opts.sim, opts.order, opts.env) }, { clock: opts.clock ?? fixedClock() });
  const metrics = memoryChainMetrics();
  const cooldowns = tableCooldowns(deps);
  const model = buildChain(deps, { metrics, cooldowns, ...(opts.generateTimeoutMs ? { generateTimeoutMs: opts.generateTimeoutMs } : {}) });
  return { model, deps, events: metrics.events, settled: () => model.settled() };
}

export { drain } from './drain';

export const calls = (events: ChainEvent[]) =>
  events.flatMap((e) => (e.metric === 'LlmCall' ? [`${e.link}:${e.outcome}`] : []));

export const fallbacks = (events: ChainEvent[]) =>
  events.flatMap((e) => (e.metric === 'LlmFallback' ? [`${e.from}>${e.to}:${e.reason}`] : []));
