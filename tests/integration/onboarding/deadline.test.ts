import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_TOKENS } from '../../../core/ai/chain';
import { calls, freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';
import { waitFor } from '../../support/wait';
import { delayed, json, stall, startProviderSim } from '../../support/provider-sim';

// API Gateway cuts a request at 30 s with its own 503 (no failover, no cooldown, not our
// envelope). The wizard's call has a budget under it (config chain.sync, scaled down here):
// a slow first link is abandoned in time for the second to answer, and when none can, the
// answer is our 503 AI_UNAVAILABLE, before the gateway's.
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'] });
const api = testApi(testDeps({ AI_SYNC_LINK_MS: '1500', AI_SYNC_TOTAL_MS: '3500' }), { model: () => chain.model });

const story = { story: 'I want to sleep better', categoryNames: ['Health'] };
const habits = { habits: [{ name: 'Sleep by 23:00', category: 'Health' }], tasks: [] };

describe('onboarding under the gateway limit', () => {
  it('fails over from a slow first link in time: the second link answers, the first is cooled', async () => {
    const u = await signUp(api);
    sim.script('mistral', delayed(json(habits), { firstByteMs: 5000 })).script('gemini', json(habits));
    const res = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(res.status).toBe(200);
    expect(res.body.habits[0].name).toBe('Sleep by 23:00');
    // In order, no stopwatch: mistral was given up at its 1.5 s (hung up on before its 5 s
    // first byte), then gemini answered inside the 3.5 s total.
    expect(calls(chain.events).slice(-2)).toEqual(['mistral:TRANSIENT', 'gemini:ok']);
    await waitFor(() => sim.requests('mistral')[0]?.abortedByClient, Boolean, 'the slow link hung up');
    expect(sim.requests('mistral')[0]!.firstChunkAtMs).toBeUndefined();

    // The next request skips the cooling link without waiting on it again.
    sim.script('gemini', json(habits));
    const again = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(again.status).toBe(200);
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('answers 503 AI_UNAVAILABLE within its budget when no link answers in time', async () => {
    const fresh = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'] });
    const own = testApi(testDeps({ AI_SYNC_LINK_MS: '1500', AI_SYNC_TOTAL_MS: '3500' }), { model: () => fresh.model });
    const u = await signUp(own);
    sim.script('mistral', stall()).script('gemini', stall());
    const res = await own.request('POST', '/ai/onboarding/categories', { token: u.accessToken, body: story });
    // Both links hang forever: only the budget can have ended this call, each link at its
    // 1.5 s (inside the 3.5 s total), and the answer is our 503, not the gateway's.
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(calls(fresh.events)).toEqual(['mistral:TRANSIENT', 'gemini:TRANSIENT']);
  });

  it('caps the output (and Gemini\'s thinking inside it) on every call', async () => {
    const fresh = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'] });
    const own = testApi(testDeps(), { model: () => fresh.model });
    const u = await signUp(own);
    sim.script('mistral', status500()).script('gemini', json(habits));
    expect((await own.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story })).status).toBe(200);
    const { answer, thinking } = OUTPUT_TOKENS.onboarding;
    expect(sim.requests('mistral')[0]!.body).toMatchObject({ max_tokens: answer + thinking });
    expect(sim.requests('gemini')[0]!.body).toMatchObject({
      generationConfig: { maxOutputTokens: answer + thinking, thinkingConfig: { thinkingBudget: thinking } },
    });
  });
});

function status500() {
  return { kind: 'status' as const, code: 500, body: { message: 'busy' } };
}
