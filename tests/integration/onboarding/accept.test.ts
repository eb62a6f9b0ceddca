import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../../support/http';

const api = testApi();
const names = async (token: string, path: string) =>
  (await api.request('GET', path, { token })).body.items.map((i: { name: string }) => i.name).sort();

describe('accepting suggestions (O4)', () => {
  it('"Try again" five times after a failed write never duplicates: exactly 3 habits (the incident was 58)', async () => {
    const u = await signUp(api);
    await api.request('POST', '/ai/onboarding/accept', { token: u.accessToken, body: { step: 'categories', categories: [{ name: 'Health' }] } });
    const body = {
      step: 'habits-tasks',
      habits: [
        { name: 'Run', category: 'Health' },
        { name: 'Stretch', category: 'health' },
        { name: 'Sleep early', category: 'Health', importance: 5 },
      ],
      tasks: [
        { name: 'Buy shoes', category: 'Health' },
        { name: 'x'.repeat(256), category: 'Health' }, // the server refuses task names over 255
        { name: 'Book a check-up' },
      ],
    };
    for (let attempt = 0; attempt < 6; attempt++) {
      const res = await api.request('POST', '/ai/onboarding/accept', { token: u.accessToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toContain('Could not save task');
      expect(res.body.error.item).toEqual({ kind: 'tasks', name: 'x'.repeat(256) });
      expect(res.body.error.saved.map((s: { name: string }) => s.name)).toEqual(['Health', 'Run', 'Stretch', 'Sleep early', 'Buy shoes']);
    }
    expect(await names(u.accessToken, '/habits')).toEqual(['Run', 'Sleep early', 'Stretch']);
    expect(await names(u.accessToken, '/tasks')).toEqual(['Buy shoes']);
    const habits = (await api.request('GET', '/habits', { token: u.accessToken })).body.items;
    expect(habits.every((h: { categoryIds: string[] }) => h.categoryIds.length === 1)).toBe(true);
  });

  it('skips names the account already holds, in any case, and reports them', async () => {
    const u = await signUp(api);
    await api.request('POST', '/goals', { token: u.accessToken, body: { name: 'Read 12 books', targetValue: 12 } });
    const res = await api.request('POST', '/ai/onboarding/accept', {
      token: u.accessToken,
      body: { step: 'goals', goals: [{ name: 'read 12 BOOKS', targetValue: 12 }, { name: 'Run 100 km', targetValue: 100, unit: 'km', durationDays: 60 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([{ kind: 'goals', name: 'read 12 BOOKS' }]);
    expect(res.body.created.map((c: { name: string }) => c.name)).toEqual(['Run 100 km']);
    const goals = (await api.request('GET', '/goals', { token: u.accessToken })).body.items;
    const run = goals.find((g: { name: string }) => g.name === 'Run 100 km');
    expect(run).toMatchObject({ unit: 'km', targetValue: 100 });
    expect(goals).toHaveLength(2);
  });
});

describe('accepting the routine step', () => {
  it('creates missing items, the routine with its times and its schedule — once, however often it is retried', async () => {
    const u = await signUp(api);
    await api.request('POST', '/habits', { token: u.accessToken, body: { name: 'Run' } });
    const body = {
      step: 'routine',
      routine: {
        name: 'Weekdays',
        weekdays: ['segunda', 'Tuesday', 'WEDNESDAY'],
        sections: [
          { name: 'Morning', startTime: '06:00', endTime: '09:00', items: [{ name: 'run', kind: 'habit', startTime: '06:30', endTime: '07:00' }, { name: 'Plan the day', kind: 'task' }] },
        ],
      },
    };
    for (let i = 0; i < 3; i++) {
      const res = await api.request('POST', '/ai/onboarding/accept', { token: u.accessToken, body });
      expect(res.status).toBe(200);
    }
    expect(await names(u.accessToken, '/habits')).toEqual(['Run']);
    expect(await names(u.accessToken, '/tasks')).toEqual(['Plan the day']);
    const routines = (await api.request('GET', '/routines', { token: u.accessToken })).body.items;
    expect(routines.map((r: { name: string }) => r.name)).toEqual(['Weekdays']);
    const schedules = (await api.request('GET', '/schedules', { token: u.accessToken })).body.items;
    expect(schedules).toHaveLength(1);
    expect(schedules[0].days).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY']);
  });
});

describe('accepting under concurrency (O4)', () => {
  it('three parallel accepts of the same three habits make exactly three', async () => {
    const u = await signUp(api);
    const body = { step: 'habits-tasks', habits: [{ name: 'Read' }, { name: 'Stretch' }, { name: 'Journal' }], tasks: [] };
    const results = await Promise.all([0, 1, 2].map(() => api.request('POST', '/ai/onboarding/accept', { token: u.accessToken, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const habits = await api.request('GET', '/habits', { token: u.accessToken });
    expect(habits.body.items.map((h: { name: string }) => h.name).sort()).toEqual(['Journal', 'Read', 'Stretch']);
    // Between them the three answers created each habit once and skipped it twice.
    expect(results.flatMap((r) => r.body.created).length).toBe(3);
    expect(results.flatMap((r) => r.body.skipped).length).toBe(6);
  });
});
