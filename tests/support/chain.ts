import { randomUUID } from 'node:crypto';
import { streamText } from 'ai';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Clock, Deps } from '../../core/context';
import { ensureTable } from '../../core/db/table';
import { buildChain, memoryChainMetrics, tableCooldowns, type BuildChainOptions, type ChainEvent, type Sleep } from '../../core/ai/chain';
import { startProviderSim, type ProviderSim } from './provider-sim';
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

/**
 * No window limits on any link: the quota ledger's rules are tested on their own
 * (tests/integration/chain/quota.test.ts); other tests must not run out of a free tier's minute.
 */
export const UNGATED_LIMITS = JSON.stringify(Object.fromEntries(PROVIDER_LINKS.map((l) => [l, {}])));

/** Environment pointing every provider link at the simulator with a key (and no window limits unless `env` sets AI_LINK_LIMITS). */
export function simEnv(sim: ProviderSim, order: string[], env: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { AI_LLM_CHAIN_ORDER: order.join(','), AI_LINK_LIMITS: UNGATED_LIMITS };
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
  /** Every pause the chain took before a same-link retry, in ms, in order (none really waited). */
  waits: number[];
  /** Waits for the cooldown writes this chain started. */
  settled(): Promise<void>;
}

/**
 * A chain over the real SDK links (pointed at the simulator), the table, a memory recorder.
 * Its retry pauses are recorded and return at once (the chain's sleep port), unless a test
 * passes `sleep`; `random` fixes the pause's jitter.
 */
export function testChain(opts: {
  sim: ProviderSim; table: string; order: string[]; env?: Record<string, string>; clock?: Clock; generateTimeoutMs?: number;
  sleep?: Sleep; random?: () => number;
  /** Replace a link's model (e.g. a bare SDK model without the chain's own wrapping). */
  overrides?: BuildChainOptions['modelOverrides'];
}): TestChain {
  const deps = testDeps({ TABLE_NAME: opts.table, ...simEnv(opts.sim, opts.order, opts.env) }, { clock: opts.clock ?? fixedClock() });
  const metrics = memoryChainMetrics();
  const cooldowns = tableCooldowns(deps);
  const waits: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    waits.push(ms);
    if (opts.sleep) await opts.sleep(ms, signal);
  };
  const model = buildChain(deps, {
    metrics, cooldowns, sleep, ...(opts.random ? { random: opts.random } : {}), ...(opts.overrides ? { modelOverrides: opts.overrides } : {}),
    ...(opts.generateTimeoutMs ? { generateTimeoutMs: opts.generateTimeoutMs } : {}),
  });
  return { model, deps, events: metrics.events, waits, settled: () => model.settled() };
}

export { drain } from './drain';

export const calls = (events: ChainEvent[]) =>
  events.flatMap((e) => (e.metric === 'LlmCall' ? [`${e.link}:${e.outcome}`] : []));

export const fallbacks = (events: ChainEvent[]) =>
  events.flatMap((e) => (e.metric === 'LlmFallback' ? [`${e.from}>${e.to}:${e.reason}`] : []));

export const retries = (events: ChainEvent[]) =>
  events.flatMap((e) => (e.metric === 'LlmRetry' ? [`${e.link}:${e.reason}`] : []));

/** The links cooling now, read straight from the table (no memo). */
export async function coolingLinks(chain: TestChain): Promise<string[]> {
  await chain.settled();
  const cooling = await tableCooldowns(chain.deps, 0).cooling(chain.deps.clock.now().getTime());
  return [...cooling.keys()].sort();
}

/**
 * A chain test file's fixtures: one simulator for the file, a fresh table per test (so
 * cooldowns never leak between tests). Read `suite.sim` / `suite.table` inside tests.
 */
export function chainSuite(): { readonly sim: ProviderSim; readonly table: string } {
  const suite = {} as { sim: ProviderSim; table: string };
  beforeAll(async () => { suite.sim = await startProviderSim(); });
  beforeEach(async () => { suite.sim.reset(); suite.table = await freshTable(); });
  afterAll(() => suite.sim.close());
  return suite;
}

/** One streamed 'hello' through a model, no SDK retries, errors left in the stream. */
export const streamHello = (model: Parameters<typeof streamText>[0]['model'], abortSignal?: AbortSignal) =>
  streamText({ model, prompt: 'hello', maxRetries: 0, onError: () => {}, abortSignal });

/** Each protocol first once, failing over to another protocol (the fault tests run all three). */
export const LINK_PAIRS = [
  { first: 'mistral', second: 'gemini' },
  { first: 'glm', second: 'mistral' },
  { first: 'gemini', second: 'glm' },
] as const;
