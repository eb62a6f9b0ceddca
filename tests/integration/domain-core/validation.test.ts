/** Every refusal lists EVERY failed field (A4: the model fixes its call in one go). */
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, paths, type Client } from './helpers';

const api = testApi();
const long = (n: number) => 'x'.repeat(n);

let u: Client;
const ids: Record<'category' | 'habit' | 'task' | 'goal', string> = { category: '', habit: '', task: '', goal: '' };

beforeAll(async () => {
  u = await client(api);
  ids.category = (await u.ok('POST', '/categories', { name: 'Valid' })).id;
  ids.habit = (await u.ok('POST', '/habits', { name: 'Valid' })).id;
  ids.task = (await u.ok('POST', '/tasks', { name: 'Valid' })).id;
  ids.goal = (await u.ok('POST', '/goals', { name: 'Valid', targetValue: 1 })).id;
});

const cases: [string, string, () => string, unknown, string[]][] = [
  ['create category', 'POST', () => '/categories', { name: 'x', description: long(257), icon: '', experience: 'GURU' }, ['name', 'description', 'icon', 'experience']],
  ['edit category', 'PATCH', () => `/categories/${ids.category}`, { name: 5, description: long(300) }, ['name', 'description']],
  ['create habit', 'POST', () => '/habits', { name: long(300), importance: 9, categoryIds: 'cat_1' }, ['name', 'importance', 'categoryIds']],
  [
    'edit habit',
    'PATCH',
    () => `/habits/${ids.habit}`,
    { difficulty: 2.5, motivationalPhrase: long(257), categoryIds: [long(65)] },
    ['difficulty', 'motivationalPhrase', 'categoryIds.0'],
  ],
  [
    'create task',
    'POST',
    () => '/tasks',
    { name: 'a', importance: 0, difficulty: 6, oneTimeTask: 'no', categoryIds: [1] },
    ['name', 'importance', 'difficulty', 'oneTimeTask', 'categoryIds.0'],
  ],
  ['edit task', 'PATCH', () => `/tasks/${ids.task}`, { name: long(256), description: long(257) }, ['name', 'description']],
  [
    'create goal',
    'POST',
    () => '/goals',
    { targetValue: -1, currentValue: -2, startDate: '2026-13-01', parentId: 7, status: 'DONE' },
    ['name', 'targetValue', 'currentValue', 'startDate', 'parentId', 'status'],
  ],
  [
    'edit goal',
    'PATCH',
    () => `/goals/${ids.goal}`,
    { status: 'COMPLETED', startDate: '2026-05-10', endDate: '2026-05-01', unit: '' },
    ['status', 'endDate', 'unit'],
  ],
  ['complete goal', 'POST', () => `/goals/${ids.goal}/complete`, { completed: 'yes' }, ['completed']],
  ['increase goal', 'POST', () => `/goals/${ids.goal}/increase`, { value: 0 }, ['value']],
  ['decrease goal', 'POST', () => `/goals/${ids.goal}/decrease`, { value: 'lots' }, ['value']],
  ['move goal', 'POST', () => `/goals/${ids.goal}/move`, { parentId: 5 }, ['parentId']],
  ['list goals', 'GET', () => '/goals?archived=maybe&limit=500&cursor=zzz', undefined, ['archived', 'limit', 'cursor']],
  ['list habits', 'GET', () => '/habits?limit=abc', undefined, ['limit']],
  ['a body that is not an object', 'POST', () => '/tasks', [1, 2], ['']],
];

describe('validation', () => {
  it.each(cases)('%s: 400 listing every field', async (_label, method, path, body, expected) => {
    const res = await u.call(method, path(), body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(paths(res)).toEqual(new Set(expected));
    for (const f of res.body.error.fields) expect(f.message).toEqual(expect.any(String));
  });

  it('changed nothing while refusing', async () => {
    expect(await u.ok('GET', `/goals/${ids.goal}`)).toMatchObject({ name: 'Valid', status: 'NOT_STARTED', currentValue: 0 });
    expect((await u.ok('GET', '/tasks')).items).toHaveLength(1);
  });
});
