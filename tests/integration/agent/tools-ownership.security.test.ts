import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { signUp, testApi } from '../../support/http';

const api = testApi();

/**
 * Every domain tool that takes an id, called by a second user with the owner's ids: the tool
 * answers NOT_FOUND (never "not yours") and the owner's data is unchanged (A4, SPEC rule).
 */
describe('agent tools never reach another user', async () => {
  const owner = await signUp(api);
  const intruder = await signUp(api);
  const post = async (path: string, body: unknown) => (await api.request('POST', path, { token: owner.accessToken, body })).body;
  const cat = await post('/categories', { name: 'Owner category' });
  const habit = await post('/habits', { name: 'Owner habit', categoryIds: [cat.id] });
  const task = await post('/tasks', { name: 'Owner task' });
  const goal = await post('/goals', { name: 'Owner goal', targetValue: 10 });
  const child = await post('/goals', { name: 'Owner child goal', targetValue: 5 });

  const calls: [string, Record<string, unknown>][] = [
    ['editUserCategory', { id: cat.id, name: 'Taken' }],
    ['deleteUserCategory', { id: cat.id }],
    ['editUserHabit', { id: habit.id, name: 'Taken' }],
    ['deleteUserHabit', { id: habit.id }],
    ['createUserHabit', { name: 'Sneaky', categoryIds: [cat.id] }],
    ['editUserTask', { id: task.id, name: 'Taken' }],
    ['deleteUserTask', { id: task.id }],
    ['createUserTask', { name: 'Sneaky', categoryIds: [cat.id] }],
    ['editUserGoal', { id: goal.id, name: 'Taken' }],
    ['deleteUserGoal', { id: goal.id }],
    ['completeUserGoal', { id: goal.id, completed: true }],
    ['increaseUserGoalValue', { id: goal.id, value: 3 }],
    ['decreaseUserGoalValue', { id: goal.id, value: 3 }],
    ['archiveUserGoal', { id: goal.id, archived: true }],
    ['moveUserGoalUnder', { goal: child.id, parent: goal.id }],
    ['createUserGoal', { name: 'Sneaky', targetValue: 1, parentId: goal.id }],
  ];
  const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none' }, AGENT_TOOLS);

  it.each(calls)('%s with the owner’s ids → NOT_FOUND', async (name, input) => {
    const out = (await tools[name]!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;
    expect(out).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('left every owner row as it was', async () => {
    const get = async (path: string) => (await api.request('GET', path, { token: owner.accessToken })).body;
    expect(await get(`/categories/${cat.id}`)).toMatchObject({ name: 'Owner category' });
    expect(await get(`/habits/${habit.id}`)).toMatchObject({ name: 'Owner habit' });
    expect(await get(`/tasks/${task.id}`)).toMatchObject({ name: 'Owner task' });
    expect(await get(`/goals/${goal.id}`)).toMatchObject({ name: 'Owner goal', currentValue: 0, status: 'NOT_STARTED' });
    expect((await get(`/goals/${goal.id}`)).archivedAt ?? null).toBeNull();
    expect((await get(`/goals/${child.id}`)).parentId ?? null).toBeNull();
    const intruderHabits = await api.request('GET', '/habits', { token: intruder.accessToken });
    expect(intruderHabits.body.items).toEqual([]);
  });
});
