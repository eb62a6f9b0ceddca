import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { briefingHandler } from '../../../core/ai/briefing/worker';
import { startPoller } from '../../../local/poller';
import { addDays } from '../../../core/xp/dates';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, STRONG_PASSWORD, testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { ownQueue } from '../../support/queue';

const sim = await startProviderSim();
const queue = await ownQueue('briefing-http');
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const deps = testDeps({ BRIEFING_QUEUE_URL: queue.url, BRIEFING_WAIT_MS: '3000' });
const api = testApi(deps, { model: () => chain.model });
const poller = startPoller(queue.sqs, queue.url, briefingHandler(deps, chain.model), () => undefined);
afterAll(async () => {
  await poller.stop();
  await sim.close();
});
beforeEach(() => sim.reset());

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /daily-briefing over HTTP', () => {
  it('answers the computed numbers and the prose; the model never sees the journal', async () => {
    const u = await signUp(api);
    const t = today();
    await api.request('POST', '/goals', { token: u.accessToken, body: { name: 'Run 100 km', targetValue: 100, currentValue: 10, startDate: addDays(t, -20), endDate: addDays(t, 9) } });
    const secret = 'my private journal words about the hard week';
    expect((await api.request('PUT', `/mood/${addDays(t, -1)}`, { token: u.accessToken, body: { level: 2, journal: secret } })).status).toBe(200);
    sim.script('mistral', json({ todayLines: ['Run 100 km is at 10 percent with 9 days left.'], yesterdayLines: [] }));

    const res = await api.request('GET', '/daily-briefing', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(t);
    expect(res.body.today.goalsApproaching).toEqual([expect.objectContaining({ name: 'Run 100 km', percent: 10, daysLeft: 9 })]);
    expect(res.body.yesterday.moodLevel).toBe(2);
    expect(res.body.narrative).toEqual({ status: 'READY', todayLines: ['Run 100 km is at 10 percent with 9 days left.'], yesterdayLines: [] });
    expect(sim.allBodiesText()).not.toContain('private journal');
    expect((await api.request('GET', '/daily-briefing/narrative', { token: u.accessToken })).body.status).toBe('READY');
    expect((await api.request('POST', '/daily-briefing/seen', { token: u.accessToken })).status).toBe(204);
  });

  it('says when today\'s briefing was seen, so a second device does not show it again', async () => {
    const u = await signUp(api);
    const t = today();
    await api.request('POST', '/goals', { token: u.accessToken, body: { name: 'Run 100 km', targetValue: 100, currentValue: 10, startDate: addDays(t, -20), endDate: addDays(t, 9) } });
    sim.script('mistral', json({ todayLines: ['Run 100 km is at 10 percent.'], yesterdayLines: [] }));
    const first = await api.request('GET', '/daily-briefing', { token: u.accessToken });
    expect(first.body).toMatchObject({ seenAt: null, narrative: { status: 'READY' } });
    expect((await api.request('POST', '/daily-briefing/seen', { token: u.accessToken })).status).toBe(204);
    // Another device (another session of the same person) opens the app.
    const other = await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } });
    const again = await api.request('GET', '/daily-briefing', { token: other.body.accessToken });
    expect(again.body.seenAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(again.body.narrative.status).toBe('READY');
    expect(sim.requestCount()).toBe(1);
  });

  it('seen before anything was worth showing: still said, and nothing is generated', async () => {
    const u = await signUp(api);
    expect((await api.request('POST', '/daily-briefing/seen', { token: u.accessToken })).status).toBe(204);
    const res = await api.request('GET', '/daily-briefing', { token: u.accessToken });
    expect(res.body.seenAt).toEqual(expect.any(String));
    expect(sim.requestCount()).toBe(0);
  });

  it('a person with nothing going on gets 200, no row, no model call', async () => {
    const u = await signUp(api);
    const res = await api.request('GET', '/daily-briefing', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.narrative.status).toBe('UNAVAILABLE');
    expect(sim.requestCount()).toBe(0);
  });

  it('has its own bucket: 10 an hour', async () => {
    const u = await signUp(api);
    for (let i = 0; i < 10; i++) expect((await api.request('GET', '/daily-briefing', { token: u.accessToken })).status).toBe(200);
    const refused = await api.request('GET', '/daily-briefing', { token: u.accessToken });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The narrative poll is not the briefing bucket.
    expect((await api.request('GET', '/daily-briefing/narrative', { token: u.accessToken })).status).toBe(200);
  });
});

describe('the nightly pass', () => {
  it('never generates prose (B6): a day close over a user worth briefing calls no model and queues nothing', async () => {
    const u = await signUp(api);
    const t = today();
    await api.request('POST', '/goals', { token: u.accessToken, body: { name: 'Swim', targetValue: 10, startDate: addDays(t, -3), endDate: addDays(t, 5) } });
    await api.request('PUT', `/mood/${addDays(t, -1)}`, { token: u.accessToken, body: { level: 4 } });
    const { closeUser } = await import('../../../core/dayclose/close-user');
    await closeUser({ deps, actor: { userId: u.id } }, 'UTC', new Date(`${t}T02:30:00Z`));
    expect(sim.requestCount()).toBe(0);
    expect(await queue.depth()).toBe(0);
  });
});
