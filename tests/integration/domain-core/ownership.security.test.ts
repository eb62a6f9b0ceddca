/**
 * No route of categories, habits, tasks or goals reads or writes another person's data:
 * every route is walked with the OTHER user's ids and must answer 404 NOT_FOUND (never
 * revealing that the id exists), and the owner's partition must be byte-for-byte unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, partition, type Client } from './helpers';

const api = testApi();

interface Victim {
  category: string;
  habit: string;
  task: string;
  goal: string;
  child: string;
  archived: string;
  names: string[];
}

let owner: Client;
let intruder: Client;
let victim: Victim;
let mine: { habit: string; task: string; goal: string };

beforeAll(async () => {
  owner = await client(api);
  intruder = await client(api);
  const category = (await owner.ok('POST', '/categories', { name: 'Secret category' })).id;
  const habit = (await owner.ok('POST', '/habits', { name: 'Secret habit', categoryIds: [category] })).id;
  const task = (await owner.ok('POST', '/tasks', { name: 'Secret task', categoryIds: [category] })).id;
  const goal = (await owner.ok('POST', '/goals', { name: 'Secret goal', targetValue: 5, categoryIds: [category] })).id;
  const child = (await owner.ok('POST', '/goals', { name: 'Secret child', targetValue: 1, parentId: goal })).id;
  const archived = (await owner.ok('POST', '/goals', { name: 'Secret archived', targetValue: 1 })).id;
  await owner.ok('POST', `/goals/${archived}/archive`);
  await owner.ok('POST', `/goals/${goal}/complete`);
  victim = { category, habit, task, goal, child, archived, names: ['Secret category', 'Secret habit', 'Secret task', 'Secret goal'] };
  mine = {
    habit: (await intruder.ok('POST', '/habits', { name: 'Mine' })).id,
    task: (await intruder.ok('POST', '/tasks', { name: 'Mine' })).id,
    goal: (await intruder.ok('POST', '/goals', { name: 'Mine', targetValue: 1 })).id,
  };
});

/** [label, method, path, body]: paths and bodies are built once the users exist. */
type Route = [label: string, method: string, path: (v: Victim) => string, body?: (v: Victim) => unknown];

const byId: Route[] = (
  [
    ['categories', 'category'],
    ['habits', 'habit'],
    ['tasks', 'task'],
    ['goals', 'goal'],
  ] as const
).flatMap(([resource, key]): Route[] => [
  [`GET /${resource}/{theirs}`, 'GET', (v) => `/${resource}/${v[key]}`],
  [`PATCH /${resource}/{theirs}`, 'PATCH', (v) => `/${resource}/${v[key]}`, () => ({ name: 'Renamed' })],
  [`DELETE /${resource}/{theirs}`, 'DELETE', (v) => `/${resource}/${v[key]}`],
]);

const goalActions: Route[] = [
  ['complete (toggle)', 'POST', (v) => `/goals/${v.goal}/complete`],
  ['complete {completed:false}', 'POST', (v) => `/goals/${v.goal}/complete`, () => ({ completed: false })],
  ['increase', 'POST', (v) => `/goals/${v.child}/increase`, () => ({ value: 3 })],
  ['decrease', 'POST', (v) => `/goals/${v.child}/decrease`],
  ['archive', 'POST', (v) => `/goals/${v.goal}/archive`],
  ['restore', 'POST', (v) => `/goals/${v.archived}/restore`],
  ['move theirs to root', 'POST', (v) => `/goals/${v.child}/move`, () => ({ parentId: null })],
  ['move theirs under theirs', 'POST', (v) => `/goals/${v.goal}/move`, (v) => ({ parentId: v.archived })],
];

