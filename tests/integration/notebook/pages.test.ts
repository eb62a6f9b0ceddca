import { describe, expect, it } from 'vitest';
import { MAX_PAGE_DEPTH } from '../../../core/notebook/tree';
import { testApi } from '../../support/http';
import { partition } from '../domain-core/helpers';
import { page, student } from './helpers';

const api = testApi();

describe('the page tree (D11)', () => {
  it('a topic is a page without parent; a page knows its topic, children and blocks', async () => {
    const s = await student(api);
    const topic = await s.ok('POST', '/notebook/pages', { title: 'Biology' });
    expect(topic).toMatchObject({ title: 'Biology', parentId: null, topicId: topic.id, status: 'TO_STUDY', blocks: [], children: [], sources: [] });
    const cell = await page(s, 'The cell', topic.id);
    const organelles = await page(s, 'Organelles', 'The cell');
    const got = await s.ok('GET', `/notebook/pages/${cell.id}`);
    expect(got).toMatchObject({ id: cell.id, parentId: topic.id, topicId: topic.id, children: [{ id: organelles.id, title: 'Organelles', status: 'TO_STUDY' }] });
    expect((await s.ok('GET', `/notebook/pages/${organelles.id}`)).topicId).toBe(topic.id);
    const topics = await s.ok('GET', '/notebook/topics');
    expect(topics).toEqual({ items: [{ id: topic.id, title: 'Biology', status: 'TO_STUDY' }], nextCursor: null });
  });

  it('topics are paged like every other list', async () => {
    const s = await student(api);
    for (const t of ['A', 'B', 'C']) await page(s, t);
    const first = await s.ok('GET', '/notebook/topics?limit=2');
    expect(first.items.map((t: { title: string }) => t.title)).toEqual(['A', 'B']);
    const rest = await s.ok('GET', `/notebook/topics?limit=2&cursor=${first.nextCursor}`);
    expect(rest).toEqual({ items: [expect.objectContaining({ title: 'C' })], nextCursor: null });
    expect((await s.call('GET', '/notebook/topics?cursor=bm9wZQ')).status).toBe(400);
  });

  it(`nests at most ${MAX_PAGE_DEPTH} levels, and refuses a cycle on re-parenting`, async () => {
    const s = await student(api);
    const chain = [await page(s, 'L1')];
    for (let i = 2; i <= MAX_PAGE_DEPTH; i++) chain.push(await page(s, `L${i}`, chain.at(-1)!.id));
    const tooDeep = await s.call('POST', '/notebook/pages', { title: 'Too deep', parentId: chain.at(-1)!.id });
    expect(tooDeep.status).toBe(409);
    expect(tooDeep.body.error.code).toBe('CONFLICT');

    const cycle = await s.call('PATCH', `/notebook/pages/${chain[1]!.id}`, { parentId: chain[3]!.id });
    expect(cycle.status).toBe(409);
    expect(cycle.body.error.message).toMatch(/cycle/);
    const self = await s.call('PATCH', `/notebook/pages/${chain[1]!.id}`, { parentId: chain[1]!.id });
    expect(self.status).toBe(409);

    // A leaf may move anywhere that leaves room; a two-level subtree may not go under level 4.
    const other = await page(s, 'Other topic');
    const moved = await s.ok('PATCH', `/notebook/pages/${chain.at(-1)!.id}`, { parentId: other.id });
    expect(moved).toMatchObject({ parentId: other.id, topicId: other.id });
    let level4 = other;
    for (const t of ['O2', 'O3', 'O4']) level4 = await page(s, t, level4.id);
    const deep = await s.call('PATCH', `/notebook/pages/${chain[2]!.id}`, { parentId: level4.id });
    expect(deep.status).toBe(409);
    expect(deep.body.error.message).toMatch(/deeper than 5/);
    expect((await s.ok('PATCH', `/notebook/pages/${chain[3]!.id}`, { parentId: level4.id })).topicId).toBe(other.id);
    await s.ok('PATCH', `/notebook/pages/${chain[3]!.id}`, { parentId: chain[2]!.id });
    const toTopic = await s.ok('PATCH', `/notebook/pages/${chain[2]!.id}`, { parentId: null });
    expect(toTopic).toMatchObject({ parentId: null, topicId: chain[2]!.id });
    expect((await s.ok('GET', `/notebook/pages/${chain[3]!.id}`)).topicId).toBe(chain[2]!.id);
  });

  it('renames, and validates every field at once', async () => {
    const s = await student(api);
    const p = await page(s, 'Draft');
    expect((await s.ok('PATCH', `/notebook/pages/${p.id}`, { title: '  Final  ' })).title).toBe('Final');
    const bad = await s.call('PATCH', `/notebook/pages/${p.id}`, { title: '', status: 'FINISHED' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['status', 'title']);
    expect((await s.call('PATCH', `/notebook/pages/${p.id}`, {})).status).toBe(400);
    expect((await s.call('POST', '/notebook/pages', { title: 'x'.repeat(201) })).status).toBe(400);
  });

  it('DELETE removes the page with its whole subtree, their blocks, boards and cards', async () => {
    const s = await student(api);
    const topic = await page(s, 'Chemistry');
    const child = await page(s, 'Acids', topic.id);
    const grandchild = await page(s, 'pH', child.id);
    const keep = await page(s, 'Physics');
    await s.ok('POST', `/notebook/pages/${grandchild.id}/notes`, { text: 'pH = -log[H+]' });
    await s.ok('POST', `/notebook/pages/${child.id}/board/nodes`, { kind: 'SECTION', title: 'Strong acids' });
    const card = await s.ok('POST', `/notebook/pages/${grandchild.id}/cards`, { front: 'pH of water?', back: '7' });
    const keptCard = await s.ok('POST', `/notebook/pages/${keep.id}/cards`, { front: 'F = ?', back: 'ma' });
    // Physics's board shows the subtree's page: that node goes with it.
    const node = await s.ok('POST', `/notebook/pages/${keep.id}/board/nodes`, { kind: 'PAGE', pageId: 'Acids' });
    const section = await s.ok('POST', `/notebook/pages/${keep.id}/board/nodes`, { kind: 'SECTION', title: 'Forces' });
    await s.ok('POST', `/notebook/pages/${keep.id}/board/edges`, { from: node.id, to: section.id });

    await s.ok('DELETE', `/notebook/pages/${topic.id}`);
    for (const p of [topic, child, grandchild]) expect((await s.call('GET', `/notebook/pages/${p.id}`)).status).toBe(404);
    expect((await s.call('PATCH', `/notebook/cards/${card.id}`, { front: 'gone?' })).status).toBe(404);
    expect((await s.ok('GET', '/notebook/cards/due')).items.map((c: { id: string }) => c.id)).toEqual([keptCard.id]);
    const board = await s.ok('GET', `/notebook/pages/${keep.id}/board`);
    expect(board.nodes.map((n: { id: string }) => n.id)).toEqual([section.id]);
    expect(board.edges).toEqual([]);
    expect((await s.ok('GET', '/notebook/topics')).items.map((t: { title: string }) => t.title)).toEqual(['Physics']);
  });
});

describe('deleting while content is being added', () => {
  it('content added concurrently answers 201 or 404 (never an error) and nothing is left behind', async () => {
    const s = await student(api);
    const topic = await page(s, 'Busy');
    const child = await page(s, 'Busier', topic.id);
    const adds = Array.from({ length: 8 }, (_, i) => [
      s.call('POST', `/notebook/pages/${child.id}/cards`, { front: `q${i}`, back: 'a' }),
      s.call('POST', `/notebook/pages/${child.id}/notes`, { text: `note ${i}` }),
      s.call('POST', `/notebook/pages/${child.id}/board/nodes`, { kind: 'SECTION', title: `s${i}` }),
    ]).flat();
    const [deleted, ...added] = await Promise.all([s.call('DELETE', `/notebook/pages/${topic.id}`), ...adds]);
    expect(deleted.status).toBe(204);
    for (const r of added) expect([201, 404]).toContain(r.status);
    const left = (await partition(api, s.id)).filter((i) => String(i.__edb_e__).startsWith('notebook'));
    expect(left).toEqual([]);
  });
});

describe('naming a page by id or exact title (CONTRACT bodies)', () => {
  it('resolves an exact title, then any case; two matches → 409 AMBIGUOUS_NAME with each candidate and its topic', async () => {
    const s = await student(api);
    const bio = await page(s, 'Biology');
    const chem = await page(s, 'Chemistry');
    const a = await page(s, 'Introduction', bio.id);
    const b = await page(s, 'Introduction', chem.id);
    const solo = await page(s, 'Enzymes', bio.id);
    expect((await s.ok('GET', '/notebook/pages/resolve?title=Enzymes')).id).toBe(solo.id);
    expect((await s.ok('GET', '/notebook/pages/resolve?title=enzymes')).id).toBe(solo.id);
    const res = await s.call('GET', '/notebook/pages/resolve?title=Introduction');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('AMBIGUOUS_NAME');
    expect(res.body.error.candidates).toEqual([
      { id: a.id, title: 'Introduction', topic: { id: bio.id, title: 'Biology' } },
      { id: b.id, title: 'Introduction', topic: { id: chem.id, title: 'Chemistry' } },
    ]);
    // The same resolver everywhere a page is named, e.g. as a parent.
    expect((await s.call('POST', '/notebook/pages', { title: 'Under', parentId: 'Introduction' })).body.error.code).toBe('AMBIGUOUS_NAME');
  });

  it('an unknown title → 404 NOT_FOUND listing the topics', async () => {
    const s = await student(api);
    const bio = await page(s, 'Biology');
    await page(s, 'Cells', bio.id);
    const res = await s.call('GET', '/notebook/pages/resolve?title=Astronomy');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', topics: [{ id: bio.id, title: 'Biology' }] });
    expect((await s.call('GET', '/notebook/pages/resolve')).status).toBe(400);
  });

  it('malformed and oversized path ids are 400 or 404, never 500', async () => {
    const s = await student(api);
    for (const id of ['x'.repeat(1100), 'nbp_%00', '%F0%9F%92%A9', 'nbp_01JAAAAAAAAAAAAAAAAAAAAAAA']) {
      for (const [method, path] of [['GET', `/notebook/pages/${id}`], ['GET', `/notebook/pages/${id}/board`], ['POST', `/notebook/pages/${id}/cards/x`], ['PATCH', `/notebook/cards/${id}`], ['POST', `/notebook/cards/${id}/review`], ['DELETE', `/notebook/pages/${id}/blocks/${id}`]] as const) {
        const res = await s.call(method, path, { rating: 'GOOD', front: 'x' });
        expect([400, 404], `${method} ${path.slice(0, 60)} → ${res.status}`).toContain(res.status);
      }
    }
  });
});
