import { generateText } from 'ai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Cooldowns } from '../../../core/ai/chain/cooldown-entity';
import { isChainExhausted } from '../../../core/ai/chain';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain, type TestChain } from '../../support/chain';
import { fixedClock } from '../../support/deps';
import { signUp, testApi } from '../../support/http';
import { quota429, startProviderSim, status } from '../../support/provider-sim';

/**
 * Honest exhaustion (CONTRACT "Durable turns"): when every link is cooling the chain says when
 * the soonest one is back, the agent's error event carries it, REST AI routes send Retry-After;
 * a daily quota cools its link until the quota resets.
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

async function exhaustion(chain: TestChain): Promise<number | undefined> {
  try {
    await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 });
  } catch (err) {
    if (isChainExhausted(err)) return err.retryAfterS;
    throw err;
  }
  throw new Error('the chain answered');
}

describe('retryAfterSeconds', () => {
  it('is the soonest cooldown’s remaining time, within a second, and follows the clock', async () => {
    const clock = fixedClock();
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'], clock });
    sim.script('mistral', quota429()); // cooled 300 s (the rate-limit rule)
    sim.script('gemini', quota429({ retryAfterSeconds: 500 })); // cooled 500 s (what it asked)
    expect(await exhaustion(chain)).toBe(300);
    await chain.settled();

    clock.advance(100_000);
    // mistral is skipped (cooling, 200 s left); gemini is the last link, so it runs, and says no again.
    sim.script('gemini', quota429({ retryAfterSeconds: 500 }));
    const after = await exhaustion(chain);
    expect(Math.abs(after! - 200)).toBeLessThanOrEqual(1);
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('reaches the agent’s error event and a REST AI route’s Retry-After', async () => {
    const clock = fixedClock();
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'], clock });
    const agent = agentApi(() => agentSettings(chain.model, []));
    const u = await signUp(agent);
    const chatId = await agent.newChat(u.accessToken);
    sim.script('mistral', quota429());
    // Gemini's own hint (120 s) is its cooldown, sooner than mistral's 300 s rule (C6 as read in issue 31).
    sim.script('gemini', quota429({ retryAfterSeconds: 120 }));
    const turn = await agent.stream(u.accessToken, chatId, { message: 'hi' });
    expect(turn.events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_UNAVAILABLE', message: expect.any(String), retryAfterSeconds: 120 } });
    await chain.settled();

    const rest = testApi(undefined, { model: () => chain.model });
    const v = await signUp(rest);
    sim.script('gemini', quota429({ retryAfterSeconds: 120 }));
    const res = await rest.request('POST', '/ai/onboarding/categories', { token: v.accessToken, body: { story: 'I want to sleep better', categoryNames: ['Health'] } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(Number(res.headers.get('retry-after'))).toBe(120);
  });
});

describe('a daily quota', () => {
  // Gemini's free-tier daily limit: a QuotaFailure naming a per-day quota, with a short
  // RetryInfo that would wrongly suggest trying again in seconds.
  const dailyBody = {
    error: {
      code: 429,
      message: 'You exceeded your current quota, please check your plan and billing details.',
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: [
            { quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier', quotaValue: '250' },
          ],
        },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '29s' },
      ],
    },
  };

  it('cools Gemini until the quota resets at midnight Pacific, not for the 29 s it says', async () => {
    // 2026-11-29T12:00Z is 04:00 in Los Angeles (PST): the quota resets in 20 hours.
    const clock = fixedClock(new Date('2026-11-29T12:00:00Z'));
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'], clock });
    sim.script('mistral', quota429());
    sim.script('gemini', status(429, dailyBody));
    const retryAfter = await exhaustion(chain);
    await chain.settled();
    const row = (await Cooldowns(chain.deps.db).get({ link: 'gemini' }).go({ consistent: true })).data;
    expect(new Date(row!.until).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(retryAfter).toBe(300); // mistral's per-minute limit is back first
  });

  it('a per-minute quota is cooled for the retryDelay it names (the provider\'s hint decides)', async () => {
    const clock = fixedClock();
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'], clock });
    const perMinute = JSON.parse(JSON.stringify(dailyBody).replace('GenerateRequestsPerDayPerProjectPerModel-FreeTier', 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier'));
    sim.script('mistral', quota429());
    sim.script('gemini', status(429, perMinute));
    await exhaustion(chain);
    await chain.settled();
    const row = (await Cooldowns(chain.deps.db).get({ link: 'gemini' }).go({ consistent: true })).data;
    expect(row!.until - clock.now().getTime()).toBe(29_000);
  });
});
