import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, paths } from '../domain-core/helpers';

const api = testApi();

describe('single routine items', () => {
  it('adds and removes single items; a habit id where a group id belongs is refused naming the group id', async () => {
    const u = await client(api);
    const h = await u.ok('POST', '/habits', { name: 'Journal' });
    const t = await u.ok('POST', '/tasks', { name: 'Plan week' });
    const r = await u.ok('POST', '/routines', { name: 'R', sections: [{ name: 'Evening', startTime: '20:00', endTime: '22:00' }] });
    const added = await u.ok('POST', `/routines/${r.id}/items`, { habitId: h.id, section: 'Evening', startTime: '21:00', endTime: '21:20' });
    expect(added.added).toMatchObject({ groupId: expect.stringMatching(/^grp_/), id: h.id, name: 'Journal', startTime: '21:00' });
    const outside = await u.call('POST', `/routines/${r.id}/items`, { taskId: t.id, section: 'Evening', startTime: '19:00', endTime: '19:30' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields[0]).toMatchObject({ path: 'startTime', message: expect.stringContaining('20:00–22:00') });
    const noSection = await u.call('POST', `/routines/${r.id}/items`, { taskId: t.id });
    expect(noSection.status).toBe(400);
    expect(noSection.body.error.fields[0].message).toContain('"Evening"');
    const task = await u.ok('POST', `/routines/${r.id}/items`, { taskId: t.id, section: r.sections[0].id, position: 0 });
    expect(task.sections[0].items.map((i: any) => i.name)).toEqual(['Plan week', 'Journal']);

    const wrong = await u.call('DELETE', `/routines/${r.id}/items/${h.id}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain(added.added.groupId);
    expect(wrong.body.error.groupIds).toEqual([added.added.groupId]);
    expect((await u.call('DELETE', `/routines/${r.id}/items/grp_01XXXXXXXXXXXXXXXXXXXXXXXX`)).status).toBe(404);
    await u.ok('DELETE', `/routines/${r.id}/items/${added.added.groupId}`, undefined, 200);
    await u.ok('DELETE', `/habits/${h.id}`);
  });
});

describe('LIST routines', () => {
  it('are a flat ordered list without times; the type cannot change', async () => {
    const u = await client(api);
    const h = await u.ok('POST', '/habits', { name: 'Tidy' });
    const t = await u.ok('POST', '/tasks', { name: 'Laundry' });
    const r = await u.ok('POST', '/routines', { type: 'LIST', name: 'Weekend', items: [{ type: 'task', id: t.id }, { type: 'habit', id: h.id }] });
    expect(r).toMatchObject({ type: 'LIST', items: [{ name: 'Laundry', startTime: null }, { name: 'Tidy' }] });
    expect(r.sections).toBeUndefined();
    const timed = await u.call('POST', `/routines/${r.id}/items`, { habitId: h.id, section: 'x', startTime: '07:00' });
    expect(timed.status).toBe(400);
    expect(paths(timed)).toEqual(new Set(['section', 'startTime']));
    const kept = r.items[1].groupId;
    const replaced = await u.ok('PUT', `/routines/${r.id}`, { name: 'Weekend', items: [{ type: 'habit', id: h.id }] });
    expect(replaced.items.map((i: any) => i.groupId)).toEqual([kept]);
    const daily = await u.call('PATCH', `/routines/${r.id}`, { ops: [{ op: 'addSection', name: 'S', startTime: '07:00', endTime: '08:00' }] });
    expect(daily.status).toBe(400);
    expect(daily.body.error.message).toMatch(/LIST routine/);
  });
});
