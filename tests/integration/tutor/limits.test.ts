import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { NOTEBOOK_AI_RATE } from '../../../core/ai/notebook/tutor';
import type { Deps } from '../../../core/context';
import { RateWindows } from '../../../core/limits/entity';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { json, startProviderSim, text, toolCall } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { page, student, type Student } from '../notebook/helpers';

/** A9: the notebook's own 60 model calls an hour, apart from the agent's 30 (a fixed clock keeps one window). */
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const deps = testDeps({}, { clock: fixedClock(new Date()) });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, { tutor, rate: { bucket: 'agent', limit: 3, windowS: 3600 } }), deps, { tutor: () => tutor });

async function hits(d: Deps, userId: string, bucket: string): Promise<number> {
  const rows = (await RateWindows(d.db).query.primary({ scope: `USER#${userId}` }).go()).data;
  return rows.filter((r) => r.bucket === bucket).reduce((n, r) => n + (r.hits ?? 0), 0);
}

async function studied(): Promise<{ s: Student; id: string }> {
  const s = await student(api);
  const p = await page(s, 'The cell');
  await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: 'Cells have a membrane.' });
  return { s, id: p.id };
}

async function turn(s: Student, ...steps: Parameters<typeof sim.script>[1][]) {
  const chatId = await api.newChat(s.token);
  sim.script('mistral', ...steps);
  return api.stream(s.token, chatId, { message: 'Make me cards for The cell' });
}

describe('the notebook-ai bucket (60/h/user)', () => {
  it('the 61st notebook-AI call in the hour is 429 RATE_LIMITED with Retry-After, before any model call; the agent\'s bucket is untouched', async () => {
    const { s, id } = await studied();
    sim.setFallback(json({ answer: 'A membrane [1].' }));
    for (let i = 0; i < 58; i++) expect((await s.call('POST', `/notebook/pages/${id}/ask`, { message: `q${i}` })).status).toBe(200);
    sim.script('mistral', json({ nodes: [{ title: 'Organelles' }] }));
    expect((await s.call('POST', `/notebook/pages/${id}/board/suggestions`, {})).status).toBe(200);
    expect((await s.call('POST', `/notebook/pages/${id}/roadmap-drafts`, {})).status).toBe(202); // the 60th (its model call is the worker's)
    const before = sim.requestCount('mistral');
    for (const [path, body] of [['ask', { message: 'one more' }], ['outputs', { kind: 'QUIZ' }], ['cards/generate', {}], ['explain', { text: 'x' }]] as const) {
      const refused = await s.call('POST', `/notebook/pages/${id}/${path}`, body);
      expect(refused.status, path).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(sim.requestCount('mistral')).toBe(before);
    // Reading and answering quizzes and drafts call no model and are not in the bucket.
    expect((await s.call('GET', `/notebook/pages/${id}/quizzes`)).status).toBe(200);
    expect(await hits(deps, s.id, NOTEBOOK_AI_RATE.bucket)).toBe(60);
    expect(await hits(deps, s.id, 'agent')).toBe(0);

    // The agent still answers; generateStudyCards, which spends the notebook's bucket, is refused as a value the model can read.
    const res = await turn(s, toolCall('generateStudyCards', { page: 'The cell' }), text(['Your study quota is used up for this hour.']));
    expect(res.events.at(-1)?.event).toBe('done');
    expect(res.events.find((e) => e.event === 'tool_finished')?.data).toMatchObject({ name: 'generateStudyCards', ok: false });
    const toolResult = (sim.requests('mistral').at(-1)!.body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(toolResult.content)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(await hits(deps, s.id, 'agent')).toBe(1);
    expect((await s.ok('GET', `/notebook/pages/${id}/cards`)).items).toEqual([]);
  });

  it('…and vice versa: an exhausted agent bucket leaves the notebook\'s alone; generateStudyCards counts in the notebook\'s, not again in the agent\'s', async () => {
    const { s, id } = await studied();
    const cards = json({ cards: [{ front: 'What wraps a cell?', back: 'A membrane' }] });
    const made = await turn(s, toolCall('generateStudyCards', { page: id, count: 1 }), cards, text(['Done.']));
    expect(made.events.at(-1)?.event).toBe('done');
    // A writer: it reports the notebook, and the card is an ordinary one on the page.
    expect(made.events.find((e) => e.event === 'tool_finished')?.data).toMatchObject({ name: 'generateStudyCards', ok: true, domains: ['notebook'] });
    expect((await s.ok('GET', `/notebook/pages/${id}/cards`)).items).toMatchObject([{ front: 'What wraps a cell?', back: 'A membrane', state: 'New' }]);
    expect(await hits(deps, s.id, NOTEBOOK_AI_RATE.bucket)).toBe(1);
    expect(await hits(deps, s.id, 'agent')).toBe(1);
    for (let i = 0; i < 2; i++) expect((await turn(s, text(['Hi.']))).events.at(-1)?.event).toBe('done');
    const refused = await turn(s, text(['never sent']));
    expect(refused.status).toBe(429);
    sim.reset();
    sim.script('mistral', json({ answer: 'A membrane [1].' }));
    expect((await s.call('POST', `/notebook/pages/${id}/ask`, { message: 'What wraps a cell?' })).status).toBe(200);
    expect(await hits(deps, s.id, NOTEBOOK_AI_RATE.bucket)).toBe(2);
  });
});
