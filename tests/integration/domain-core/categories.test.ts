import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, paths } from './helpers';

const api = testApi();

describe('categories', () => {
  it('creates from a name alone with sensible defaults', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: '  Health ' });
    expect(cat).toEqual({
      id: expect.stringMatching(/^cat_[0-9A-Z]{26}$/),
      name: 'Health',
      description: '',
      icon: null,
      experience: 'BEGINNER',
      xp: 0,
      level: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toEqual(cat);
  });

  it.each([
    ['BEGINNER', 0, 0],
    ['INTERMEDIARY', 1250, 5],
    ['ADVANCED', 3200, 8],
  ])('starts a %s category with its experience head start (%i XP, level %i)', async (experience, xp, level) => {
    const u = await client(api);
    expect(await u.ok('POST', '/categories', { name: 'Music', experience })).toMatchObject({ experience, xp, level });
  });

  it('keeps names unique per person, ignoring case', async () => {
    const u = await client(api);
    const other = await client(api);
    const health = await u.ok('POST', '/categories', { name: 'Health' });
    const dup = await u.call('POST', '/categories', { name: 'HEALTH' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'CONFLICT', existing: { id: health.id } });
    expect(paths(dup)).toEqual(new Set(['name']));
    await other.ok('POST', '/categories', { name: 'health' }); // another person's names are theirs

    const work = await u.ok('POST', '/categories', { name: 'Work' });
    expect((await u.call('PATCH', `/categories/${work.id}`, { name: 'health' })).status).toBe(409);
    expect(await u.ok('PATCH', `/categories/${health.id}`, { name: 'HEALTH' })).toMatchObject({ name: 'HEALTH' });
    await u.ok('PATCH', `/categories/${health.id}`, { name: 'Body' });
    // The old name is free again once renamed away.
    await u.ok('PATCH', `/categories/${work.id}`, { name: 'Health' });
  });

  it('lets exactly one of several concurrent same-name creates win', async () => {
    const u = await client(api);
    const results = await Promise.all(Array.from({ length: 5 }, () => u.call('POST', '/categories', { name: 'Focus' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await u.ok('GET', '/categories')).items).toHaveLength(1);
  });

  it('patches only the fields given; icon null removes the icon; xp is not editable', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Study', icon: '📚', description: 'Books', experience: 'ADVANCED' });
    const edited = await u.ok('PATCH', `/categories/${cat.id}`, { description: 'Courses', xp: 99999 });
    expect(edited).toMatchObject({ name: 'Study', icon: '📚', description: 'Courses', xp: 3200 });
    expect(await u.ok('PATCH', `/categories/${cat.id}`, { icon: null })).toMatchObject({ icon: null, description: 'Courses' });
    expect(await u.ok('GET', `/categories/${cat.id}`)).toMatchObject({ icon: null, description: 'Courses', xp: 3200 });
  });

  it('refuses to delete a category still in use, naming what uses it', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Fitness' });
    const habit = await u.ok('POST', '/habits', { name: 'Run', categoryIds: [cat.id] });
    const task = await u.ok('POST', '/tasks', { name: 'Buy shoes', categoryIds: [cat.id] });
    const goal = await u.ok('POST', '/goals', { name: 'Marathon', targetValue: 42, categoryIds: [cat.id] });

    const refused = await u.call('DELETE', `/categories/${cat.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.message).toMatch(/habit "Run".*task "Buy shoes".*goal "Marathon"/);
    expect(refused.body.error.usedBy).toEqual([
      { type: 'habit', id: habit.id, name: 'Run' },
      { type: 'task', id: task.id, name: 'Buy shoes' },
      { type: 'goal', id: goal.id, name: 'Marathon' },
    ]);

    await u.ok('PATCH', `/habits/${habit.id}`, { categoryIds: [] });
    await u.ok('DELETE', `/tasks/${task.id}`);
    expect((await u.call('DELETE', `/categories/${cat.id}`)).status).toBe(409); // the goal still uses it
    await u.ok('DELETE', `/goals/${goal.id}`);
    await u.ok('DELETE', `/categories/${cat.id}`);
    expect((await u.call('GET', `/categories/${cat.id}`)).status).toBe(404);
    await u.ok('POST', '/categories', { name: 'fitness' }); // its name is free again
  });

  it('lists in creation order, page by page', async () => {
    const u = await client(api);
    const made = [];
    for (const name of ['A1', 'B2', 'C3', 'D4', 'E5']) made.push((await u.ok('POST', '/categories', { name })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await u.ok(
        'GET',
        `/categories?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(made);
    expect(await u.ok('GET', '/categories')).toEqual({ items: expect.any(Array), nextCursor: null });
  });

  it('refuses a bad cursor or limit as validation errors', async () => {
    const u = await client(api);
    const res = await u.call('GET', '/categories?limit=0&cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(new Set(['cursor', 'limit']));
  });
});