// The intruder's own requests carrying the owner's ids as references.
const references: Route[] = [
  ['create habit in their category', 'POST', () => '/habits', (v) => ({ name: 'Sneaky', categoryIds: [v.category] })],
  ['create task in their category', 'POST', () => '/tasks', (v) => ({ name: 'Sneaky', categoryIds: [v.category] })],
  ['create goal in their category', 'POST', () => '/goals', (v) => ({ name: 'Sneaky', targetValue: 1, categoryIds: [v.category] })],
  ['create goal under their goal', 'POST', () => '/goals', (v) => ({ name: 'Sneaky', targetValue: 1, parentId: v.goal })],
  ['edit own habit into their category', 'PATCH', () => `/habits/${mine.habit}`, (v) => ({ categoryIds: [v.category] })],
  ['edit own task into their category', 'PATCH', () => `/tasks/${mine.task}`, (v) => ({ categoryIds: [v.category] })],
  ['edit own goal into their category', 'PATCH', () => `/goals/${mine.goal}`, (v) => ({ categoryIds: [v.category] })],
  ['move own goal under theirs', 'POST', () => `/goals/${mine.goal}/move`, (v) => ({ parentId: v.goal })],
];

describe("another user's ids", () => {
  it.each([...byId, ...goalActions, ...references])(
    '%s → 404 NOT_FOUND, owner unchanged',
    async (_label, method, path, body) => {
      const before = await partition(api, owner.id);
      const res = await intruder.call(method, path(victim), body?.(victim));
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      for (const name of victim.names) expect(JSON.stringify(res.body)).not.toContain(name);
      expect(await partition(api, owner.id)).toEqual(before);
    },
  );

  it("lists show only the caller's items, even with the owner's cursor", async () => {
    const theirs = new Set([victim.category, victim.habit, victim.task, victim.goal, victim.child, victim.archived]);
    for (const resource of ['categories', 'habits', 'tasks', 'goals']) {
      const ownerPage = await owner.ok('GET', `/${resource}?limit=1&archived=include`);
      expect(ownerPage.items).toHaveLength(1);
      for (const query of ['?archived=include', `?archived=include&cursor=${ownerPage.nextCursor ?? ''}`]) {
        const page = await intruder.ok('GET', `/${resource}${query}`);
        for (const item of page.items) expect(theirs.has(item.id), `${resource}${query}`).toBe(false);
      }
    }
    expect((await intruder.ok('GET', '/goals')).items.map((g: { id: string }) => g.id)).toEqual([mine.goal]);
  });

  it("creating a category named like one of theirs works (names are per person) and reveals nothing", async () => {
    const before = await partition(api, owner.id);
    const res = await intruder.call('POST', '/categories', { name: 'SECRET CATEGORY' });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain(victim.category);
    expect(await partition(api, owner.id)).toEqual(before);
  });

  it('the table above covers every route these four domains register', () => {
    const registered = new Set(
      api.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/(categories|habits|tasks|goals)(\/|$)/.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`),
    );
    const walked = new Set([
      ...[...byId, ...goalActions, ...references].map(
        ([, method, path, body]) => `${method} ${path(victim).replace(/(cat|hab|tsk|gol)_[0-9A-Z]{26}/g, ':id')}`,
      ),
      ...['categories', 'habits', 'tasks', 'goals'].map((r) => `GET /${r}`), // the list test
      'POST /categories', // the same-name test
    ]);
    expect([...registered].filter((r) => !walked.has(r))).toEqual([]);
    expect(registered.size).toBeGreaterThanOrEqual(26);
  });

  it('the owner still sees everything intact', async () => {
    expect(await owner.ok('GET', `/goals/${victim.goal}`)).toMatchObject({ name: 'Secret goal', status: 'COMPLETED' });
    expect(await owner.ok('GET', `/goals/${victim.child}`)).toMatchObject({ parentId: victim.goal, currentValue: 0 });
    expect(await owner.ok('GET', `/goals/${victim.archived}`)).toMatchObject({ archivedAt: expect.any(String) });
    expect((await owner.call('DELETE', `/categories/${victim.category}`)).status).toBe(409); // still in use, by the owner only
  });
});
