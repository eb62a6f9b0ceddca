import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshTable, testChain } from '../../support/chain';
import { signUp, testApi } from '../../support/http';
import { responseProblems } from '../../support/openapi-check';
import { json, startProviderSim } from '../../support/provider-sim';

/**
 * Each step's suggestions have their own named shape in the OpenAPI document (the wizard's
 * screen is typed from it): every step's sanitised answer matches it exactly, and a field the
 * document lacks would fail (testApi checks each response; the explicit check says which step).
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = testApi(undefined, { model: () => chain.model });

const body = {
  story: 'I want to sleep better and study Portuguese',
  categoryNames: ['Health', 'Study'],
  accepted: { categories: ['Health', 'Study'], habits: [{ name: 'Sleep by 23:00', category: 'Health' }] },
};

const answers = {
  categories: { categories: [{ name: 'health', description: 'Body and rest', icon: '💪' }] },
  'habits-tasks': { habits: [{ name: 'Sleep by 23:00', category: 'health', importance: 9 }], tasks: [{ name: 'Buy a grammar book', category: 'Study', difficulty: 0 }] },
  routine: {
    name: 'Weekdays',
    weekdays: ['segunda', 'Tuesday'],
    sections: [{ name: 'Evening', startTime: '20:00', endTime: '23:00', items: [{ name: 'Sleep by 23:00', kind: 'habit', startTime: '23:30' }, { name: 'Review verbs', kind: 'task' }] }],
  },
  goals: { goals: [{ name: 'Read 3 books', targetValue: 3, unit: 'books', term: 'medium', durationDays: 90, category: 'study' }, { name: 'Run', targetValue: -1, term: 'eventually' }] },
} as const;

describe('onboarding suggestions: one documented shape per step', () => {
  for (const [step, answer] of Object.entries(answers)) {
    it(`${step}: the answer matches its schema in the document`, async () => {
      const u = await signUp(api);
      sim.script('mistral', json(answer));
      const res = await api.request('POST', `/ai/onboarding/${step}`, { token: u.accessToken, body });
      expect(res.status).toBe(200);
      expect(responseProblems('POST', `/ai/onboarding/${step}`, 200, 'application/json', res.body)).toEqual([]);
    });
  }

  it('a field the step does not return fails the check (the schema is not a loose record)', () => {
    const loose = { categories: [{ name: 'Health', description: '', icon: null, colour: 'red' }] };
    expect(responseProblems('POST', '/ai/onboarding/categories', 200, 'application/json', loose)).not.toEqual([]);
  });
});
