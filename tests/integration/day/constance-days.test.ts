import { describe, expect, it } from 'vitest';
import { closeUser } from '../../../core/dayclose/close-user';
import { signUp, STRONG_PASSWORD } from '../../support/http';
import { ALL_DAYS, clockedApi, planned } from './helpers';

const { api, clock } = clockedApi(); // Sunday 2026-11-29, 12:00 UTC

/** `GET /constance/days`: the account's day outcomes behind the dashboard's heatmap. */
describe('GET /constance/days', () => {
  it('lists every day of the weeks asked, the closed days as the day close wrote them and today so far', async () => {
    clock.set(new Date('2026-11-29T12:00:00Z'));
    const user = await signUp(api);
    let token = user.accessToken;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await api.request(method, path, { body, token });
      expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const ctx = { deps: api.deps, actor: { userId: user.id } };
    const habit = await ok('POST', '/habits', { name: 'Read' });
    const routine = await ok('POST', '/routines', { name: 'Day', sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit.id }] }] });
    await ok('POST', '/schedules', { routineId: routine.id, days: ALL_DAYS });
    const group = routine.sections[0].items[0].groupId;
    await ok('POST', `/today/${group}/check`, {});
    // Sunday closes DONE; Monday stays open and closes MISSED; Tuesday is today, still open.
    clock.set(new Date('2026-11-30T03:00:00Z'));
    await closeUser(ctx, 'UTC', clock.now());
    clock.set(new Date('2026-12-01T03:00:00Z'));
    await closeUser(ctx, 'UTC', clock.now());
    // Two days on, the first access token has expired: log in again.
    token = (await api.request('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).body.accessToken;

    const view = await ok('GET', '/constance/days?weeks=1');
    expect(view).toMatchObject({ from: '2026-11-25', to: '2026-12-01' });
    expect(view.days).toEqual([
      { date: '2026-11-25', outcome: null },
      { date: '2026-11-26', outcome: null },
      { date: '2026-11-27', outcome: null },
      { date: '2026-11-28', outcome: null },
      { date: '2026-11-29', outcome: 'DONE' },
      { date: '2026-11-30', outcome: 'MISSED' },
      { date: '2026-12-01', outcome: null },
    ]);
    // A check today makes today count at once (pending days are DONE or nothing).
    await ok('POST', `/today/${group}/check`, {});
    expect((await ok('GET', '/constance/days?weeks=1')).days.at(-1)).toEqual({ date: '2026-12-01', outcome: 'DONE' });
    expect((await ok('GET', '/constance/days')).days).toHaveLength(12 * 7);
    // Another person's heatmap over the same week shows none of these days.
    const other = await signUp(api);
    const theirs = await api.request('GET', '/constance/days?weeks=1', { token: other.accessToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.days.filter((d: { outcome: string | null }) => d.outcome !== null)).toEqual([]);
  });

  it('refuses a range outside 1–26 weeks in the envelope', async () => {
    const p = await planned(api, [{ name: 'Read' }]);
    for (const weeks of ['0', '27', 'x']) {
      const res = await p.u.call('GET', `/constance/days?weeks=${weeks}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
