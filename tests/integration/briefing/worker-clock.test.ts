import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BRIEFING_WORKER_TIMEOUT_S, NARRATOR_BUDGET, narrationBudget, WORKER_MARGIN_MS } from '../../../core/ai/briefing/budget';
import { Briefings } from '../../../core/ai/briefing/entity';
import { CLAIM_MS } from '../../../core/ai/briefing/service';
import { briefingHandler } from '../../../core/ai/briefing/worker';
import { PRODUCTION_LINEUP } from '../../../core/ai/chain/lineup';
import { calls, freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { waitFor } from '../../support/wait';
import { json, stall, startProviderSim } from '../../support/provider-sim';

// The worker's clock: each narration's deadline comes from what the invocation has left, so
// a worker never times out mid-generation (a timed-out batch is retried, lands in the DLQ after
// 3 receives and pages someone); and a message belongs to one claim, so an expired claim that
// was claimed again never pays for the same paragraph twice (B5).
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const deps = testDeps();
const good = json({ todayLines: ['Steady.'], yesterdayLines: [] });
let n = 0;

/** A PENDING row claimed until `claimUntil`, as GET /daily-briefing leaves it. */
async function claimed(claimUntil = Date.now() + CLAIM_MS) {
  const key = { userId: `usr_clock${++n}_${Date.now()}`, date: '2026-11-29' };
  await Briefings(deps.db)
    .put({ ...key, status: 'PENDING', claimUntil, facts: '{"signals":[]}', language: 'en', createdAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + 3600 })
    .go();
  return { ...key, claimUntil };
}
const row = (k: { userId: string; date: string }) => Briefings(deps.db).get(k).go().then((r) => r.data);
const message = (job: object, id = `m${++n}`) => ({
  Records: [{ messageId: id, receiptHandle: '', body: JSON.stringify(job), attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: '', awsRegion: 'eu-west-1' }],
});
const remaining = (ms: number) => {
  const end = performance.now() + ms;
  return { getRemainingTimeInMillis: () => Math.max(0, Math.round(end - performance.now())) };
};

describe('the briefing worker\'s deadline', () => {
  it('comes from the invocation\'s remaining time: a stalled chain gives up before Lambda would kill it', async () => {
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
    const worker = briefingHandler(deps, chain.model);
    const job = await claimed();
    sim.script('mistral', stall());
    // 1.5 s left after the margin: the whole call gets that, far under one link's 20 s.
    expect(narrationBudget(WORKER_MARGIN_MS + 1500)).toEqual({ linkMs: NARRATOR_BUDGET.linkMs, totalMs: 1500 });
    const out = await worker(message(job), remaining(WORKER_MARGIN_MS + 1500));
    expect(out).toEqual({ batchItemFailures: [] });
    expect((await row(job))?.status).toBe('UNAVAILABLE'); // B6: the day's narrative, no retry
    // DEADLINE, not TRANSIENT: the call was cut by the invocation's clock, not by the link's
    // own 20 s limit (which would have said TRANSIENT), and the provider saw the hang-up.
    expect(calls(chain.events)).toEqual(['mistral:DEADLINE']);
    await waitFor(() => sim.requests('mistral')[0]?.abortedByClient, Boolean, 'the stalled call hung up');
  });

  it('hands a message back untouched when the invocation has no time left for a narration', async () => {
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
    const worker = briefingHandler(deps, chain.model);
    const job = await claimed();
    const out = await worker(message(job, 'late'), remaining(WORKER_MARGIN_MS + 200));
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'late' }] });
    expect(await row(job)).toMatchObject({ status: 'PENDING', claimUntil: job.claimUntil });
    expect(sim.requestCount()).toBe(0);
  });

  it('is sized so production\'s links each get their full time inside the Lambda timeout', () => {
    const links = PRODUCTION_LINEUP.order.filter((l) => !PRODUCTION_LINEUP.blocked.includes(l)).length;
    expect(links * NARRATOR_BUDGET.linkMs).toBeLessThanOrEqual(NARRATOR_BUDGET.totalMs);
  });
});

describe('one claim, one generation', () => {
  it('skips a message whose claim expired and was claimed again; the new claim\'s message generates once', async () => {
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
    const worker = briefingHandler(deps, chain.model);
    const first = await claimed(Date.now() - 1); // its message waited in a backed-up queue
    const again = { ...first, claimUntil: Date.now() + CLAIM_MS }; // a later open claimed again
    await Briefings(deps.db).patch(first).set({ claimUntil: again.claimUntil }).go();
    sim.setFallback(good);
    expect(await worker(message(first))).toEqual({ batchItemFailures: [] });
    expect(sim.requestCount()).toBe(0);
    expect(await worker(message(again))).toEqual({ batchItemFailures: [] });
    expect(sim.requestCount('mistral')).toBe(1);
    expect((await row(first))?.status).toBe('READY');
  });

  it('takes the row before generating: a duplicate delivery running alongside does nothing', async () => {
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
    const worker = briefingHandler(deps, chain.model);
    const job = await claimed();
    sim.setFallback(good);
    await Promise.all([worker(message(job)), worker(message(job))]);
    expect(sim.requestCount('mistral')).toBe(1);
    expect((await row(job))?.status).toBe('READY');
  });

  it('holds the row while it generates, so an open meanwhile waits instead of queueing again', async () => {
    const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
    const worker = briefingHandler(deps, chain.model);
    const job = await claimed(Date.now() + 50); // about to expire as the worker starts
    sim.script('mistral', stall(400));
    const running = worker(message(job), remaining(WORKER_MARGIN_MS + 3000));
    // Held for the whole invocation and more (TAKE_MS), where the open's claim had 50 ms left;
    // taken before the provider is asked (waited for as a condition, not a sleep).
    await waitFor(() => sim.requestCount('mistral'), (n) => n === 1, 'the narration to start');
    expect((await row(job))!.claimUntil!).toBeGreaterThan(Date.now() + BRIEFING_WORKER_TIMEOUT_S * 1000);
    await running;
  });
});
