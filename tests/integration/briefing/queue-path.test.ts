import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Briefings } from '../../../core/ai/briefing/entity';
import { CLAIM_MS, getBriefing, getNarrative } from '../../../core/ai/briefing/service';
import { briefingHandler } from '../../../core/ai/briefing/worker';
import type { BriefingFacts } from '../../../core/ai/briefing/facts-types';
import { startPoller } from '../../../local/poller';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';
import { delayed, json, quota429, startProviderSim } from '../../support/provider-sim';
import { ownQueue } from '../../support/queue';
import { waitFor } from '../../support/wait';
import { addDays } from '../../../core/xp/dates';

const sim = await startProviderSim();
const queue = await ownQueue('briefing');
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const deps = testDeps({ BRIEFING_QUEUE_URL: queue.url, BRIEFING_WAIT_MS: '1500' });
const api = testApi(deps);
// The same handler Lambda's SQS mapping calls, fed by the real SQS API (fauxqs); every
// message it receives is noted, so a test can count what was queued.
const worker = briefingHandler(deps, chain.model);
const received: { messageId: string; body: string }[] = [];
const poller = startPoller(queue.sqs, queue.url, async (event) => {
  received.push(...event.Records.map(({ messageId, body }) => ({ messageId, body })));
  return worker(event);
}, () => undefined);
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
  it('two concurrent GETs over HTTP make exactly one queue message and one model call', async () => {
    const u = await signUp(api);
    const today = new Date().toISOString().slice(0, 10);
    await api.request('POST', '/goals', { token: u.accessToken, body: { name: 'Read 12 books', targetValue: 12, startDate: addDays(today, -10), endDate: addDays(today, 20) } });
    sim.script('mistral', delayed(json({ todayLines: ['Read 12 books has 20 days left.'], yesterdayLines: [] }), { firstByteMs: 300 }));
    const [a, b] = await Promise.all([0, 1].map(() => api.request('GET', '/daily-briefing', { token: u.accessToken })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.narrative).toEqual({ status: 'READY', todayLines: ['Read 12 books has 20 days left.'], yesterdayLines: [] });
    expect(b!.body.narrative).toEqual(a!.body.narrative);
    const mine = received.filter((m) => JSON.parse(m.body).userId === u.id);
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(1);
    expect(sim.requestCount('mistral')).toBe(1);
    expect(await queue.depth()).toBe(0);
  });

  it('a claim whose worker died is taken again once it expires; a live claim is not', async () => {
    const u = await signUp(api);
    const date = new Date().toISOString().slice(0, 10);
    const claimed = (claimUntil: number) =>
      Briefings(deps.db).put({ userId: u.id, date, status: 'PENDING', claimUntil, facts: '{}', language: 'en', createdAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + 3600 }).go();
    const mine = () => received.filter((m) => JSON.parse(m.body).userId === u.id).length;

    await claimed(Date.now() + CLAIM_MS); // a worker is on it: wait, never queue again
    expect((await getBriefing(ctxOf(u.id), facts)).narrative.status).toBe('PENDING');
    expect(mine()).toBe(0);
    expect(sim.requestCount()).toBe(0);

    await claimed(Date.now() - 1); // its worker died with the claim held
    sim.script('mistral', good);
    expect((await getBriefing(ctxOf(u.id), facts)).narrative.status).toBe('READY');
    expect(mine()).toBe(1);
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('the worker asks SQS to retry only what infrastructure failed: bad messages and finished rows are done', async () => {
    const record = (messageId: string, body: string) => ({ messageId, body, receiptHandle: '', attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: queue.url, awsRegion: 'us-east-1' });
    const job = JSON.stringify({ userId: 'usr_nobody', date: '2026-11-29' });
    const broken = briefingHandler(testDeps({ TABLE_NAME: 'no-such-table' }), chain.model);
    expect(await broken({ Records: [record('m1', 'not json'), record('m2', job)] })).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(await worker({ Records: [record('m3', job)] })).toEqual({ batchItemFailures: [] }); // no PENDING row: nothing to write
    expect(sim.requestCount()).toBe(0);
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
