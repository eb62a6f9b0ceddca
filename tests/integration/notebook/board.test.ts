import { describe, expect, it } from 'vitest';
import { getUserXp } from '../../../core/xp/payout';
import { testApi } from '../../support/http';
import { page, student, type Student } from './helpers';

const api = testApi();

async function boardWith(s: Student, titles: string[]) {
  const p = await page(s, `Roadmap ${Math.random()}`);
  const nodes = [];
  for (const title of titles) nodes.push(await s.ok('POST', `/notebook/pages/${p.id}/board/nodes`, { kind: 'SECTION', title }));
  return { p, nodes, base: `/notebook/pages/${p.id}/board` };
}

describe('a page board (roadmap)', () => {
  it('new nodes take the next grid cell, three per row; a removed node leaves its cell to the next one', async () => {
    const s = await student(api);
    const { nodes, base } = await boardWith(s, ['a', 'b', 'c', 'd']);
    expect(nodes.map((n) => n.cell)).toEqual([{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }, { row: 1, col: 0 }]);
    expect(nodes[0]).toMatchObject({ kind: 'SECTION', title: 'a', status: 'TO_STUDY' });
    await s.ok('DELETE', `${base}/nodes/${nodes[1].id}`);
    const e = await s.ok('POST', `${base}/nodes`, { kind: 'SECTION', title: 'e' });
    expect(e.cell).toEqual({ row: 0, col: 1 });
    const board = await s.ok('GET', base);
    expect(board.nodes.map((n: { title: string }) => n.title)).toEqual(['a', 'e', 'c', 'd']);
  });

  it('concurrent additions to one board all land, each in its own cell', async () => {
    const s = await student(api);
    const { base } = await boardWith(s, []);
    const added = await Promise.all(Array.from({ length: 9 }, (_, i) => s.ok('POST', `${base}/nodes`, { kind: 'SECTION', title: `n${i}` })));
    const board = await s.ok('GET', base);
    expect(board.nodes).toHaveLength(9);
    expect(new Set(board.nodes.map((n: { cell: { row: number; col: number } }) => `${n.cell.row},${n.cell.col}`)).size).toBe(9);
    expect(new Set(added.map((n) => n.id))).toEqual(new Set(board.nodes.map((n: { id: string }) => n.id)));
  });

  it('edges: self-loop 400, duplicate 409, cycle 409 — the roadmap stays a DAG', async () => {
    const s = await student(api);
    const { nodes: [a, b, c], base } = await boardWith(s, ['a', 'b', 'c']);
    const ab = await s.ok('POST', `${base}/edges`, { from: a.id, to: b.id });
    expect(ab).toEqual({ id: expect.stringMatching(/^nbe_/), from: a.id, to: b.id });
    await s.ok('POST', `${base}/edges`, { from: 'b', to: 'c' }); // nodes by exact title too
    const self = await s.call('POST', `${base}/edges`, { from: a.id, to: a.id });
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual([{ path: 'to', message: expect.any(String) }]);
    const dup = await s.call('POST', `${base}/edges`, { from: a.id, to: b.id });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    const cycle = await s.call('POST', `${base}/edges`, { from: c.id, to: a.id });
    expect(cycle.status).toBe(409);
    expect(cycle.body.error.message).toMatch(/loop/);
    // The reverse of an edge is a two-node cycle too.
    expect((await s.call('POST', `${base}/edges`, { from: b.id, to: a.id })).status).toBe(409);
    expect((await s.ok('GET', base)).edges).toHaveLength(2);
    await s.ok('DELETE', `${base}/edges/${ab.id}`);
    expect((await s.call('DELETE', `${base}/edges/${ab.id}`)).status).toBe(404);
    expect((await s.ok('POST', `${base}/edges`, { from: c.id, to: a.id })).from).toBe(c.id);
  });

  it('removing a node removes its edges', async () => {
    const s = await student(api);
    const { nodes: [a, b, c], base } = await boardWith(s, ['a', 'b', 'c']);
    await s.ok('POST', `${base}/edges`, { from: a.id, to: b.id });
    await s.ok('POST', `${base}/edges`, { from: b.id, to: c.id });
    const ac = await s.ok('POST', `${base}/edges`, { from: a.id, to: c.id });
    await s.ok('DELETE', `${base}/nodes/${b.id}`);
    expect(await s.ok('GET', base)).toMatchObject({ nodes: [{ id: a.id }, { id: c.id }], edges: [ac] });
  });

  it('reorder takes a permutation of the nodes, else 400; the nodes are laid out again in that order', async () => {
    const s = await student(api);
    const { nodes: [a, b, c, d], base } = await boardWith(s, ['a', 'b', 'c', 'd']);
    for (const nodeIds of [[a.id, b.id, c.id], [a.id, b.id, c.id, c.id], [a.id, b.id, c.id, d.id, 'nbn_nope'], [d.id, c.id, b.id, 'nope']]) {
      const res = await s.call('PUT', `${base}/order`, { nodeIds });
      expect(res.status, JSON.stringify(nodeIds)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const board = await s.ok('PUT', `${base}/order`, { nodeIds: [d.id, c.id, b.id, a.id] });
    expect(board.nodes.map((n: { id: string; cell: unknown }) => [n.id, n.cell])).toEqual([
      [d.id, { row: 0, col: 0 }],
      [c.id, { row: 0, col: 1 }],
      [b.id, { row: 0, col: 2 }],
      [a.id, { row: 1, col: 0 }],
    ]);
  });

  it('PAGE nodes: a page appears once per board and never on its own board; they show the page’s title', async () => {
    const s = await student(api);
    const home = await page(s, 'Home');
    const other = await page(s, 'Calculus');
    const base = `/notebook/pages/${home.id}/board`;
    const own = await s.call('POST', `${base}/nodes`, { kind: 'PAGE', pageId: home.id });
    expect(own.status).toBe(400);
    expect(own.body.error.fields).toEqual([{ path: 'pageId', message: expect.stringMatching(/own board/) }]);
    const node = await s.ok('POST', `${base}/nodes`, { kind: 'PAGE', pageId: 'Calculus' });
    expect(node).toMatchObject({ kind: 'PAGE', pageId: other.id, title: 'Calculus' });
    const again = await s.call('POST', `${base}/nodes`, { kind: 'PAGE', pageId: other.id });
    expect(again.status).toBe(409);
    await s.ok('PATCH', `/notebook/pages/${other.id}`, { title: 'Calculus I' });
    expect((await s.ok('GET', base)).nodes[0].title).toBe('Calculus I');
    expect((await s.call('PATCH', `${base}/nodes/${node.id}`, { title: 'Renamed' })).status).toBe(400);
    const missing = await s.call('POST', `${base}/nodes`, { kind: 'SECTION' });
    expect(missing.body.error.fields).toEqual([{ path: 'title', message: expect.any(String) }]);
    expect((await s.call('POST', `${base}/nodes`, { kind: 'PAGE' })).body.error.fields).toEqual([{ path: 'pageId', message: expect.any(String) }]);
  });
});

describe('page status: rolled up from the board unless set by hand', () => {
  it('any started → STUDYING, all DONE → DONE; a manual status wins until PATCH status: null', async () => {
    const s = await student(api);
    const { p, nodes: [a, b], base } = await boardWith(s, ['a', 'b']);
    const status = async () => (await s.ok('GET', `/notebook/pages/${p.id}`)).status;
    expect(await status()).toBe('TO_STUDY');
    expect((await s.ok('PATCH', `${base}/nodes/${a.id}`, { status: 'STUDYING' })).pageStatus).toBe('STUDYING');
    expect(await status()).toBe('STUDYING');
    await s.ok('PATCH', `${base}/nodes/${a.id}`, { status: 'DONE' });
    expect(await status()).toBe('STUDYING');
    const manual = await s.ok('PATCH', `/notebook/pages/${p.id}`, { status: 'TO_STUDY' });
    expect(manual).toMatchObject({ status: 'TO_STUDY', statusSource: 'MANUAL' });
    await s.ok('PATCH', `${base}/nodes/${b.id}`, { status: 'DONE' });
    expect(await status()).toBe('TO_STUDY');
    const back = await s.ok('PATCH', `/notebook/pages/${p.id}`, { status: null });
    expect(back).toMatchObject({ status: 'DONE', statusSource: 'BOARD' });
    expect((await s.ok('GET', '/notebook/topics')).items[0].status).toBe('DONE');
    // A new node un-finishes the board.
    await s.ok('POST', `${base}/nodes`, { kind: 'SECTION', title: 'c' });
    expect(await status()).toBe('STUDYING');
  });

  it('a page first reaching DONE pays 15 XP once — by hand or by its board — never again', async () => {
    const s = await student(api);
    const { p, nodes: [a], base } = await boardWith(s, ['a']);
    const xp = async () => (await getUserXp(s.ctx)).xp;
    const done = await s.ok('PATCH', `${base}/nodes/${a.id}`, { status: 'DONE' });
    expect(done).toMatchObject({ pageStatus: 'DONE', xp: 15 });
    expect(await xp()).toBe(15);
    await s.ok('PATCH', `${base}/nodes/${a.id}`, { status: 'STUDYING' });
    expect((await s.ok('PATCH', `${base}/nodes/${a.id}`, { status: 'DONE' })).xp).toBe(0);
    await s.ok('PATCH', `/notebook/pages/${p.id}`, { status: 'TO_STUDY' });
    await s.ok('PATCH', `/notebook/pages/${p.id}`, { status: 'DONE' });
    expect(await xp()).toBe(15);

    const other = await page(s, 'By hand');
    await s.ok('PATCH', `/notebook/pages/${other.id}`, { status: 'DONE' });
    expect(await xp()).toBe(30);
  });

  it('concurrent changes that finish a page pay its 15 XP exactly once', async () => {
    const s = await student(api);
    const { p, nodes, base } = await boardWith(s, ['a', 'b', 'c', 'd', 'e']);
    await Promise.all([
      ...nodes.map((n) => s.ok('PATCH', `${base}/nodes/${n.id}`, { status: 'DONE' })),
      s.ok('PATCH', `/notebook/pages/${p.id}`, { status: 'DONE' }),
    ]);
    expect((await getUserXp(s.ctx)).xp).toBe(15);
    expect((await s.ok('GET', base)).nodes.every((n: { status: string }) => n.status === 'DONE')).toBe(true);
  });
});
