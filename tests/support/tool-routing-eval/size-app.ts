import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Hono } from 'hono';
import { agentSettings } from '../../../core/ai/agent/settings';
import { buildChain, memoryChainMetrics } from '../../../core/ai/chain';
import type { Deps } from '../../../core/context';
import { createApp } from '../../../functions/http/app';

/**
 * The production agent (every tool, the production limits and prompt) over `deps`' chain,
 * routed or not, for measuring what its requests carry: the hourly buckets lifted (a labeled
 * set is hundreds of turns), one person signed up.
 */
export async function sizeApp(deps: Deps, routeTools: boolean, wrap: (m: LanguageModelV3) => LanguageModelV3 = (m) => m): Promise<{ app: Hono<never>; token: string }> {
  const settings = { ...agentSettings(wrap(buildChain(deps, { metrics: memoryChainMetrics() }))), routeTools, rate: { bucket: 'agent', limit: 1e9, windowS: 3600 }, calls: { bucket: 'agent-calls', limit: 1e9, windowS: 3600 } };
  const app = createApp(deps, { clientIp: () => '127.0.0.1', agent: () => settings }) as unknown as Hono<never>;
  const email = `sizes-${routeTools ? 'routed' : 'all'}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await app.request('/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Sizes-password-42', displayName: 'Ana' }) });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { app, token: accessToken };
}
