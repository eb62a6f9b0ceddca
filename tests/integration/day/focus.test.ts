import { describe, expect, it } from 'vitest';
import { partition } from '../domain-core/helpers';
import { clockedApi, planned } from './helpers';

const { api } = clockedApi();
const microRows = async (userId: string) => (await partition(api, userId)).filter((i) => String(i.sk).startsWith('MT#'));

describe('Focus Mode micro-tasks', () => {
  it('hang off an entry id: add is idempotent by name, tick toggles, reorder keeps unmentioned ones last', async () => {
    const p = await planned(api);
    const [g1] = p.groups as [string];
    const path = `/focus/entries/${g1}/micro-tasks`;
    const outline = await p.u.ok('POST', path, { name: 'Outline' });
    expect(outline).toMatchObject({ id: expect.stringMatching(/^mtk_/), name: 'Outline', done: false, pinned: false, created: true, entryId: g1 });
    expect(await p.u.ok('POST', path, { name: '  outline ' }, 200)).toMatchObject({ id: outline.id, created: false });
    const draft = await p.u.ok('POST', path, { name: 'Draft' });
    const edit = await p.u.ok('POST', path, { name: 'Edit' });
    expect((await p.u.ok('GET', path)).items.map((m: any) => m.name)).toEqual(['Outline', 'Draft', 'Edit']);

    expect(await p.u.ok('POST', `/focus/micro-tasks/${draft.id}/toggle`, {}, 200)).toMatchObject({ done: true, doneAt: expect.any(String) });
    expect(await p.u.ok('POST', `/focus/micro-tasks/${draft.id}/toggle`, { done: false }, 200)).toMatchObject({ done: false, doneAt: null });

    const reordered = await p.u.ok('PUT', `${path}/order`, { ids: [edit.id, 'mtk_01UNKNOWNUNKNOWNUNKNOWN00', outline.id] }, 200);
    expect(reordered.items.map((m: any) => m.name)).toEqual(['Edit', 'Outline', 'Draft']);
    expect((await p.u.ok('GET', path)).items.map((m: any) => m.name)).toEqual(['Edit', 'Outline', 'Draft']);
  });

  it('pinning belongs to the NAME: listing any entry materialises pinned names (the read writes, once); deleting a pinned one stops keeping it', async () => {
    const p = await planned(api);
    const [g1, g2] = p.groups as [string, string];
    const water = await p.u.ok('POST', `/focus/entries/${g1}/micro-tasks`, { name: 'Drink water' });
    expect(await p.u.ok('POST', `/focus/micro-tasks/${water.id}/pin`, {}, 200)).toMatchObject({ pinned: true });

    const before = (await microRows(p.u.id)).length;
    const listed = await p.u.ok('GET', `/focus/entries/${g2}/micro-tasks`);
    expect(listed).toMatchObject({ entryId: g2, entryName: 'Run', items: [{ name: 'Drink water', pinned: true, done: false }] });
    expect(listed.items[0].id).not.toBe(water.id);
    expect((await microRows(p.u.id)).length).toBe(before + 1);
    await p.u.ok('GET', `/focus/entries/${g2}/micro-tasks`);
    expect((await microRows(p.u.id)).length).toBe(before + 1); // idempotent

    // Deleting the pinned row on g2 unpins the name everywhere; g1's row stays, unpinned.
    expect(await p.u.ok('DELETE', `/focus/micro-tasks/${listed.items[0].id}`, undefined, 200)).toEqual({ deleted: true, unpinned: true });
    expect((await p.u.ok('GET', `/focus/entries/${g1}/micro-tasks`)).items).toMatchObject([{ id: water.id, pinned: false }]);
    expect((await p.u.ok('GET', `/focus/entries/${g2}/micro-tasks`)).items).toEqual([]);
  });

  it('refuses an unknown entry id and a habit id (naming its group id), never defaulting', async () => {
    const p = await planned(api);
    const unknown = await p.u.call('POST', '/focus/entries/grp_01XXXXXXXXXXXXXXXXXXXXXXXX/micro-tasks', { name: 'Step' });
    expect(unknown.status).toBe(404);
    const habit = await p.u.call('POST', `/focus/entries/${p.habits[0]!.id}/micro-tasks`, { name: 'Step' });
    expect(habit.status).toBe(400);
    expect(habit.body.error).toMatchObject({ fields: [{ path: 'entryId' }], groupIds: [p.groups[0]] });
    expect(await microRows(p.u.id)).toEqual([]);
  });

  it('the day view is read-only and shows each entry with its micro-tasks', async () => {
    const p = await planned(api);
    const [g1] = p.groups as [string];
    const a = await p.u.ok('POST', `/focus/entries/${g1}/micro-tasks`, { name: 'Warm up' });
    await p.u.ok('POST', `/focus/micro-tasks/${a.id}/pin`, {}, 200);
    const rows = (await microRows(p.u.id)).length;
    const day = await p.u.ok('GET', '/focus/day');
    expect(day).toMatchObject({ date: '2026-11-29', routine: { name: 'Day' } });
    expect(day.entries.map((e: any) => [e.name, e.microTasks.map((m: any) => m.name)])).toEqual([['Read', ['Warm up']], ['Run', []]]);
    expect((await microRows(p.u.id)).length).toBe(rows); // nothing materialised by the day view
    expect((await p.u.call('GET', '/focus/day?date=2026-12-25')).status).toBe(400);
  });
});
