/**
 * What a routed turn's request weighs (issue 46), over the labeled set played as real chats
 * through the real Mistral and Gemini SDKs on the simulator: the message's first request has
 * a median body ≤ 16 KB and a p95 ≤ 24 KB (every tool at once was 79–94 KB), and every request
 * fits its link's declared tool limits (core/ai/chain/request-limits.ts). bench/tools.ts prints
 * the same numbers beside the every-tool ones.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { pastLimits, REQUEST_LIMITS } from '../../../core/ai/chain/request-limits';
import { freshTable, simEnv } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { startProviderSim } from '../../support/provider-sim';
import { sizeApp } from '../../support/tool-routing-eval/size-app';
import { percentile } from '../../../bench/report';
import { caseRequests } from '../../support/tool-routing-eval/turn-sizes';
import { ROUTING_SET } from '../../support/tool-routing/labeled';

const sim = await startProviderSim();
afterAll(() => sim.close());

describe.each(['mistral', 'gemini'] as const)('routed requests through the %s SDK', (link) => {
  it('weigh a median ≤ 16 KB and a p95 ≤ 24 KB, and fit the link', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable(), ...simEnv(sim, [link]) });
    const { app, token } = await sizeApp(deps, true);
    const reqs = await caseRequests(app, sim, link, token, ROUTING_SET);
    const bytes = reqs.map((r) => r.bytes);
    expect(percentile(bytes, 50)).toBeLessThanOrEqual(16 * 1024);
    expect(percentile(bytes, 95)).toBeLessThanOrEqual(24 * 1024);
    for (const r of reqs) {
      expect(r.tools, r.id).toContain('findTools');
      const shape = { tools: r.tools.length, toolBytes: r.toolBytes, maxItems: (JSON.stringify(r.body).match(/"maxItems":\d+/g) ?? []).reduce((n, m) => n + Number(m.split(':')[1]), 0) };
      expect(pastLimits(shape, REQUEST_LIMITS[link]), r.id).toBeUndefined();
    }
  }, 240_000);
});
