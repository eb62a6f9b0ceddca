import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { usersInTimeZone } from '../../core/configuration/service';
import { zonesInUse } from '../../core/configuration/zones';
import { WIDGETS } from '../../core/configuration/schema';
import { ownerToday } from '../../core/configuration/today';
import { fixedClock, testDeps } from '../support/deps';
import { signUp, testApi } from '../support/http';

const api = testApi();

describe('user configuration (D9)', () => {
  it('every account starts with the defaults', async () => {
    const u = await signUp(api, 'Dora');
    const res = await api.request('GET', '/me/configuration', { token: u.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      displayName: 'Dora',
      theme: 'beYou',
      language: 'en',
      timeZone: 'UTC',
      timeZoneSource: 'DEFAULT',
      constanceMode: 'ANY',
      xpDecayStrategy: 'GRADUAL',
      tutorialCompleted: false,
      phrase: null,
    });
    expect(res.body.widgets.length).toBeGreaterThan(0);
  });

  it('patches only what is sent; the widget list is replaced whole; the name reaches the profile', async () => {
    const u = await signUp(api);
    const res = await api.request('PATCH', '/me/configuration', {
      token: u.accessToken,
      body: { theme: 'Late Latte', widgets: ['moodWeek', 'studyToday'], displayName: 'Renamed', tutorialCompleted: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ theme: 'Late Latte', widgets: ['moodWeek', 'studyToday'], language: 'en', tutorialCompleted: true });
    expect((await api.request('GET', '/me', { token: u.accessToken })).body.displayName).toBe('Renamed');
    const again = await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { language: 'pt' } });
    expect(again.body).toMatchObject({ theme: 'Late Latte', language: 'pt', widgets: ['moodWeek', 'studyToday'] });
  });

  it('refuses bad values listing every field, and unknown widgets with the valid ids', async () => {
    const u = await signUp(api);
    const res = await api.request('PATCH', '/me/configuration', {
      token: u.accessToken,
      body: { theme: 'Neon', timeZone: 'Mars/Olympus', widgets: ['constance', 'weather'], surprise: 1 },
    });
    expect(res.status).toBe(400);
    const paths = res.body.error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['theme', 'timeZone', 'widgets.1']));
    expect(res.body.error.fields.some((f: { message: string }) => f.message.includes('surprise'))).toBe(true);
    const widget = res.body.error.fields.find((f: { path: string }) => f.path === 'widgets.1');
    for (const id of WIDGETS) expect(widget.message).toContain(id);
    expect((await api.request('GET', '/me/configuration', { token: u.accessToken })).body.theme).toBe('beYou');
  });

  it("'today' follows the chosen time zone, and the day close can find the user by zone", async () => {
    const clock = fixedClock(new Date('2026-11-29T23:30:00Z'));
    const deps = testDeps({}, { clock });
    const timed = testApi(deps);
    const u = await signUp(timed);
    const ctx = { deps, actor: { userId: u.id } };
    expect(await ownerToday(ctx)).toBe('2026-11-29');
    await timed.request('PATCH', '/me/configuration', { token: u.accessToken, body: { timeZone: 'Asia/Tokyo' } });
    expect(await ownerToday(ctx)).toBe('2026-11-30');
    expect((await timed.request('GET', '/me/configuration', { token: u.accessToken })).body.timeZoneSource).toBe('EXPLICIT');
    expect(await zonesInUse(deps)).toContain('Asia/Tokyo');
    const found: string[] = [];
    for await (const page of usersInTimeZone(deps, 'Asia/Tokyo')) found.push(...page);
    expect(found).toContain(u.id);
  });

  it('stores every spelling of a zone as its canonical name, recorded once as its own item', async () => {
    const u = await signUp(api);
    for (const spelling of ['europe/lisbon', 'EUROPE/LISBON', ' Europe/Lisbon ']) {
      const res = await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { timeZone: spelling } });
      expect(res.body.timeZone).toBe('Europe/Lisbon');
    }
    expect((await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { timeZone: 'US/Eastern' } })).body.timeZone).toBe('America/New_York');
    const zones = await zonesInUse(api.deps);
    expect(zones).toContain('Europe/Lisbon');
    expect(zones.filter((z) => z.toLowerCase() === 'europe/lisbon')).toEqual(['Europe/Lisbon']);
    // One small item per zone; no shared set item that every write rewrites.
    const { db } = api.deps;
    const items = (await db.doc.send(new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'TIMEZONES' } }))).Items ?? [];
    expect(items.some((i) => i.sk === 'IN_USE')).toBe(false);
    expect(items.filter((i) => i.sk === 'ZONE#Europe/Lisbon')).toHaveLength(1);
    expect((await api.request('PATCH', '/me/configuration', { token: u.accessToken, body: { timeZone: 'Mars/Olympus' } })).status).toBe(400);
  });
});
