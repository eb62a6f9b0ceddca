import { describe, expect, it } from 'vitest';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi } from '../../support/http';
import { client, paths, type Client } from './helpers';

const clock = fixedClock(new Date('2026-03-10T12:00:00Z'));
const api = testApi(testDeps({}, { clock }));

const goal = (u: Client, body: Record<string, unknown>) => u.ok('POST', '/goals', { targetValue: 10, ...body });

describe('goals: create and edit', () => {
  it('creates from name + targetValue with sensible defaults', async () => {
    const u = await client(api);
    expect(await u.ok('POST', '/goals', { name: 'Read books', targetValue: 12 })).toEqual({
      id: expect.stringMatching(/^gol_/),
      name: 'Read books',
      icon: null,
      description: '',
      motivation: '',
      targetValue: 12,
      currentValue: 0,
      unit: 'times',
      status: 'NOT_STARTED',
      term: 'SHORT',
      startDate: '2026-03-10',
      endDate: null,
      categoryIds: [],
      parentId: null,
      archivedAt: null,
      completedAt: null,
      xpAwarded: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('stores a goal created as COMPLETED as IN_PROGRESS, with no XP', async () => {
    const u = await client(api);
    expect(await goal(u, { name: 'Sneaky', status: 'COMPLETED' })).toMatchObject({ status: 'IN_PROGRESS', xpAwarded: 0 });
  });

  it('requires name and targetValue, and lists every failed field', async () => {
    const u = await client(api);
    const missing = await u.call('POST', '/goals', {});
    expect(missing.body.error.fields).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'targetValue', message: 'Required' },
    ]);
    const bad = await u.call('POST', '/goals', {
      name: '',
      targetValue: 0,
      startDate: '2026-03-20',
      endDate: '2026-03-01',
      term: 'FOREVER',
      unit: 'x'.repeat(40),
    });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(new Set(['name', 'targetValue', 'endDate', 'term', 'unit']));
    const badDate = await u.call('POST', '/goals', { name: 'x', targetValue: 1, endDate: '2026-02-30' });
    expect(paths(badDate)).toEqual(new Set(['endDate']));
    // No start date given: the end is compared with today.
    const beforeToday = await u.call('POST', '/goals', { name: 'x', targetValue: 1, endDate: '2026-03-01' });
    expect(paths(beforeToday)).toEqual(new Set(['endDate']));
  });

  it('patches partially; endDate null clears; dates stay in order', async () => {
    const u = await client(api);
    const g = await goal(u, { name: 'Run 100 km', unit: 'km', startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(await u.ok('PATCH', `/goals/${g.id}`, { motivation: 'Health', term: 'MEDIUM' })).toMatchObject({
      name: 'Run 100 km',
      unit: 'km',
      motivation: 'Health',
      term: 'MEDIUM',
      endDate: '2026-03-31',
    });
    const reversed = await u.call('PATCH', `/goals/${g.id}`, { startDate: '2026-04-15' });
    expect(reversed.status).toBe(400);
    expect(paths(reversed)).toEqual(new Set(['startDate']));
    expect(await u.ok('PATCH', `/goals/${g.id}`, { endDate: null })).toMatchObject({ endDate: null });
    expect(await u.ok('PATCH', `/goals/${g.id}`, { startDate: '2026-04-15' })).toMatchObject({ startDate: '2026-04-15' });
  });

  it('will not change the status of a completed goal through edit', async () => {
    const u = await client(api);
    const g = await goal(u, { name: 'Done deal' });
    await u.ok('POST', `/goals/${g.id}/complete`);
    const res = await u.call('PATCH', `/goals/${g.id}`, { status: 'IN_PROGRESS' });
    expect(res.status).toBe(409);
    expect(await u.ok('GET', `/goals/${g.id}`)).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('goals: progress', () => {
  it('increase starts the goal (and a NOT_STARTED parent); decrease floors at 0', async () => {
    const u = await client(api);
    const parent = await goal(u, { name: 'Parent' });
    const child = await goal(u, { name: 'Child', parentId: parent.id });
    expect(await u.ok('POST', `/goals/${child.id}/increase`)).toMatchObject({ currentValue: 1, status: 'IN_PROGRESS' });
    expect(await u.ok('GET', `/goals/${parent.id}`)).toMatchObject({ status: 'IN_PROGRESS', currentValue: 0 });
    expect(await u.ok('POST', `/goals/${child.id}/increase`, { value: 0.2 })).toMatchObject({ currentValue: 1.2 });
    expect(await u.ok('POST', `/goals/${child.id}/increase`, { value: 0.1 })).toMatchObject({ currentValue: 1.3 });
    expect(await u.ok('POST', `/goals/${child.id}/decrease`, { value: 5 })).toMatchObject({ currentValue: 0, status: 'IN_PROGRESS' });
    const bad = await u.call('POST', `/goals/${child.id}/increase`, { value: -1 });
    expect(paths(bad)).toEqual(new Set(['value']));
  });

  it('changes nothing on a COMPLETED goal', async () => {
    const u = await client(api);
    const g = await goal(u, { name: 'Finished', currentValue: 4 });
    const done = await u.ok('POST', `/goals/${g.id}/complete`);
    expect(await u.ok('POST', `/goals/${g.id}/increase`)).toEqual(done);
    expect(await u.ok('POST', `/goals/${g.id}/decrease`)).toEqual(done);
  });
});
