import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshTable, testChain } from '../../support/chain';
import { signUp, testApi } from '../../support/http';
import { json, quota429, rawText, refusal, startProviderSim } from '../../support/provider-sim';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = testApi(undefined, { model: () => chain.model });

const story = { story: 'I want to sleep better and study Portuguese', categoryNames: ['Health', 'Study'] };
const goodHabits = { habits: [{ name: 'Sleep by 23:00', category: 'health', importance: 7, difficulty: 2 }], tasks: [{ name: 'Buy a grammar book', category: 'Study' }] };

describe('suggestions (O1–O3)', () => {
  it('answers sanitised suggestions from one structured call', async () => {
    const u = await signUp(api);
    sim.script('mistral', json(goodHabits));
    const res = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(res.status).toBe(200);
    expect(res.body.habits).toEqual([{ name: 'Sleep by 23:00', category: 'Health', description: '', importance: 5, difficulty: 2 }]);
    expect(sim.requestCount('mistral')).toBe(1);
    const sent = JSON.stringify(sim.requests('mistral')[0]!.body);
    expect(sent).not.toContain('"tools"');
    expect(sent).toContain('study Portuguese');
  });

  it('retries a malformed answer once with a JSON-only warning, then succeeds', async () => {
    const u = await signUp(api);
    sim.script('mistral', rawText('Sure! Here are some habits: sleep more'), json(goodHabits));
    const res = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(res.status).toBe(200);
    expect(res.body.tasks).toHaveLength(1);
    expect(sim.requestCount('mistral')).toBe(2);
    expect(JSON.stringify(sim.requests('mistral')[1]!.body)).toContain('Return ONLY valid JSON');
  });

  // Issue #29: the wizard once refused what the tutor accepted; both read answers through core/ai/json-answer.ts.
  it('reads JSON in a ```json fence with prose around it, as the tutor does: 200, no retry', async () => {
    const u = await signUp(api);
    sim.script('mistral', rawText('Here you go:\n```json\n' + JSON.stringify(goodHabits) + '\n```'));
    const res = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(res.status).toBe(200);
    expect(res.body.habits).toEqual([{ name: 'Sleep by 23:00', category: 'Health', description: '', importance: 5, difficulty: 2 }]);
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('treats prose and a wrong shape as malformed: twice → 503 AI_UNAVAILABLE', async () => {
    const u = await signUp(api);
    sim.script('mistral', rawText('Sure! Here are some habits: sleep more'), json({ habits: 'none' }));
    const res = await api.request('POST', '/ai/onboarding/habits-tasks', { token: u.accessToken, body: story });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(2);
  });

  // Issue 31: a content refusal is the request's fault, said as such, and never retried.
  it('a provider refusing the story: 422 AI_REFUSED, no retry, no provider wording', async () => {
    const u = await signUp(api);
    sim.script('mistral', refusal());
    const res = await api.request('POST', '/ai/onboarding/categories', { token: u.accessToken, body: story });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'AI_REFUSED', message: expect.stringContaining('declined') });
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('does not retry when the chain itself cannot answer', async () => {
    const u = await signUp(api);
    sim.script('mistral', quota429());
    const res = await api.request('POST', '/ai/onboarding/categories', { token: u.accessToken, body: story });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('refuses an unknown step and a bad body listing the fields, before any model call', async () => {
    const u = await signUp(api);
    expect((await api.request('POST', '/ai/onboarding/pets', { token: u.accessToken, body: story })).status).toBe(400);
    const bad = await api.request('POST', '/ai/onboarding/goals', { token: u.accessToken, body: { story: 5, categoryNames: 'Health' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['categoryNames', 'story']);
    expect(sim.requestCount()).toBe(0);
  });

  it('has its own bucket of 30 calls an hour, apart from the agent', async () => {
    const u = await signUp(api);
    sim.setFallback(json({ categories: [] }));
    for (let i = 0; i < 30; i++) {
      expect((await api.request('POST', '/ai/onboarding/categories', { token: u.accessToken, body: story })).status).toBe(200);
    }
    const refused = await api.request('POST', '/ai/onboarding/categories', { token: u.accessToken, body: story });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(sim.requestCount('mistral')).toBe(30);
  });
});
