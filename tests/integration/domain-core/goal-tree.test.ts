import { describe, expect, it } from 'vitest';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi } from '../../support/http';
import { client, type Client } from './helpers';

const clock = fixedClock(new Date('2026-03-10T12:00:00Z'));
const api = testApi(testDeps({}, { clock }));

const goal = (u: Client, body: Record<string, unknown>) => u.ok('POST', '/goals', { targetValue: 10, ...body });

describe('goals: the tree', () => {
  it('nests at most 3 levels, on create and on move', async () => {
    const u = await client(api);
    const l1 = await goal(u, { name: 'L1' });
    const l2 = await goal(u, { name: 'L2', parentId: l1.id });
    const l3 = await goal(u, { name: 'L3', parentId: l2.id });
    const tooDeep = await u.call('POST', '/goals', { name: 'L4', targetValue: 1, parentId: l3.id });
    expect(tooDeep.status).toBe(409);
    expect(tooDeep.body.error.code).toBe('CONFLICT');

    const other = await goal(u, { name: 'Other' });
    const otherChild = await goal(u, { name: 'Other child', parentId: other.id });
    // Other (height 2) under L2 (depth 2) would reach level 4.
    expect((await u.call('POST', `/goals/${other.id}/move`, { parentId: l2.id })).status).toBe(409);
    expect(await u.ok('POST', `/goals/${other.id}/move`, { parentId: l1.id })).toMatchObject({ parentId: l1.id });
    expect(await u.ok('GET', `/goals/${otherChild.id}`)).toMatchObject({ parentId: other.id });
  });

  it('refuses cycles: under itself or a descendant', async () => {
    const u = await client(api);
    const a = await goal(u, { name: 'A' });
    const b = await goal(u, { name: 'B', parentId: a.id });
    const c = await goal(u, { name: 'C', parentId: b.id });
    for (const target of [a.id, b.id, c.id]) {
      const res = await u.call('POST', `/goals/${a.id}/move`, { parentId: target });
      expect(res.status, target).toBe(409);
      expect(res.body.error.code).toBe('CONFLICT');
    }
    expect(await u.ok('POST', `/goals/${c.id}/move`, { parentId: null })).toMatchObject({ parentId: null });
    expect(await u.ok('POST', `/goals/${c.id}/move`, {}, 400)).toBeTruthy(); // parentId is required (null for root)
  });

  it('lets only one of two crossing concurrent moves commit (no cycle)', async () => {
    const u = await client(api);
    const a = await goal(u, { name: 'A' });
    const b = await goal(u, { name: 'B' });
    const [ab, ba] = await Promise.all([
      u.call('POST', `/goals/${a.id}/move`, { parentId: b.id }),
      u.call('POST', `/goals/${b.id}/move`, { parentId: a.id }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 409]);
    const [ga, gb] = [await u.ok('GET', `/goals/${a.id}`), await u.ok('GET', `/goals/${b.id}`)];
    expect(ga.parentId === b.id && gb.parentId === a.id).toBe(false);
  });

  it('refuses children under an archived goal', async () => {
    const u = await client(api);
    const p = await goal(u, { name: 'Archived parent' });
    const loose = await goal(u, { name: 'Loose' });
    await u.ok('POST', `/goals/${p.id}/archive`);
    expect((await u.call('POST', '/goals', { name: 'Kid', targetValue: 1, parentId: p.id })).status).toBe(409);
    expect((await u.call('POST', `/goals/${loose.id}/move`, { parentId: p.id })).status).toBe(409);
  });

  it('makes the children of a deleted goal top-level, grandchildren staying put', async () => {
    const u = await client(api);
    const root = await goal(u, { name: 'Root' });
    const kid1 = await goal(u, { name: 'Kid 1', parentId: root.id });
    const kid2 = await goal(u, { name: 'Kid 2', parentId: root.id });
    const grandkid = await goal(u, { name: 'Grandkid', parentId: kid1.id });
    await u.ok('DELETE', `/goals/${root.id}`);
    expect((await u.call('GET', `/goals/${root.id}`)).status).toBe(404);
    expect(await u.ok('GET', `/goals/${kid1.id}`)).toMatchObject({ parentId: null });
    expect(await u.ok('GET', `/goals/${kid2.id}`)).toMatchObject({ parentId: null });
    expect(await u.ok('GET', `/goals/${grandkid.id}`)).toMatchObject({ parentId: kid1.id });
  });
});

describe('goals: archive and restore', () => {
  it('stamps one instant on the subtree and restores only rows with that instant', async () => {
    const u = await client(api);
    const root = await goal(u, { name: 'Root' });
    const kid = await goal(u, { name: 'Kid', parentId: root.id });
    const early = await goal(u, { name: 'Archived early', parentId: root.id });
    const grandkid = await goal(u, { name: 'Grandkid', parentId: kid.id });

    const earlyAt = (await u.ok('POST', `/goals/${early.id}/archive`)).archivedAt;
    clock.advance(60_000);
    const archived = await u.ok('POST', `/goals/${root.id}/archive`);
    expect(archived.archivedAt).not.toBe(earlyAt);
    for (const g of [kid, grandkid]) expect(await u.ok('GET', `/goals/${g.id}`)).toMatchObject({ archivedAt: archived.archivedAt });
    expect(await u.ok('GET', `/goals/${early.id}`)).toMatchObject({ archivedAt: earlyAt });
    expect(await u.ok('POST', `/goals/${root.id}/archive`)).toEqual(archived); // already archived: no change

    expect((await u.call('POST', `/goals/${kid.id}/restore`)).status).toBe(409); // its parent is archived
    expect(await u.ok('POST', `/goals/${root.id}/restore`)).toMatchObject({ archivedAt: null });
    for (const g of [kid, grandkid]) expect(await u.ok('GET', `/goals/${g.id}`)).toMatchObject({ archivedAt: null });
    expect(await u.ok('GET', `/goals/${early.id}`)).toMatchObject({ archivedAt: earlyAt });
  });

  it('lists active goals by default, archived on request', async () => {
    const u = await client(api);
    const active = await goal(u, { name: 'Active' });
    const old = await goal(u, { name: 'Old' });
    await u.ok('POST', `/goals/${old.id}/archive`);
    const ids = async (q: string) => (await u.ok('GET', `/goals${q}`)).items.map((g: { id: string }) => g.id);
    expect(await ids('')).toEqual([active.id]);
    expect(await ids('?archived=include')).toEqual([active.id, old.id]);
    expect(await ids('?archived=only')).toEqual([old.id]);
    expect(await ids('?archived=only&limit=1')).toEqual([old.id]);
  });
});
