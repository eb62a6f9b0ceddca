/**
 * The same walk through the agent's tools (A4): every routine, schedule, today and focus tool
 * called by a second user with the owner's ids answers NOT_FOUND, names nothing of theirs —
 * not even when the intruder's focus screen claims the owner's entry is open — and leaves the
 * owner's partition as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { client, partition, type Client } from '../domain-core/helpers';
import { ALL_DAYS, clockedApi } from './helpers';

const { api } = clockedApi();
let owner: Client;
let intruder: Client;
const v = { habit: '', task: '', routine: '', group: '', schedule: '', micro: '' };
let mine = { routine: '', habit: '' };

beforeAll(async () => {
  owner = await client(api);
  intruder = await client(api);
  v.habit = (await owner.ok('POST', '/habits', { name: 'Secret habit' })).id;
  v.task = (await owner.ok('POST', '/tasks', { name: 'Secret task' })).id;
  const r = await owner.ok('POST', '/routines', { name: 'Secret routine', sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: v.habit }] }] });
  v.routine = r.id;
  v.group = r.sections[0].items[0].groupId;
  v.schedule = (await owner.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS })).id;
  v.micro = (await owner.ok('POST', `/focus/entries/${v.group}/micro-tasks`, { name: 'Secret step' })).id;
  await owner.ok('POST', `/focus/micro-tasks/${v.micro}/pin`, {}, 200);
  mine.habit = (await intruder.ok('POST', '/habits', { name: 'Mine' })).id;
  mine.routine = (await intruder.ok('POST', '/routines', { name: 'Mine', sections: [{ name: 'S', startTime: '06:00', endTime: '12:00' }] })).id;
});

const calls = (): [string, Record<string, unknown>][] => [
  ['editUserRoutine', { id: v.routine, name: 'Taken', sections: [] }],
  ['patchUserRoutine', { id: v.routine, ops: [{ op: 'rename', name: 'Taken' }] }],
  ['editUserListRoutine', { id: v.routine, name: 'Taken', items: [] }],
  ['deleteUserRoutine', { id: v.routine }],
  ['addHabitToRoutineSection', { routineId: v.routine, habitId: mine.habit, section: 'Morning' }],
  ['addHabitToRoutineSection', { routineId: mine.routine, habitId: v.habit, section: 'S' }],
  ['addTaskToRoutineSection', { routineId: mine.routine, taskId: v.task, section: 'S' }],
  ['createUserRoutine', { name: 'S', sections: [{ name: 'S', startTime: '06:00', endTime: '07:00', items: [{ type: 'habit', id: v.habit }] }] }],
  ['createUserListRoutine', { name: 'S', items: [{ type: 'task', id: v.task }] }],
  ['removeRoutineItem', { groupId: v.group }],
  ['createUserSchedule', { routineId: v.routine, days: ['monday'] }],
  ['updateUserSchedule', { id: v.schedule, days: ['monday'] }],
  ['deleteUserSchedule', { id: v.schedule }],
  ['checkRoutineItem', { groupId: v.group }],
  ['checkRoutineItem', { groupId: v.habit }],
  ['skipRoutineItem', { groupId: v.group, date: '2026-11-29' }],
  ['getItemMicroTasks', { entryId: v.group }],
  ['addMicroTask', { entryId: v.group, name: 'Sneaky' }],
  ['toggleMicroTask', { id: v.micro }],
  ['pinMicroTask', { id: v.micro, pinned: false }],
  ['deleteMicroTask', { id: v.micro }],
  ['reorderMicroTasks', { entryId: v.group, ids: [v.micro] }],
];

describe('routine, today and focus tools never reach another user', () => {
  it('every call with the owner’s ids → NOT_FOUND, nothing named, owner unchanged', async () => {
    // The intruder's client even claims the owner's entry is open in Focus Mode.
    const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none', focusEntryId: v.group }, AGENT_TOOLS);
    for (const [name, input] of calls()) {
      const before = await partition(api, owner.id);
      const out = (await tools[name]!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;
      expect(out, `${name} ${JSON.stringify(input)}`).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      for (const secret of ['Secret habit', 'Secret task', 'Secret routine', 'Secret step', 'Morning']) expect(JSON.stringify(out)).not.toContain(secret);
      expect(await partition(api, owner.id), name).toEqual(before);
    }
  });

  it('reads return only the caller’s own data', async () => {
    const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none' }, AGENT_TOOLS);
    for (const name of ['getUserRoutines', 'getUserSchedules', 'getTodayRoutine', 'getFocusDay']) {
      const out = (await tools[name]!.execute!({}, { toolCallId: 't', messages: [] })) as ToolOutcome;
      expect(out.ok, name).toBe(true);
      for (const id of Object.values(v)) expect(JSON.stringify(out)).not.toContain(id);
    }
  });
});
