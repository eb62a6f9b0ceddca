import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { client, paths } from '../domain-core/helpers';

const api = testApi();

describe('DAILY routines', () => {
  it('creates sections with windows and entries whose group ids differ from the habit ids', async () => {
    const u = await client(api);
    const read = await u.ok('POST', '/habits', { name: 'Read' });
    const call = await u.ok('POST', '/tasks', { name: 'Call mum' });
    const r = await u.ok('POST', '/routines', {
      name: 'Weekdays',
      sections: [
        { name: 'Morning', startTime: '7:00', endTime: '09:00', items: [{ type: 'habit', id: read.id, startTime: '07:00', endTime: '07:30' }] },
        { name: 'Night', startTime: '22:00', endTime: '06:00', items: [{ type: 'task', id: call.id, startTime: '23:30', endTime: '00:15' }] },
      ],
    });
    expect(r).toMatchObject({ id: expect.stringMatching(/^rtn_/), type: 'DAILY', xp: 0, level: 0, scheduledOn: [] });
    const [morning, night] = r.sections;
    expect(morning).toMatchObject({ id: expect.stringMatching(/^sec_/), name: 'Morning', startTime: '07:00', endTime: '09:00' });
    expect(morning.items[0]).toEqual({ groupId: expect.stringMatching(/^grp_/), type: 'habit', id: read.id, name: 'Read', startTime: '07:00', endTime: '07:30' });
    expect(night.items[0]).toMatchObject({ type: 'task', id: call.id, name: 'Call mum', startTime: '23:30', endTime: '00:15' });
    expect((await u.ok('GET', `/routines/${r.id}`)).sections).toEqual(r.sections);
    expect((await u.ok('GET', '/routines')).items.map((x: { id: string }) => x.id)).toEqual([r.id]);
    // The habit now sits in a routine: it cannot be deleted.
    expect(await u.ok('GET', `/habits/${read.id}`)).toMatchObject({ inRoutine: true });
    expect((await u.call('DELETE', `/habits/${read.id}`)).status).toBe(409);
  });

  it('defaults item times to the window and refuses times outside it (±5 min), naming the window', async () => {
    const u = await client(api);
    const h = await u.ok('POST', '/habits', { name: 'Stretch' });
    const ok = await u.ok('POST', '/routines', {
      name: 'R',
      sections: [{ name: 'Morning', startTime: '07:00', endTime: '09:00', items: [{ type: 'habit', id: h.id }, { type: 'habit', id: h.id, startTime: '06:55', endTime: '09:05' }] }],
    });
    expect(ok.sections[0].items.map((i: any) => [i.startTime, i.endTime])).toEqual([['07:00', '09:00'], ['06:55', '09:05']]);
    const bad = await u.call('POST', '/routines', {
      name: 'R',
      sections: [
        { name: 'Morning', startTime: '07:00', endTime: '09:00', items: [{ type: 'habit', id: h.id, startTime: '06:50', endTime: '07:30' }, { type: 'habit', id: h.id, startTime: '08:30', endTime: '08:00' }] },
        { name: 'Flat', startTime: '10:00', endTime: '10:00' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(new Set(['sections.0.items.0.startTime', 'sections.0.items.1.startTime', 'sections.1.endTime']));
    expect(JSON.stringify(bad.body)).toContain('07:00–09:00 (±5 min)');
    expect(JSON.stringify(bad.body)).toMatch(/ends \(08:00\) before it starts \(08:30\)/);
  });

  it("refuses items that are not the person's habits/tasks, all at once", async () => {
    const u = await client(api);
    const res = await u.call('POST', '/routines', {
      name: 'R',
      sections: [{ name: 'S', startTime: '07:00', endTime: '08:00', items: [{ type: 'habit', id: 'hab_nope' }, { type: 'task', id: 'grp_01ABC' }] }],
    });
    expect(res.status).toBe(404);
    expect(paths(res)).toEqual(new Set(['sections.0.items.0.id', 'sections.0.items.1.id']));
    expect(res.body.error.message).toMatch(/that is a routine group id/);
  });

  it('targeted edits: rename, add/edit/move/remove section, move an item, all or nothing', async () => {
    const u = await client(api);
    const a = await u.ok('POST', '/habits', { name: 'Aa' });
    const b = await u.ok('POST', '/habits', { name: 'Bb' });
    const r = await u.ok('POST', '/routines', {
      name: 'R',
      sections: [{ name: 'Morning', startTime: '07:00', endTime: '09:00', items: [{ type: 'habit', id: a.id, startTime: '07:00', endTime: '07:15' }, { type: 'habit', id: b.id }] }],
    });
    const [ga, gb] = r.sections[0].items.map((i: any) => i.groupId);
    const patched = await u.ok('PATCH', `/routines/${r.id}`, {
      ops: [
        { op: 'rename', name: 'Better R' },
        { op: 'addSection', name: 'Evening', startTime: '20:00', endTime: '22:00', position: 0 },
        { op: 'moveItem', groupId: ga, section: 'evening' },
        { op: 'editSection', section: 'Morning', name: 'Early', startTime: '06:30' },
        { op: 'moveSection', section: 'Early', position: 0 },
      ],
    });
    expect(patched.name).toBe('Better R');
    expect(patched.sections.map((s: any) => [s.name, s.startTime, s.endTime, s.items.map((i: any) => i.groupId)])).toEqual([
      ['Early', '06:30', '09:00', [gb]],
      ['Evening', '20:00', '22:00', [ga]],
    ]);
    // Moved without times into a window its old times miss: it takes the new window.
    expect(patched.sections[1].items[0]).toMatchObject({ startTime: '20:00', endTime: '22:00' });

    // A window change that would strand an entry is refused, and nothing of the batch lands.
    const strand = await u.call('PATCH', `/routines/${r.id}`, { ops: [{ op: 'rename', name: 'X' }, { op: 'editSection', section: 'Evening', startTime: '21:00', endTime: '21:30' }] });
    expect(strand.status).toBe(400);
    expect(paths(strand)).toEqual(new Set(['ops.1.startTime']));
    expect(strand.body.error.message).toMatch(/would no longer hold its entries/);
    expect((await u.ok('GET', `/routines/${r.id}`)).name).toBe('Better R');

    const removed = await u.ok('PATCH', `/routines/${r.id}`, { ops: [{ op: 'removeSection', section: 'Evening' }] });
    expect(removed.sections.map((s: any) => s.name)).toEqual(['Early']);
    await u.ok('DELETE', `/routines/${r.id}/items/${gb}`, undefined, 200);
    await u.ok('DELETE', `/habits/${a.id}`); // released by removeSection
    await u.ok('DELETE', `/habits/${b.id}`); // released by removing its entry
  });

  it('full replace keeps group ids for items resent (with or without their id) and moves reference counts', async () => {
    const u = await client(api);
    const a = await u.ok('POST', '/habits', { name: 'Aa' });
    const b = await u.ok('POST', '/habits', { name: 'Bb' });
    const c = await u.ok('POST', '/habits', { name: 'Cc' });
    const r = await u.ok('POST', '/routines', {
      name: 'R',
      icon: '🌅',
      sections: [{ name: 'Morning', startTime: '07:00', endTime: '09:00', items: [{ type: 'habit', id: a.id }, { type: 'habit', id: b.id }] }],
    });
    const [ga, gb] = r.sections[0].items.map((i: any) => i.groupId);
    const replaced = await u.ok('PUT', `/routines/${r.id}`, {
      name: 'R2',
      sections: [
        { name: 'Morning', startTime: '06:00', endTime: '09:00', items: [{ type: 'habit', id: b.id, groupId: gb }, { type: 'habit', id: c.id }] },
        { name: 'Later', startTime: '10:00', endTime: '11:00', items: [{ type: 'habit', id: a.id }] },
      ],
    });
    expect(replaced).toMatchObject({ name: 'R2', icon: null });
    expect(replaced.sections[0].id).toBe(r.sections[0].id);
    expect(replaced.sections[0].items[0].groupId).toBe(gb);
    expect(replaced.sections[1].items[0].groupId).toBe(ga);
    expect(replaced.sections[0].items[1].groupId).not.toMatch(new RegExp(`${ga}|${gb}`));
    await u.ok('PUT', `/routines/${r.id}`, { name: 'R3', sections: [] });
    for (const h of [a, b, c]) await u.ok('DELETE', `/habits/${h.id}`);
  });

  it('deleting a routine removes its schedule and releases its habits', async () => {
    const u = await client(api);
    const h = await u.ok('POST', '/habits', { name: 'Hh' });
    const r = await u.ok('POST', '/routines', { name: 'R', sections: [{ name: 'S', startTime: '07:00', endTime: '08:00', items: [{ type: 'habit', id: h.id }] }] });
    await u.ok('POST', '/schedules', { routineId: r.id, days: ['monday'] });
    await u.ok('DELETE', `/routines/${r.id}`);
    expect((await u.ok('GET', '/schedules')).items).toEqual([]);
    expect((await u.call('GET', `/routines/${r.id}`)).status).toBe(404);
    await u.ok('DELETE', `/habits/${h.id}`);
  });
});
