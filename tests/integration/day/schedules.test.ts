import { describe, expect, it } from 'vitest';
import { client, paths } from '../domain-core/helpers';
import { clockedApi } from './helpers';

const { api } = clockedApi(); // Sunday

describe('schedules', () => {
  it('take weekdays in any case, English or Portuguese, and keep one routine per weekday', async () => {
    const u = await client(api);
    const a = await u.ok('POST', '/routines', { name: 'Weekdays', sections: [] });
    const b = await u.ok('POST', '/routines', { type: 'LIST', name: 'Weekend', items: [] });
    const sa = await u.ok('POST', '/schedules', { routineId: a.id, days: ['Segunda-feira', 'TERÇA', 'wednesday', 'quinta', 'Friday', 'domingo'] });
    expect(sa).toMatchObject({ id: expect.stringMatching(/^sch_/), routineId: a.id, routineName: 'Weekdays', movedFrom: [] });
    expect(sa.days).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SUNDAY']);
    expect((await u.ok('GET', '/today')).routine).toMatchObject({ id: a.id });

    // Sunday moves to "Weekend"; the answer says what moved, and today follows.
    const sb = await u.ok('POST', '/schedules', { routineId: b.id, days: ['sábado', 'Sunday'] });
    expect(sb.movedFrom).toEqual([{ routineId: a.id, routineName: 'Weekdays', days: ['SUNDAY'] }]);
    expect((await u.ok('GET', '/today')).routine).toMatchObject({ id: b.id, type: 'LIST' });
    expect((await u.ok('GET', '/schedules')).items.map((s: any) => [s.routineName, s.days.length])).toEqual([['Weekdays', 5], ['Weekend', 2]]);
    expect((await u.ok('GET', `/routines/${a.id}`)).scheduledOn).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);

    const again = await u.call('POST', '/schedules', { routineId: a.id, days: ['monday'] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(sa.id);

    // Taking every day of a schedule removes it.
    const all = await u.ok('PATCH', `/schedules/${sb.id}`, { days: ['MONDAY', 'tuesday', 'quarta', 'thu', 'sexta', 'sat', 'sun'] }, 200);
    expect(all.movedFrom).toEqual([{ routineId: a.id, routineName: 'Weekdays', days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] }]);
    expect((await u.ok('GET', '/schedules')).items.map((s: any) => s.id)).toEqual([sb.id]);
    await u.ok('DELETE', `/schedules/${sb.id}`);
    expect((await u.ok('GET', '/today')).routine).toBeNull();
  });

  it('refuse unknown weekdays and unknown routines', async () => {
    const u = await client(api);
    const r = await u.ok('POST', '/routines', { name: 'R', sections: [] });
    const bad = await u.call('POST', '/schedules', { routineId: r.id, days: ['monday', 'blursday'] });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(new Set(['days.1']));
    expect(bad.body.error.fields[0].message).toMatch(/segunda…domingo/);
    expect((await u.call('POST', '/schedules', { routineId: 'rtn_01XXXXXXXXXXXXXXXXXXXXXXXX', days: ['monday'] })).status).toBe(404);
    expect((await u.call('PATCH', '/schedules/sch_01XXXXXXXXXXXXXXXXXXXXXXXX', { days: ['monday'] })).status).toBe(404);
  });
});
