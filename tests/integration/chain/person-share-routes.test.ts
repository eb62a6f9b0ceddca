/**
 * Issue 47: every model call a person causes counts against their share of the link's minute,
 * whichever door it comes through: the onboarding wizard, the tutor, the agent's turns, one
 * share for all of them. Over the real routes, the real chain and SDK on the provider
 * simulator, one fixed minute (the chain's clock is injected). Mistral at 40 a minute and a
 * person's share of a twentieth (AI_PERSON_LINK_SHARE=0.05): 2 calls each.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { json, startProviderSim, text, toolCall } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { page, student, type Student } from '../notebook/helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => {
  sim.reset();
  // Each test its own minute: shares never carry from one test to the next.
  clock.advance(60_000);
});
const table = await freshTable();
const clock = fixedClock(new Date('2026-12-02T10:00:05Z'));
const chain = testChain({ sim, table, order: ['mistral'], clock, env: { AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 40 } }), AI_PERSON_LINK_SHARE: '0.05' } });
const { tutor } = testTutor(chain.model);
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, { tutor }), testDeps({ TABLE_NAME: table }), { tutor: () => tutor, model: () => chain.model });

const story = { story: 'I want to sleep better', categoryNames: ['Health'] };
const suggestion = json({ habits: [{ name: 'Sleep by 23:00', category: 'Health', importance: 3, difficulty: 2 }], tasks: [] });
const onboard = (s: Student) => s.call('POST', '/ai/onboarding/habits-tasks', story);

describe("one person's share of a link's minute, whatever door the calls come through", () => {
  it('onboarding: the third step in the minute is 429 RATE_LIMITED with Retry-After and calls nothing; the next person is answered', async () => {
    sim.setFallback(suggestion);
    const a = await student(api);
    expect((await onboard(a)).status).toBe(200);
    expect((await onboard(a)).status).toBe(200);
    const third = await onboard(a);
    expect([third.status, third.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    // 10:01:05 → the minute ends in 55 s.
    expect(third.headers.get('retry-after')).toBe('55');
    expect(sim.requestCount('mistral')).toBe(2);
    expect((await onboard(await student(api))).status).toBe(200);
    expect(sim.requestCount('mistral')).toBe(3);
  });

  it("the tutor and the agent share one person's share: after two questions to the tutor, their turn is RATE_LIMITED before any call", async () => {
    const s = await student(api);
    const p = await page(s, 'The cell');
    await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: 'Cells have a membrane.' });
    sim.setFallback(json({ answer: 'A membrane [1].' }));
    for (let i = 0; i < 2; i++) expect((await s.call('POST', `/notebook/pages/${p.id}/ask`, { message: `q${i}` })).status).toBe(200);
    const asked = await s.call('POST', `/notebook/pages/${p.id}/ask`, { message: 'and one more' });
    expect([asked.status, asked.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(sim.requestCount('mistral')).toBe(2);

    const chatId = await api.newChat(s.token);
    sim.script('mistral', text(['Hello']));
    const turn = await api.stream(s.token, chatId, { message: 'hi' });
    const last = turn.events.at(-1) as Extract<AgentEvent, { event: 'error' }>;
    expect([last.event, last.data.code, last.data.retryAfterSeconds]).toEqual(['error', 'RATE_LIMITED', 55]);
    expect(sim.requestCount('mistral')).toBe(2);
  });

  it("a turn's own steps: its second call is its share's last, its third is refused mid-turn (RATE_LIMITED, what arrived saved); another person's turn is served", async () => {
    const s = await student(api);
    const chatId = await api.newChat(s.token);
    sim.script('mistral', toolCall('getUserHabits', {}), toolCall('getUserHabits', {}), text(['Unreachable.']));
    const turn = await api.stream(s.token, chatId, { message: 'look twice, then tell me' });
    expect(sim.requestCount('mistral')).toBe(2);
    const last = turn.events.at(-1) as Extract<AgentEvent, { event: 'error' }>;
    expect([last.event, last.data.code]).toEqual(['error', 'RATE_LIMITED']);
    expect(turn.events.filter((e) => e.event === 'tool_finished')).toHaveLength(2);
    const turnId = (turn.all.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    expect((await s.call('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`)).body.status).toBe('INTERRUPTED');

    const other = await student(api);
    sim.script('mistral', text(['Hi there.']));
    const served = await api.stream(other.token, await api.newChat(other.token), { message: 'hi' });
    expect(served.events.at(-1)?.event).toBe('done');
    expect(sim.requestCount('mistral')).toBe(3);
  });
});
