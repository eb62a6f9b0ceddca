import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { freshTable, testChain } from '../../support/chain';
import { testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { partition } from '../domain-core/helpers';
import { page, student } from '../notebook/helpers';

/**
 * The owner's page, quiz and roadmap-draft ids, used by another person on every tutor route
 * and through generateStudyCards: 404 NOT_FOUND like an id that never existed, no model call
 * on the owner's material, and the owner's partition exactly as it was.
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = testApi(undefined, { tutor: () => tutor });

describe('the tutor never reaches another user', async () => {
  const owner = await student(api);
  const intruder = await student(api);
  await page(intruder, 'Intruder topic');
  const mine = await page(owner, 'Owner page');
  await owner.ok('POST', `/notebook/pages/${mine.id}/notes`, { text: 'Owner words' });
  sim.script('mistral', json({ questions: Array.from({ length: 8 }, (_, i) => ({ question: `Owner q${i}`, options: ['a', 'b', 'c', 'd'], answerIndex: 0 })) }));
  const { quiz } = await owner.ok('POST', `/notebook/pages/${mine.id}/outputs`, { kind: 'QUIZ' }, 201);
  const draft = await owner.ok('POST', `/notebook/pages/${mine.id}/roadmap-drafts`, {}, 202);
  const before = await partition(api, owner.id);
  const modelCalls = sim.requestCount();

  const p = `/notebook/pages/${mine.id}`;
  const routes: [string, string, unknown?][] = [
    ['POST', `${p}/ask`, { message: 'What did they write?' }],
    ['POST', `${p}/explain`, { text: 'Owner words' }],
    ['POST', `${p}/outputs`, { kind: 'SUMMARY' }],
    ['POST', `${p}/outputs`, { kind: 'QUIZ' }],
    ['POST', `${p}/cards/generate`, { count: 2 }],
    ['POST', `${p}/board/suggestions`, {}],
    ['POST', `${p}/roadmap-drafts`, {}],
    ['POST', `/notebook/pages/${encodeURIComponent('Owner page')}/ask`, { message: 'by title?' }],
    ['GET', `${p}/quizzes`],
    ['GET', `/notebook/quizzes/${quiz.id}`],
    ['POST', `/notebook/quizzes/${quiz.id}/answers`, { answers: [0, 0, 0, 0, 0, 0, 0, 0] }],
    ['GET', `/notebook/roadmap-drafts/${draft.id}`],
  ];

  it.each(routes)('%s %s → 404 NOT_FOUND', async (method, path, body) => {
    const res = await intruder.call(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    for (const secret of ['Owner words', 'Owner q', 'Owner page', mine.id]) if (!path.includes(encodeURIComponent(secret)) && !path.includes(secret)) expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it('generateStudyCards with the owner\'s page → NOT_FOUND', async () => {
    const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none', tutor }, AGENT_TOOLS);
    for (const input of [{ page: mine.id }, { page: 'Owner page', count: 3 }]) {
      const out = (await tools.generateStudyCards!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;
      expect(out).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('called no model and left every owner row exactly as it was', async () => {
    expect(sim.requestCount()).toBe(modelCalls);
    expect(await partition(api, owner.id)).toEqual(before);
  });
});
