import { describe, expect, it } from 'vitest';
import { acceptBody, afterSave } from '../../web/src/pages/onboarding/accept-body';
import { parseAreas } from '../../web/src/pages/onboarding/areas';
import { keyOf } from '../../web/src/pages/onboarding/keys';
import { PAGES, parseRoute } from '../../web/src/routes';

/** The setup wizard's framework-free rules (issue 37): what a step saves, and where it lives. */
describe('the setup wizard', () => {
  it('reads the areas as the server takes category names: 2+ characters, no repeats in any case, at most 10', () => {
    expect(parseAreas(' Health ,  study,, x, HEALTH, Work  life ')).toEqual(['Health', 'study', 'Work life']);
    expect(parseAreas(Array.from({ length: 12 }, (_, i) => `Area ${i}`).join(','))).toHaveLength(10);
    expect(parseAreas(' , a ')).toEqual([]);
  });

  it('saves only what is still ticked, step by step', () => {
    const dropped = new Set([keyOf.habit('Stretch'), keyOf.item(0, 'Pack'), keyOf.goal('Run')]);
    const kept = (k: string) => !dropped.has(k);
    const ht = { habits: [{ name: 'Sleep', category: 'Health', description: '', importance: 3, difficulty: 3 }, { name: 'Stretch', category: 'Health', description: '', importance: 3, difficulty: 3 }], tasks: [{ name: 'Buy a book', category: 'Study', importance: 3, difficulty: 3 }] };
    const body = acceptBody('habits-tasks', ht, kept);
    expect(body).toEqual({ step: 'habits-tasks', habits: [ht.habits[0]], tasks: ht.tasks });

    const routine = {
      name: 'Weekdays',
      weekdays: ['MONDAY' as const],
      sections: [{ name: 'Evening', startTime: '21:00', endTime: '23:00', items: [{ name: 'Sleep', kind: 'habit' as const, isNew: false, startTime: '22:45', endTime: '23:00' }, { name: 'Pack', kind: 'task' as const, isNew: true, startTime: '21:30', endTime: '21:45' }] }],
    };
    expect(acceptBody('routine', routine, kept)).toEqual({
      step: 'routine',
      routine: { name: 'Weekdays', weekdays: ['MONDAY'], sections: [{ name: 'Evening', startTime: '21:00', endTime: '23:00', items: [{ name: 'Sleep', kind: 'habit', startTime: '22:45', endTime: '23:00' }] }] },
    });
    const goals = { goals: [{ name: 'Read', targetValue: 3, unit: 'books', term: 'SHORT' as const, durationDays: 30, category: null, description: '' }, { name: 'Run', targetValue: 1, unit: 'times', term: 'SHORT' as const, durationDays: 30, category: null, description: '' }] };
    expect(acceptBody('goals', goals, kept)).toEqual({ step: 'goals', goals: [goals.goals[0]] });
  });

  it('carries what a step kept into the story so far for the next one', () => {
    const none = { categories: [], habits: [], tasks: [] };
    const cats = afterSave(none, { step: 'categories', categories: [{ name: 'Health', description: '', icon: null }] });
    expect(cats.categories).toEqual(['Health']);
    const ht = afterSave(cats, { step: 'habits-tasks', habits: [{ name: 'Sleep', category: 'Health' }], tasks: [{ name: 'Buy a book' }] });
    expect(ht).toEqual({ categories: ['Health'], habits: [{ name: 'Sleep', category: 'Health' }], tasks: [{ name: 'Buy a book', category: null }] });
  });

  it('is a page of its own, reached by link (a new account lands there; Settings links it), not in the page list', () => {
    expect(parseRoute('#/onboarding')).toEqual({ path: '/onboarding', page: '/onboarding', params: [] });
    expect(PAGES.map((p) => p.path as string)).not.toContain('/onboarding');
  });
});
