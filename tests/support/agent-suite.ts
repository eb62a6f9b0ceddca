import { afterAll, beforeEach } from 'vitest';
import { AGENT_TOOLS } from '../../core/ai/agent/tools';
import type { LinkName } from '../../core/config';
import { agentApi, agentSettings } from './agent';
import { freshTable, testChain } from './chain';
import { testDeps } from './deps';
import { startProviderSim } from './provider-sim';

/**
 * A test file's agent with every tool, over the provider simulator: the simulator (reset before
 * each test, closed after the file), a table of the file's own, a chain of `order` on it, and the
 * app whose turns use them. Call it once, at the top of the file.
 */
export async function agentSuite(order: LinkName[] = ['mistral']) {
  const sim = await startProviderSim();
  afterAll(() => sim.close());
  beforeEach(() => sim.reset());
  const table = await freshTable();
  const chain = testChain({ sim, table, order });
  const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS), testDeps({ TABLE_NAME: table }));
  return { sim, table, chain, api };
}
