/**
 * The hourly day close over a table of its own (it visits every user of the zones it finds):
 * zones by local hour, snapshots at midnight, outcome rows from 02:00, 7-day backfill,
 * idempotent reruns, frozen names and the mood level, and never a Scan.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../core/context';
import { Snapshots } from '../../../core/dayclose/entity';
import { runDayClose } from '../../../core/dayclose/run';
import { ensureTable } from '../../../core/db/table';
import { editHabit } from '../../../core/habit/edit';
import { putMood } from '../../../core/mood/service';
import { checkItem, getToday } from '../../../core/today/service';
import { getTask } from '../../../core/task/service';
import { listRoutines } from '../../../core/routine/service';
import { fixedClock, testDeps } from '../../support/deps';
import { testApi, type TestApi } from '../../support/http';
import { client, partition, type Client } from '../domain-core/helpers';
import { freshTable } from '../../support/chain';
import { ALL_DAYS } from './helpers';

const clock = fixedClock(new Date('2026-11-29T12:00:00Z'));
let api: TestApi;
const sent: string[] = [];

beforeAll(async () => {
  const table = await freshTable();
  const deps = testDeps({ TABLE_NAME: table }, { clock: clock as Clock });
  await ensureTable(deps.db.client, table);
  // Record every DynamoDB command the day close sends (it must never Scan).
  const doc = deps.db.doc;
  const send = doc.send.bind(doc) as (...a: unknown[]) => Promise<unknown>;
  const spy = new Proxy(doc, { get: (t, p, r) => (p === 'send' ? (c: { constructor: { name: string } }, ...rest: unknown[]) => (sent.push(c.constructor.name), send(c, ...rest)) : Reflect.get(t, p, r)) });
  api = testApi({ ...deps, db: { ...deps.db, doc: spy } });
});

/** A user (created at the clock's now) with one habit and one one-time task, scheduled daily. */
async function user(zone?: string): Promise<{ u: Client; habit: string; task: string; groups: string[] }> {
  const u = await client(api);
  if (zone) await u.ok('PATCH', '/me/configuration', { timeZone: zone });
  const habit = (await u.ok('POST', '/habits', { name: 'Read' })).id;
  const task = (await u.ok('POST', '/tasks', { name: 'Renew passport', oneTimeTask: true })).id;
  const r = await u.ok('POST', '/routines', {
    name: 'Day',
    sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
  });
  await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
  return { u, habit, task, groups: r.sections[0].items.map((i: any) => i.groupId) };
}

const snapshot = (c: Client, day: string) => Snapshots(api.deps.db).get({ userId: c.id, day }).go().then((r) => r.data);
const outcomeRows = async (c: Client) => (await partition(api, c.id)).filter((i) => String(i.sk).startsWith('OUT#'));

describe('the day close', () => {
  it('visits zones by local hour: snapshot at midnight, outcomes from 02:00, idempotent, no Scan', async () => {
    clock.set(new Date('2026-11-29T12:00:00Z'));
    const utc = await user();
    const ny = await user('America/New_York');
    await checkItem(utc.u.ctx, { groupId: utc.groups[1]! }); // the one-time task
    await putMood(utc.u.ctx, { date: '2026-11-29', level: 4, journal: 'private words' });

    clock.set(new Date('2026-11-30T00:30:00Z')); // UTC 00:30, New York 19:30
    sent.length = 0;
    const first = await runDayClose(api.deps);
    expect(first).toMatchObject({ failures: 0 });
    expect(sent).not.toContain('ScanCommand');
    const snap = await snapshot(utc.u, '2026-11-29');
    expect(snap).toMatchObject({ routineName: 'Day', moodLevel: 4, outcomes: 'PENDING', weekday: 'SUNDAY' });
    expect(JSON.stringify(snap)).not.toContain('private words');
    expect(snap!.entries.map((e) => [e.name, e.status, e.xp, e.importance, e.difficulty])).toEqual([
      ['Read', 'OPEN', 0, 3, 3],
      ['Renew passport', 'CHECKED', 0, 3, 3], // a task without a category earns nothing
    ]);
    expect(await outcomeRows(utc.u)).toEqual([]);
    expect(await snapshot(ny.u, '2026-11-29')).toBeNull(); // not midnight there yet
    // The one-time task is removed once its day is frozen (with its name in the snapshot).
    await expect(getTask(utc.u.ctx, { id: utc.task })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listRoutines(utc.u.ctx, {})).items[0]!.sections![0]!.items.map((i) => i.name)).toEqual(['Read']);

    // Renaming afterwards changes nothing in the frozen day.
    await editHabit(utc.u.ctx, { id: utc.habit, name: 'Read more' });
    expect((await getToday(utc.u.ctx, { date: '2026-11-29' })).entries[0]).toMatchObject({ name: 'Read', status: 'open' });

    clock.set(new Date('2026-11-30T02:30:00Z'));
    await runDayClose(api.deps);
    expect(await snapshot(utc.u, '2026-11-29')).toMatchObject({ outcomes: 'WRITTEN' });
    const rows = await outcomeRows(utc.u);
    expect(rows.map((r) => [r.ownerType, r.outcome]).sort()).toEqual([['habit', 'MISSED'], ['routine', 'DONE'], ['user', 'DONE']]);

    // Twice: the same rows, nothing new.
    const before = await Promise.all([utc, ny].map((x) => partition(api, x.u.id)));
    const again = await runDayClose(api.deps);
    expect(again).toMatchObject({ snapshots: 0, outcomeRows: 0, failures: 0 });
    expect(await Promise.all([utc, ny].map((x) => partition(api, x.u.id)))).toEqual(before);

    clock.set(new Date('2026-11-30T05:30:00Z')); // New York 00:30
    await runDayClose(api.deps);
    expect(await snapshot(ny.u, '2026-11-29')).toMatchObject({ outcomes: 'PENDING' });
    expect(sent).not.toContain('ScanCommand');
  });

  it('backfills up to 7 missed days, none before the account existed', async () => {
    clock.set(new Date('2026-11-10T12:00:00Z'));
    const old = await user();
    clock.set(new Date('2026-11-27T12:00:00Z'));
    const young = await user();
    clock.set(new Date('2026-12-01T03:00:00Z'));
    await runDayClose(api.deps);
    const days = async (c: Client) => (await partition(api, c.id)).filter((i) => String(i.sk).startsWith('SNAP#')).map((i) => i.day);
    expect(await days(old.u)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(await days(young.u)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    // Every closed day got its outcome rows: each missed the habit.
    const rows = (await partition(api, old.u.id)).filter((i) => String(i.sk).startsWith(`OUT#user#`));
    expect(rows.map((r) => r.outcome)).toEqual(Array(7).fill('MISSED'));
  });
});
