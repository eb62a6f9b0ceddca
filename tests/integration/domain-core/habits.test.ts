import { describe, expect, it } from 'vitest';
import { habitRoutineRefItem } from '../../../core/habit/routine-refs';
import { transact } from '../../../core/util/tx';
import { testApi } from '../../support/http';
import { client, paths } from './helpers';

const api = testApi();

describe('habits', () => {
  it('creates from a name alone with sensible defaults', async () => {
    const u = await client(api);
    const habit = await u.ok('POST', '/habits', { name: 'Read 20 pages' });
    expect(habit).toEqual({
      id: expect.stringMatching(/^hab_/),
      name: 'Read 20 pages',
      description: '',
      motivationalPhrase: '',
      icon: null,
      importance: 3,
      difficulty: 3,
      categoryIds: [],
      xp: 0,
      level: 0,
      currentStreak: 0,
      bestStreak: 0,
      totalChecks: 0,
      firstCheckDate: null,
      lastCheckDate: null,
      inRoutine: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await u.ok('GET', `/habits/${habit.id}`)).toEqual(habit);
    expect((await u.ok('GET', '/habits')).items).toEqual([habit]);
  });

  it('takes every field on create and patches only the ones given', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Mind' });
    const habit = await u.ok('POST', '/habits', {
      name: 'Meditate',
      description: '10 minutes',
      motivationalPhrase: 'Calm first',
      icon: '🧘',
      importance: 5,
      difficulty: 2,
      categoryIds: [cat.id, cat.id],
    });
    expect(habit).toMatchObject({ importance: 5, difficulty: 2, icon: '🧘', categoryIds: [cat.id] });
    const edited = await u.ok('PATCH', `/habits/${habit.id}`, { difficulty: 4, icon: null, currentStreak: 99 });
    expect(edited).toMatchObject({ name: 'Meditate', description: '10 minutes', importance: 5, difficulty: 4, icon: null, currentStreak: 0 });
    expect(await u.ok('GET', `/habits/${habit.id}`)).toEqual(edited);
  });

  it("refuses category ids that are not the person's, naming the field", async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Body' });
    const res = await u.call('POST', '/habits', { name: 'Stretch', categoryIds: [cat.id, 'cat_nope'] });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(res.body.error.fields).toEqual([{ path: 'categoryIds.1', message: 'No category with id "cat_nope"' }]);
    expect((await u.ok('GET', '/habits')).items).toEqual([]);
    // Nothing half-linked: the existing category is still deletable.
    await u.ok('DELETE', `/categories/${cat.id}`);
  });

  it('moves category links with edits, so category deletion sees the truth', async () => {
    const u = await client(api);
    const a = await u.ok('POST', '/categories', { name: 'Alpha' });
    const b = await u.ok('POST', '/categories', { name: 'Beta' });
    const habit = await u.ok('POST', '/habits', { name: 'Walk', categoryIds: [a.id] });
    await u.ok('PATCH', `/habits/${habit.id}`, { categoryIds: [b.id] });
    await u.ok('DELETE', `/categories/${a.id}`);
    expect((await u.call('DELETE', `/categories/${b.id}`)).status).toBe(409);
    await u.ok('DELETE', `/habits/${habit.id}`);
    await u.ok('DELETE', `/categories/${b.id}`);
    expect((await u.call('GET', `/habits/${habit.id}`)).status).toBe(404);
  });

  it('refuses to delete a habit placed in a routine (through the routines port)', async () => {
    const u = await client(api);
    const habit = await u.ok('POST', '/habits', { name: 'Journal' });
    await transact(api.deps.db, [habitRoutineRefItem(u.ctx, habit.id, 1)]);
    expect(await u.ok('GET', `/habits/${habit.id}`)).toMatchObject({ inRoutine: true });
    const refused = await u.call('DELETE', `/habits/${habit.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Journal.*routine/);
    await transact(api.deps.db, [habitRoutineRefItem(u.ctx, habit.id, -1)]);
    await u.ok('DELETE', `/habits/${habit.id}`);
    // The port refuses to place a habit that does not exist (or is someone else's).
    await expect(transact(api.deps.db, [habitRoutineRefItem(u.ctx, habit.id, 1)])).rejects.toThrow();
  });

  it('lists every failed field at once', async () => {
    const u = await client(api);
    const res = await u.call('POST', '/habits', { name: 'x'.repeat(300), importance: 9, categoryIds: 'cat_1' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(paths(res)).toEqual(new Set(['name', 'importance', 'categoryIds']));
  });
});
