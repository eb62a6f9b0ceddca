/**
 * No routine, schedule, today or focus route reads or writes another person's data: every
 * route is walked with the OTHER user's ids (routine, group/entry, schedule, micro-task, and
 * habit/task ids as references) and must answer 404 NOT_FOUND without revealing a name, with
 * the owner's partition unchanged byte for byte.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { client, partition, type Client } from '../domain-core/helpers';
import { ALL_DAYS, clockedApi } from './helpers';

const { api } = clockedApi();

interface Victim {
  habit: string;
  task: string;
  routine: string;
  group: string;
  group2: string;
  schedule: string;
  micro: string;
}

let owner: Client;
let intruder: Client;
let v: Victim;
let mine: { routine: string; habit: string; group: string };
const NAMES = ['Secret habit', 'Secret task', 'Secret routine', 'Secret step'];

beforeAll(async () => {
  owner = await client(api);
  intruder = await client(api);
  const habit = (await owner.ok('POST', '/habits', { name: 'Secret habit' })).id;
  const task = (await owner.ok('POST', '/tasks', { name: 'Secret task' })).id;
  const r = await owner.ok('POST', '/routines', {
    name: 'Secret routine',
    sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
  });
  const [group, group2] = r.sections[0].items.map((i: any) => i.groupId);
  const schedule = (await owner.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS })).id;
  await owner.ok('POST', `/today/${group}/check`, {}, 200);
  const micro = (await owner.ok('POST', `/focus/entries/${group}/micro-tasks`, { name: 'Secret step' })).id;
  await owner.ok('POST', `/focus/micro-tasks/${micro}/pin`, {}, 200);
  await owner.ok('POST', '/focus/cycles', { type: 'POMODORO', minutes: 25, startedAt: '2026-11-29T09:00:00Z', endedAt: '2026-11-29T09:25:00Z', entryId: group });
  v = { habit, task, routine: r.id, group, group2, schedule, micro };
  const myHabit = (await intruder.ok('POST', '/habits', { name: 'Mine' })).id;
  const myRoutine = await intruder.ok('POST', '/routines', { name: 'Mine', sections: [{ name: 'S', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: myHabit }] }] });
  await intruder.ok('POST', '/schedules', { routineId: myRoutine.id, days: ALL_DAYS });
  mine = { routine: myRoutine.id, habit: myHabit, group: myRoutine.sections[0].items[0].groupId };
});

type Route = [label: string, method: string, path: (v: Victim) => string, body?: (v: Victim) => unknown];

const byId: Route[] = [
  ['GET routine', 'GET', (x) => `/routines/${x.routine}`],
  ['PUT routine', 'PUT', (x) => `/routines/${x.routine}`, () => ({ name: 'Taken', sections: [] })],
  ['PATCH routine', 'PATCH', (x) => `/routines/${x.routine}`, () => ({ ops: [{ op: 'rename', name: 'Taken' }] })],
  ['DELETE routine', 'DELETE', (x) => `/routines/${x.routine}`],
  ['add my habit to their routine', 'POST', (x) => `/routines/${x.routine}/items`, () => ({ habitId: mine.habit, section: 'Morning' })],
  ['remove their entry from their routine', 'DELETE', (x) => `/routines/${x.routine}/items/${x.group}`],
  ['remove their entry via my routine', 'DELETE', (x) => `/routines/${mine.routine}/items/${x.group}`],
  ['PATCH schedule', 'PATCH', (x) => `/schedules/${x.schedule}`, () => ({ days: ['monday'] })],
  ['DELETE schedule', 'DELETE', (x) => `/schedules/${x.schedule}`],
  ['check their entry', 'POST', (x) => `/today/${x.group}/check`, () => ({ checked: false })],
  ['check their entry, dated', 'POST', (x) => `/today/${x.group2}/check`, () => ({ date: '2026-11-29' })],
  ['skip their entry', 'POST', (x) => `/today/${x.group2}/skip`],
  ['check their habit id', 'POST', (x) => `/today/${x.habit}/check`],
  ['list micro-tasks of their entry (a read that writes)', 'GET', (x) => `/focus/entries/${x.group2}/micro-tasks`],
  ['add a micro-task to their entry', 'POST', (x) => `/focus/entries/${x.group}/micro-tasks`, () => ({ name: 'Sneaky' })],
  ['reorder their entry', 'PUT', (x) => `/focus/entries/${x.group}/micro-tasks/order`, (x) => ({ ids: [x.micro] })],
  ['add a micro-task on their habit id', 'POST', (x) => `/focus/entries/${x.habit}/micro-tasks`, () => ({ name: 'Sneaky' })],
  ['toggle their micro-task', 'POST', (x) => `/focus/micro-tasks/${x.micro}/toggle`],
  ['pin their micro-task', 'POST', (x) => `/focus/micro-tasks/${x.micro}/pin`, () => ({ pinned: false })],
  ['delete their micro-task', 'DELETE', (x) => `/focus/micro-tasks/${x.micro}`],
];

const references: Route[] = [
  ['create a routine with their habit', 'POST', () => '/routines', (x) => ({ name: 'S', sections: [{ name: 'S', startTime: '06:00', endTime: '07:00', items: [{ type: 'habit', id: x.habit }] }] })],
  ['create a list with their task', 'POST', () => '/routines', (x) => ({ type: 'LIST', name: 'S', items: [{ type: 'task', id: x.task }] })],
  ['add their habit to my routine', 'POST', () => `/routines/${mine.routine}/items`, (x) => ({ habitId: x.habit, section: 'S' })],
  ['add their task to my routine', 'POST', () => `/routines/${mine.routine}/items`, (x) => ({ taskId: x.task, section: 'S' })],
  ['replace my routine with their habit', 'PUT', () => `/routines/${mine.routine}`, (x) => ({ name: 'S', sections: [{ name: 'S', startTime: '06:00', endTime: '07:00', items: [{ type: 'habit', id: x.habit }] }] })],
  ['move their entry inside my routine', 'PATCH', () => `/routines/${mine.routine}`, (x) => ({ ops: [{ op: 'moveItem', groupId: x.group, section: 'S' }] })],
  ['schedule their routine', 'POST', () => '/schedules', (x) => ({ routineId: x.routine, days: ['monday'] })],
  ['record a timer cycle on their entry', 'POST', () => '/focus/cycles', (x) => ({ type: 'POMODORO', minutes: 25, startedAt: '2026-11-29T10:00:00Z', endedAt: '2026-11-29T10:25:00Z', entryId: x.group })],
];

describe("another user's routine, group, schedule and micro-task ids", () => {
  it.each([...byId, ...references])('%s → 404 NOT_FOUND, owner unchanged', async (_label, method, path, body) => {
    const before = await partition(api, owner.id);
    const res = await intruder.call(method, path(v), body?.(v));
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    for (const name of NAMES) expect(JSON.stringify(res.body)).not.toContain(name);
    expect(await partition(api, owner.id)).toEqual(before);
  });

  it("lists and views show only the caller's own data", async () => {
    const views = await Promise.all(['/routines', '/schedules', '/today', '/constance', '/focus/day', `/focus/entries/${mine.group}/micro-tasks`, '/focus/cycles', '/constance/days'].map((p) => intruder.ok('GET', p)));
    for (const view of views) {
      for (const name of NAMES) expect(JSON.stringify(view)).not.toContain(name);
      for (const id of Object.values(v)) expect(JSON.stringify(view)).not.toContain(id);
    }
    // The owner's pinned name is not materialised onto the intruder's entry; their cycle is not listed.
    expect(views[5].items).toEqual([]);
    expect(views[6].items).toEqual([]);
  });

  it('the table above covers every route these areas register', () => {
    const registered = new Set(
      api.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/(routines|schedules|today|constance|focus)(\/|$)/.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`),
    );
    const ids = /(rtn|grp|sch|mtk|hab|tsk)_[0-9A-Z]{26}/g;
    const walked = new Set([
      ...[...byId, ...references].map(([, method, path]) => `${method} ${path(v).replace(ids, ':id')}`),
      ...['/routines', '/schedules', '/today', '/constance', '/constance/days', '/focus/day', '/focus/cycles'].map((p) => `GET ${p}`),
    ]);
    const normalised = [...registered].map((r) => r.replace(/:[a-zA-Z]+/g, ':id'));
    expect(normalised.filter((r) => !walked.has(r))).toEqual([]);
    expect(registered.size).toBeGreaterThanOrEqual(20);
  });

  it('the owner still sees everything intact', async () => {
    expect(await owner.ok('GET', `/routines/${v.routine}`)).toMatchObject({ name: 'Secret routine', scheduledOn: ALL_DAYS.map((d) => d.toUpperCase()) });
    expect((await owner.ok('GET', '/today')).summary).toMatchObject({ checked: 1, open: 1 });
    expect((await owner.ok('GET', `/focus/entries/${v.group}/micro-tasks`)).items).toMatchObject([{ id: v.micro, pinned: true }]);
    expect((await owner.ok('GET', '/focus/cycles')).items).toMatchObject([{ entryId: v.group, minutes: 25 }]);
  });
});
