import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getBriefing, getNarrative } from '../../../core/ai/briefing/service';
import { briefingHandler } from '../../../core/ai/briefing/worker';
import type { BriefingFacts } from '../../../core/ai/briefing/facts-types';
import { startPoller } from '../../../local/poller';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';
import { delayed, json, quota429, startProviderSim } from '../../support/provider-sim';
import { ownQueue } from '../../support/queue';
import { waitFor } from '../../support/wait';

const sim = await startProviderSim();
const queue = await ownQueue('briefing');
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const deps = testDeps({ BRIEFING_QUEUE_URL: queue.url, BRIEFING_WAIT_MS: '1500' });
const api = testApi(deps);
// The same handler Lambda's SQS mapping calls, fed by the real SQS API (fauxqs).
const poller = startPoller(queue.sqs, queue.url, briefingHandler(deps, chain.model), () => undefined);
afterAll(async () => {
  await poller.stop();
  await sim.close();
});
beforeEach(() => sim.reset());

/** A fixed set of facts: the builder is a port; its own numbers are tested where it lives. */
const facts = async (): Promise<BriefingFacts> => ({
  date: '2026-11-29',
  language: 'en',
  yesterday: { hadRoutine: true, doneCount: 4, skippedCount: 1, openItems: [{ name: 'Secret open item' }], openCount: 2 },
  today: { scheduledItemCount: 6, currentStreak: 12 },
  signals: [{ id: 'goal:1', kind: 'GOAL_BEHIND', goal: 'Run 100 km', percent: 20, expectedPercent: 45 }],
  worthShowing: true,
});
const ctxOf = (userId: string) => ({ deps, actor: { userId } });
const good = json({ todayLines: ['Run 100 km is at 20 percent where 45 was expected.'], yesterdayLines: [] });


describe('the queue-backed narrative (B4, B5)', () => {
  it('two concurrent GETs make exactly one queue message and one model call', async () => {
    const u = await signUp(api);
    sim.script('mistral', delayed(good, { firstByteMs: 300 }));
    const [a, b] = await Promise.all([getBriefing(ctxOf(u.id), facts), getBriefing(ctxOf(u.id), facts)]);
    expect(a.narrative.status).toBe('READY');
    expect(b.narrative).toEqual(a.narrative);
    expect(sim.requestCount('mistral')).toBe(1);
    expect(await queue.depth()).toBe(0);
  });

  it('a slow model answers PENDING, then the narrative endpoint turns READY by itself', async () => {
    const u = await signUp(api);
    sim.script('mistral', delayed(good, { firstByteMs: 2500 }));
    const first = await getBriefing(ctxOf(u.id), facts);
    expect(first.narrative.status).toBe('PENDING');
    expect(first.today).toEqual({ scheduledItemCount: 6, currentStreak: 12 });
    const later = await waitFor(() => getNarrative(ctxOf(u.id)), (n) => n.status !== 'PENDING');
    expect(later).toEqual({ status: 'READY', todayLines: ['Run 100 km is at 20 percent where 45 was expected.'], yesterdayLines: [] });
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('the narrative endpoint never starts a generation', async () => {
    const u = await signUp(api);
    expect(await getNarrative(ctxOf(u.id))).toEqual({ status: 'UNAVAILABLE', todayLines: [], yesterdayLines: [] });
    expect(await queue.depth()).toBe(0);
    expect(sim.requestCount()).toBe(0);
  });

  it('a chain failure still answers the numbers, with the narrative UNAVAILABLE for the day (no retry)', async () => {
    const u = await signUp(api);
    sim.script('mistral', quota429());
    const res = await getBriefing(ctxOf(u.id), facts);
    expect(res.narrative.status).toBe('UNAVAILABLE');
    expect(res.yesterday).toMatchObject({ doneCount: 4 });
    const again = await getBriefing(ctxOf(u.id), facts);
    expect(again.narrative.status).toBe('UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('discards prose that states a number the facts do not hold', async () => {
    const u = await signUp(api);
    sim.script('mistral', json({ todayLines: ['You are 73 percent of the way there.'], yesterdayLines: [] }));
    expect((await getBriefing(ctxOf(u.id), facts)).narrative.status).toBe('UNAVAILABLE');
  });

  it('tells the model what is on screen as context not to restate, without yesterday’s open items', async () => {
    const u = await signUp(api);
    sim.script('mistral', good);
    await getBriefing(ctxOf(u.id), facts);
    const body = JSON.stringify(sim.requests('mistral')[0]!.body);
    expect(body).toContain('contextDoNotRestate');
    expect(body).toContain('do not restate');
    expect(body).not.toContain('Secret open item');
    expect(body).not.toContain('openCount');
    expect(body).toContain('A skip is the person');
  });

  it('a briefing not worth showing creates no row and starts nothing', async () => {
    const u = await signUp(api);
    const res = await getBriefing(ctxOf(u.id), async () => ({ ...(await facts()), worthShowing: false }));
    expect(res.narrative.status).toBe('UNAVAILABLE');
    expect(sim.requestCount()).toBe(0);
    expect(await queue.depth()).toBe(0);
  });
});
