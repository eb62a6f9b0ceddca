import { describe, expect, it } from 'vitest';
import { moodLevelOn } from '../../../core/mood/service';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp, testApi } from '../../support/http';

// 2026-11-29 at 23:30 UTC: still the 29th in UTC, already the 30th in Kiritimati (UTC+14).
const clock = fixedClock(new Date('2026-11-29T23:30:00Z'));
const api = testApi(testDeps({}, { clock }));
const TODAY = '2026-11-29';
const paths = (res: { body: { error: { fields: { path: string }[] } } }) => res.body.error.fields.map((f) => f.path).sort();

describe('mood (D7)', () => {
  it('PUT replaces the day: a missing or blank journal clears it; createdAt survives', async () => {
    const u = await signUp(api);
    const first = await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 4, journal: 'A long walk by the river.' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ date: TODAY, level: 4, journal: 'A long walk by the river.', hasText: true });
    const replaced = await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 2 } });
    expect(replaced.body).toMatchObject({ date: TODAY, level: 2, journal: null, hasText: false, createdAt: first.body.createdAt });
    await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 3, journal: '   \n\t ' } });
    expect((await api.request('GET', `/mood/${TODAY}`, { token: u.accessToken })).body).toMatchObject({ level: 3, journal: null, hasText: false });
  });

  it('PATCH sets the level and keeps the journal; it creates a day with no entry yet', async () => {
    const u = await signUp(api);
    await api.request('PUT', '/mood/2026-11-20', { token: u.accessToken, body: { level: 1, journal: 'Rough day.' } });
    const patched = await api.request('PATCH', '/mood/2026-11-20', { token: u.accessToken, body: { level: 5 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ date: '2026-11-20', level: 5, journal: 'Rough day.', hasText: true });
    const fresh = await api.request('PATCH', '/mood/2026-11-21', { token: u.accessToken, body: { level: 3 } });
    expect(fresh.body).toMatchObject({ date: '2026-11-21', level: 3, journal: null });
    const withJournal = await api.request('PATCH', '/mood/2026-11-20', { token: u.accessToken, body: { level: 2, journal: 'x' } });
    expect(withJournal.status).toBe(400);
    expect((await api.request('GET', '/mood/2026-11-20', { token: u.accessToken })).body).toMatchObject({ level: 5, journal: 'Rough day.' });
  });

  it('DELETE removes the day; a day without an entry is NOT_FOUND', async () => {
    const u = await signUp(api);
    await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 4 } });
    expect((await api.request('DELETE', `/mood/${TODAY}`, { token: u.accessToken })).status).toBe(204);
    expect((await api.request('GET', `/mood/${TODAY}`, { token: u.accessToken })).body.error.code).toBe('NOT_FOUND');
    expect((await api.request('DELETE', `/mood/${TODAY}`, { token: u.accessToken })).status).toBe(404);
  });

  it("refuses future days, relative to the person's own time zone", async () => {
    const u = await signUp(api);
    const tomorrow = await api.request('PUT', '/mood/2026-11-30', { token: u.accessToken, body: { level: 3 } });
    expect(tomorrow.status).toBe(400);
    expect(paths(tomorrow)).toEqual(['date']);
    expect((await api.request('PATCH', '/mood/2026-11-30', { token: u.accessToken, body: { level: 3 } })).status).toBe(400);
    await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { timeZone: 'Pacific/Kiritimati' } });
    expect((await api.request('PUT', '/mood/2026-11-30', { token: u.accessToken, body: { level: 3 } })).status).toBe(200);
  });

  it('lists every failed field', async () => {
    const u = await signUp(api);
    const res = await api.request('PUT', '/mood/2026-02-30', { token: u.accessToken, body: { level: 6, journal: 'x'.repeat(4001) } });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(['date', 'journal', 'level']);
    const fraction = await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 2.5 } });
    expect(paths(fraction)).toEqual(['level']);
    expect((await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 0 } })).status).toBe(400);
    expect((await api.request('PUT', `/mood/${TODAY}`, { token: u.accessToken, body: { level: 1, journal: 'x'.repeat(4000) } })).status).toBe(200);
  });

  it('GET /mood lists the last 7 days by default, oldest first, journal included for the person', async () => {
    const u = await signUp(api);
    for (const [date, level] of [['2026-11-22', 1], ['2026-11-23', 2], ['2026-11-27', 4], [TODAY, 5]] as const) {
      await api.request('PUT', `/mood/${date}`, { token: u.accessToken, body: { level, journal: `note ${date}` } });
    }
    const res = await api.request('GET', '/mood', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-11-23', to: TODAY });
    expect(res.body.items.map((d: { date: string; level: number }) => [d.date, d.level])).toEqual([['2026-11-23', 2], ['2026-11-27', 4], [TODAY, 5]]);
    expect(res.body.items[0].journal).toBe('note 2026-11-23');
    const range = await api.request('GET', '/mood?from=2026-11-22&to=2026-11-23', { token: u.accessToken });
    expect(range.body.items.map((d: { date: string }) => d.date)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('refuses ranges beyond 92 days, reversed, in the future or malformed, listing the fields', async () => {
    const u = await signUp(api);
    const get = (q: string) => api.request('GET', `/mood?${q}`, { token: u.accessToken });
    expect((await get('from=2026-08-30&to=2026-11-29')).status).toBe(200); // exactly 92 days
    const long = await get('from=2026-08-29&to=2026-11-29');
    expect(long.status).toBe(400);
    expect(paths(long)).toEqual(['from', 'to']);
    expect(paths(await get('from=2026-11-20&to=2026-11-10'))).toEqual(['from']);
    expect(paths(await get('to=2026-12-01'))).toEqual(['to']);
    expect(paths(await get('from=yesterday&to=2026-13-01'))).toEqual(['from', 'to']);
  });

  it('moodLevelOn gives the day-close the level or null', async () => {
    const u = await signUp(api);
    await api.request('PUT', '/mood/2026-11-25', { token: u.accessToken, body: { level: 2, journal: 'private' } });
    const ctx = { deps: api.deps, actor: { userId: u.id } };
    expect(await moodLevelOn(ctx, '2026-11-25')).toBe(2);
    expect(await moodLevelOn(ctx, '2026-11-26')).toBeNull();
  });
});
