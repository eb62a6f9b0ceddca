import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, paths } from './helpers';

const api = testApi();

describe('tasks', () => {
  it('creates from a name alone with sensible defaults', async () => {
    const u = await client(api);
    const task = await u.ok('POST', '/tasks', { name: 'Book the dentist' });
    expect(task).toEqual({
      id: expect.stringMatching(/^tsk_/),
      name: 'Book the dentist',
      description: '',
      icon: null,
      importance: 3,
      difficulty: 3,
      categoryIds: [],
      oneTimeTask: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await u.ok('GET', `/tasks/${task.id}`)).toEqual(task);
  });

  it('edits, lists and deletes', async () => {
    const u = await client(api);
    const cat = await u.ok('POST', '/categories', { name: 'Home' });
    const t1 = await u.ok('POST', '/tasks', { name: 'Fix the tap', oneTimeTask: true, categoryIds: [cat.id] });
    const t2 = await u.ok('POST', '/tasks', { name: 'Water plants', importance: 2 });
    const edited = await u.ok('PATCH', `/tasks/${t1.id}`, { oneTimeTask: false, difficulty: 5, categoryIds: [] });
    expect(edited).toMatchObject({ name: 'Fix the tap', oneTimeTask: false, difficulty: 5, categoryIds: [] });
    expect((await u.ok('GET', '/tasks')).items.map((t: { id: string }) => t.id)).toEqual([t1.id, t2.id]);
    await u.ok('DELETE', `/categories/${cat.id}`); // unlinked by the edit
    await u.ok('DELETE', `/tasks/${t1.id}`);
    expect((await u.call('DELETE', `/tasks/${t1.id}`)).status).toBe(404);
    expect((await u.ok('GET', '/tasks')).items.map((t: { id: string }) => t.id)).toEqual([t2.id]);
  });

  it('lists every failed field at once (name limit is 255 for tasks)', async () => {
    const u = await client(api);
    const created = await u.ok('POST', '/tasks', { name: 'ok name' });
    const res = await u.call('PATCH', `/tasks/${created.id}`, { name: 'x'.repeat(256), difficulty: 0, oneTimeTask: 'yes' });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(new Set(['name', 'difficulty', 'oneTimeTask']));
    expect(await u.ok('GET', `/tasks/${created.id}`)).toEqual(created);
  });
});
