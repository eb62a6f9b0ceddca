/**
 * What the person is asked before a gated tool runs (registry.ts `summary`, issue 23): built
 * from the validated input and the data as it is, naming the target and what goes with it.
 * Each tool's summary runs against real rows seeded through REST and the services; it only
 * reads (Get, Query, BatchGet), resolves names as its command does (another person's ids
 * are NOT_FOUND, a refusal the command would make comes first) and fits on one card line.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { isDataPolicy, type ToolContext } from '../../../core/ai/agent/tools/registry';
import { SUMMARY_MAX } from '../../../core/ai/agent/tools/summary-text';
import type { Ctx } from '../../../core/context';
import { AppError, type ErrorCode } from '../../../core/errors';
import { addMicroTask, listMicroTasks } from '../../../core/focus/service';
import { pinMicroTask } from '../../../core/focus/edit';
import { completeGoal } from '../../../core/goal/complete';
import { deleteSession } from '../../../core/study/sessions';
import { countCommands } from '../../support/db-counter';
import { clockedApi, planned, tokenClient } from '../day/helpers';
import { page, student } from '../notebook/helpers';

const { api } = clockedApi(new Date('2026-11-29T12:00:00Z'));
const READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

const tool = (name: string) => {
  const spec = AGENT_TOOLS.find((t) => t.name === name);
  if (!spec?.summary) throw new Error(`${name} has no summary`);
  return spec;
};
const as = (ctx: Ctx): ToolContext => ({ ...ctx, chatId: 'cht_approvals' });

/** The summary for `input` as the registry will ask for it (validated by the tool's own schema), with the commands it sent. */
async function ask(name: string, ctx: Ctx, input: Record<string, unknown>): Promise<{ text?: string; error?: unknown; commands: string[] }> {
  const spec = tool(name);
  const parsed = spec.schema.parse(input);
  const counter = countCommands(api.deps.db);
  try {
    return { text: await spec.summary!(as(ctx), parsed), commands: [...counter.commands] };
  } catch (error) {
    return { error, commands: [...counter.commands] };
  } finally {
    counter.detach();
  }
}

const onlyReads = (name: string, commands: string[]) => {
  expect(commands.length, `${name} read nothing`).toBeGreaterThan(0);
  expect(commands.filter((c) => !READS.has(c)), `${name} only reads`).toEqual([]);
};

/** The summary: one card line, built with reads only. */
async function summary(name: string, ctx: Ctx, input: Record<string, unknown>): Promise<string> {
  const { text, error, commands } = await ask(name, ctx, input);
  if (error) throw error;
  onlyReads(name, commands);
  expect(text).not.toMatch(/\n/);
  expect(text!.length, text).toBeLessThanOrEqual(SUMMARY_MAX);
  return text!;
}

/**
 * A data policy's answer (registry.ts `DataPolicy`): the card's line, or null when the call
 * runs unasked; read once, reads only, either way.
 */
async function asked(name: string, ctx: Ctx, input: Record<string, unknown>): Promise<string | null> {
  const spec = AGENT_TOOLS.find((t) => t.name === name);
  if (!isDataPolicy(spec?.approval)) throw new Error(`${name} has no data policy`);
  const counter = countCommands(api.deps.db);
  try {
    const text = await spec.approval.ask(as(ctx), spec.schema.parse(input));
    onlyReads(name, [...counter.commands]);
    if (text !== null) {
      expect(text).not.toMatch(/\n/);
      expect(text.length, text).toBeLessThanOrEqual(SUMMARY_MAX);
    }
    return text;
  } finally {
    counter.detach();
  }
}

/** The summary refuses as the command would, writing nothing on the way. */
async function refused(name: string, ctx: Ctx, input: Record<string, unknown>, code: ErrorCode): Promise<void> {
  const { text, error, commands } = await ask(name, ctx, input);
  expect(error, `${name} answered "${text}"`).toBeInstanceOf(AppError);
  expect((error as AppError).code, (error as AppError).message).toBe(code);
  onlyReads(name, commands);
}

describe('approval summaries: categories, habits, tasks, goals', () => {
  it('deleteUserCategory names the category and its XP; in use → the same CONFLICT as the delete; another user → NOT_FOUND', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const cat = await u.ok('POST', '/categories', { name: 'Health', experience: 'INTERMEDIARY' });
    expect(await summary('deleteUserCategory', u.ctx, { id: cat.id })).toBe(`Delete the category 'Health' and its ${cat.xp} XP`);
    expect(cat.xp).toBe(1250);
    const plain = await u.ok('POST', '/categories', { name: 'Chores' });
    expect(await summary('deleteUserCategory', u.ctx, { id: plain.id })).toBe("Delete the category 'Chores'");
    await u.ok('POST', '/habits', { name: 'Walk', categoryIds: [plain.id] });
    await refused('deleteUserCategory', u.ctx, { id: plain.id }, 'CONFLICT');
    await refused('deleteUserCategory', other.ctx, { id: cat.id }, 'NOT_FOUND');
  });

  it('deleteUserHabit names the habit; placed in a routine → CONFLICT; another user → NOT_FOUND', async () => {
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    const other = await tokenClient(api);
    const loose = await p.u.ok('POST', '/habits', { name: 'Stretch' });
    expect(await summary('deleteUserHabit', p.u.ctx, { id: loose.id })).toBe("Delete the habit 'Stretch'");
    await refused('deleteUserHabit', p.u.ctx, { id: p.habits[0]!.id }, 'CONFLICT');
    await refused('deleteUserHabit', other.ctx, { id: loose.id }, 'NOT_FOUND');
  });

  it('deleteUserTask names the task and the routine still placing it', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const task = await u.ok('POST', '/tasks', { name: 'Call mum' });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Delete the task 'Call mum'");
    await u.ok('POST', '/routines', { name: 'Sunday', sections: [{ name: 'Noon', startTime: '12:00', endTime: '13:00', items: [{ type: 'task', id: task.id }] }] });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Delete the task 'Call mum' (in the routine 'Sunday')");
    await u.ok('POST', '/routines', { type: 'LIST', name: 'Errands', items: [{ type: 'task', id: task.id }] });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Delete the task 'Call mum' (in 2 routines)");
    await refused('deleteUserTask', other.ctx, { id: task.id }, 'NOT_FOUND');
  });

  it('deleteUserGoal names the goal and the sub-goals it releases', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const parent = await u.ok('POST', '/goals', { name: 'Run a marathon', targetValue: 42 });
    expect(await summary('deleteUserGoal', u.ctx, { id: parent.id })).toBe("Delete the goal 'Run a marathon'");
    await u.ok('POST', '/goals', { name: 'Run 10 km', targetValue: 10, parentId: parent.id });
    expect(await summary('deleteUserGoal', u.ctx, { id: parent.id })).toBe("Delete the goal 'Run a marathon' (its sub-goal becomes top-level)");
    await u.ok('POST', '/goals', { name: 'Run 21 km', targetValue: 21, parentId: parent.id });
    expect(await summary('deleteUserGoal', u.ctx, { id: parent.id })).toBe("Delete the goal 'Run a marathon' (its 2 sub-goals become top-level)");
    await refused('deleteUserGoal', other.ctx, { id: parent.id }, 'NOT_FOUND');
  });

  it('completeUserGoal shows the XP completing pays (the service then pays exactly that) and what un-completing takes back', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const goal = await u.ok('POST', '/goals', { name: 'Read 12 books', targetValue: 12, endDate: '2026-12-20' });
    const ask = await summary('completeUserGoal', u.ctx, { id: goal.id, completed: true });
    const [, xp] = ask.match(/^Mark the goal 'Read 12 books' completed \(\+(\d+) XP\)$/) ?? [];
    expect(xp, ask).toBeDefined();
    // Toggling (no `completed`) asks the same question.
    expect(await summary('completeUserGoal', u.ctx, { id: goal.id })).toBe(ask);
    const done = await completeGoal(u.ctx, { id: goal.id, completed: true });
    expect(done.xpAwarded).toBe(Number(xp));
    expect(await summary('completeUserGoal', u.ctx, { id: goal.id, completed: false })).toBe(`Mark the goal 'Read 12 books' not completed (takes back ${xp} XP)`);
    expect(await summary('completeUserGoal', u.ctx, { id: goal.id, completed: true })).toBe("Leave the goal 'Read 12 books' completed (it already is)");
    const archived = await u.ok('POST', '/goals', { name: 'Shelved', targetValue: 3 });
    await u.ok('POST', `/goals/${archived.id}/archive`, { archived: true }, 200);
    await refused('completeUserGoal', u.ctx, { id: archived.id, completed: true }, 'CONFLICT');
    await refused('completeUserGoal', other.ctx, { id: goal.id, completed: false }, 'NOT_FOUND');
  });
});

describe('approval summaries: routines and schedules', () => {
  it('editUserRoutine counts the sections and items before and after, and the entries the replace removes', async () => {
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    const other = await tokenClient(api);
    const input = { id: p.routine.id, name: 'Day', sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: p.habits[0]!.id }] }] };
    expect(await summary('editUserRoutine', p.u.ctx, input)).toBe("Replace the routine 'Day' (2 sections, 2 items) with 1 section, 1 item (1 entry removed)");
    const same = { ...input, sections: [...input.sections, { name: 'Evening', startTime: '18:00', endTime: '23:00', items: [{ type: 'habit', id: p.habits[1]!.id }] }] };
    expect(await summary('editUserRoutine', p.u.ctx, same)).toBe("Replace the routine 'Day' (2 sections, 2 items) with 2 sections, 2 items");
    // The command's own refusals: another person's habit, a LIST routine, another person's routine.
    const theirs = await other.ok('POST', '/habits', { name: 'Theirs' });
    await refused('editUserRoutine', p.u.ctx, { ...input, sections: [{ ...input.sections[0]!, items: [{ type: 'habit', id: theirs.id }] }] }, 'NOT_FOUND');
    const list = await p.u.ok('POST', '/routines', { type: 'LIST', name: 'Chores', items: [] });
    await refused('editUserRoutine', p.u.ctx, { ...input, id: list.id }, 'CONFLICT');
    await refused('editUserRoutine', other.ctx, input, 'NOT_FOUND');
  });

  it('editUserListRoutine counts the items before and after', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const tasks = [];
    for (const name of ['Dishes', 'Laundry', 'Bins']) tasks.push(await u.ok('POST', '/tasks', { name }));
    const list = await u.ok('POST', '/routines', { type: 'LIST', name: 'Chores', items: tasks.map((t) => ({ type: 'task', id: t.id })) });
    const input = { id: list.id, name: 'Chores', items: tasks.slice(0, 2).map((t) => ({ type: 'task', id: t.id })) };
    expect(await summary('editUserListRoutine', u.ctx, input)).toBe("Replace the list routine 'Chores' (3 items) with 2 items (1 entry removed)");
    await refused('editUserListRoutine', other.ctx, input, 'NOT_FOUND');
  });

  it('patchUserRoutine names the section removed and counts the entries that really go', async () => {
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }, { name: 'Write' }]);
    const other = await tokenClient(api);
    const id = p.routine.id;
    expect(await summary('patchUserRoutine', p.u.ctx, { id, ops: [{ op: 'removeSection', section: 'evening' }] })).toBe("Remove the section 'Evening' (1 item) from the routine 'Day'");
    const rescued = { id, ops: [{ op: 'moveItem', groupId: p.groups[2], section: 'Morning' }, { op: 'removeSection', section: 'Evening' }] };
    expect(await summary('patchUserRoutine', p.u.ctx, rescued)).toBe("Remove the section 'Evening' (0 items) from the routine 'Day', with 1 other edit");
    const both = { id, ops: [{ op: 'removeSection', section: 'Morning' }, { op: 'removeSection', section: 'Evening' }] };
    expect(await summary('patchUserRoutine', p.u.ctx, both)).toBe("Remove the sections 'Morning' and 'Evening' (3 items) from the routine 'Day'");
    await refused('patchUserRoutine', p.u.ctx, { id, ops: [{ op: 'removeSection', section: 'Night' }] }, 'NOT_FOUND');
    await refused('patchUserRoutine', other.ctx, { id, ops: [{ op: 'removeSection', section: 'Evening' }] }, 'NOT_FOUND');
  });

  it('removeRoutineItem names the habit, its routine, section and times; a habit id → VALIDATION_FAILED as the command answers', async () => {
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    const other = await tokenClient(api);
    expect(await summary('removeRoutineItem', p.u.ctx, { groupId: p.groups[0] })).toBe("Remove 'Read' from the routine 'Day' (in 'Morning', 06:00–12:00)");
    await refused('removeRoutineItem', p.u.ctx, { groupId: p.habits[0]!.id }, 'VALIDATION_FAILED');
    await refused('removeRoutineItem', p.u.ctx, { groupId: p.groups[0], routineId: 'rtn_elsewhere' }, 'NOT_FOUND');
    await refused('removeRoutineItem', other.ctx, { groupId: p.groups[0] }, 'NOT_FOUND');
    const list = await p.u.ok('POST', '/routines', { type: 'LIST', name: 'Chores', items: [{ type: 'habit', id: p.habits[1]!.id }] });
    expect(await summary('removeRoutineItem', p.u.ctx, { groupId: list.items[0].groupId })).toBe("Remove 'Run' from the routine 'Chores'");
  });

  it('deleteUserRoutine names the routine and counts its entries', async () => {
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    const other = await tokenClient(api);
    expect(await summary('deleteUserRoutine', p.u.ctx, { id: p.routine.id })).toBe("Delete the routine 'Day' with 2 items");
    await refused('deleteUserRoutine', other.ctx, { id: p.routine.id }, 'NOT_FOUND');
  });

  it('updateUserSchedule says the days before and after and which routine loses a day; deleteUserSchedule the days that stop', async () => {
    const p = await planned(api, [{ name: 'Read' }]);
    const other = await tokenClient(api);
    const weekend = await p.u.ok('POST', '/routines', { name: 'Weekend', sections: [] });
    const sched = await p.u.ok('POST', '/schedules', { routineId: weekend.id, days: ['sábado', 'sunday'] });
    const ask = await summary('updateUserSchedule', p.u.ctx, { id: sched.id, days: ['friday', 'Saturday'] });
    expect(ask).toBe("Run 'Weekend' on Friday and Saturday instead of Saturday and Sunday (taking Friday from 'Day')");
    expect(await summary('updateUserSchedule', p.u.ctx, { id: sched.id, days: ['sunday'] })).toBe("Run 'Weekend' on Sunday instead of Saturday and Sunday");
    expect(await summary('deleteUserSchedule', p.u.ctx, { id: sched.id })).toBe("Stop running 'Weekend' (Saturday and Sunday)");
    await refused('updateUserSchedule', other.ctx, { id: sched.id, days: ['monday'] }, 'NOT_FOUND');
    await refused('deleteUserSchedule', other.ctx, { id: sched.id }, 'NOT_FOUND');
  });

  it('createUserSchedule asks only when it takes weekdays from another routine, naming each routine, its days, and one left with none', async () => {
    const u = await tokenClient(api);
    const other = await tokenClient(api);
    const routine = async (name: string) => (await u.ok('POST', '/routines', { name, sections: [] })).id as string;
    const [morning, night, evening] = [await routine('Morning'), await routine('Night'), await routine('Evening')];
    await u.ok('POST', '/schedules', { routineId: morning, days: ['monday', 'tuesday'] });
    await u.ok('POST', '/schedules', { routineId: night, days: ['friday'] });
    const give = (days: string[]) => asked('createUserSchedule', u.ctx, { routineId: evening, days });
    // Free days take nothing: no card.
    expect(await give(['wednesday', 'sábado'])).toBeNull();
    expect(await give(['Monday', 'terça'])).toBe("Give Monday and Tuesday to 'Evening', taking them from 'Morning' ('Morning' no longer runs on any day)");
    expect(await give(['monday', 'wednesday'])).toBe("Give Monday and Wednesday to 'Evening', taking Monday from 'Morning'");
    expect(await give(['sunday', 'friday', 'monday'])).toBe(
      "Give Monday, Friday and Sunday to 'Evening', taking Monday from 'Morning' and Friday from 'Night' ('Night' no longer runs on any day)",
    );
    // What the command refuses itself is not asked: a routine that already has a schedule (CONFLICT), another person's (NOT_FOUND).
    expect(await asked('createUserSchedule', u.ctx, { routineId: night, days: ['monday'] })).toBeNull();
    expect(await asked('createUserSchedule', other.ctx, { routineId: evening, days: ['monday'] })).toBeNull();
  });
});

describe('approval summaries: micro-tasks, the study board, study cycles', () => {
  it("deleteMicroTask names today's micro-task and says when its pinned name stops being kept", async () => {
    const p = await planned(api, [{ name: 'Read' }]);
    const other = await tokenClient(api);
    const m = await addMicroTask(p.u.ctx, { entryId: p.groups[0], name: 'Stretch' });
    expect(await summary('deleteMicroTask', p.u.ctx, { id: m.id })).toBe("Delete the micro-task 'Stretch'");
    await pinMicroTask(p.u.ctx, { id: m.id, pinned: true });
    expect(await summary('deleteMicroTask', p.u.ctx, { id: m.id })).toBe("Delete the micro-task 'Stretch' (its pinned name stops being kept everywhere)");
    expect((await listMicroTasks(p.u.ctx, { entryId: p.groups[0] })).items.map((x: { name: string }) => x.name)).toEqual(['Stretch']);
    await refused('deleteMicroTask', other.ctx, { id: m.id }, 'NOT_FOUND');
  });

  it('disconnectStudyNodes and removeStudyNode name the nodes, the edges and the board, resolving titles as the board does', async () => {
    const s = await student(api);
    const other = await student(api);
    const algebra = await page(s, 'Algebra');
    const node = async (title: string) => (await s.ok('POST', `/notebook/pages/${algebra.id}/board/nodes`, { kind: 'SECTION', title })).id as string;
    const [basics, proofs, drills] = [await node('Basics'), await node('Proofs'), await node('Drills')];
    const edge = await s.ok('POST', `/notebook/pages/${algebra.id}/board/edges`, { from: basics, to: proofs });
    await s.ok('POST', `/notebook/pages/${algebra.id}/board/edges`, { from: basics, to: drills });
    const text = "Remove the edge 'Basics' → 'Proofs' from the board of 'Algebra'";
    expect(await summary('disconnectStudyNodes', s.ctx, { page: 'Algebra', from: 'Basics', to: 'proofs' })).toBe(text);
    expect(await summary('disconnectStudyNodes', s.ctx, { page: algebra.id, edge: edge.id })).toBe(text);
    await refused('disconnectStudyNodes', s.ctx, { page: 'Algebra', from: 'Proofs', to: 'Basics' }, 'NOT_FOUND');
    expect(await summary('removeStudyNode', s.ctx, { page: 'Algebra', node: 'Basics' })).toBe("Remove the node 'Basics' and its 2 edges from the board of 'Algebra'");
    expect(await summary('removeStudyNode', s.ctx, { page: 'Algebra', node: proofs })).toBe("Remove the node 'Proofs' and its 1 edge from the board of 'Algebra'");
    await node('Basics');
    await refused('removeStudyNode', s.ctx, { page: 'Algebra', node: 'Basics' }, 'AMBIGUOUS_NAME');
    await page(s, 'Algebra');
    await refused('removeStudyNode', s.ctx, { page: 'Algebra', node: basics }, 'AMBIGUOUS_NAME');
    await refused('removeStudyNode', other.ctx, { page: algebra.id, node: basics }, 'NOT_FOUND');
    await refused('disconnectStudyNodes', other.ctx, { page: algebra.id, edge: edge.id }, 'NOT_FOUND');
  });

  it('keeps a summary of long names on one card line', async () => {
    const s = await student(api);
    const long = (c: string) => `${c.repeat(110)}\nend`;
    const board = await page(s, 'P'.repeat(200));
    const a = (await s.ok('POST', `/notebook/pages/${board.id}/board/nodes`, { kind: 'SECTION', title: long('a') })).id;
    const b = (await s.ok('POST', `/notebook/pages/${board.id}/board/nodes`, { kind: 'SECTION', title: long('b') })).id;
    await s.ok('POST', `/notebook/pages/${board.id}/board/edges`, { from: a, to: b });
    const text = await summary('disconnectStudyNodes', s.ctx, { page: board.id, from: a, to: b });
    expect(text).toMatch(/^Remove the edge 'a+…' → 'b+…' from the board of 'P+…'$/);
  });

  it('archiveStudyCycle and deleteStudyCycle name the cycle (by name in any case or id) and count the sessions a delete takes', async () => {
    const s = await student(api);
    const other = await student(api);
    await page(s, 'French');
    const c = await s.ok('POST', '/study/cycles', { name: 'Exam', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'French', importance: 3, mastery: 2 }] });
    expect(await summary('archiveStudyCycle', s.ctx, { cycle: 'exam' })).toBe("Archive the study cycle 'Exam' (its history is kept)");
    expect(await summary('deleteStudyCycle', s.ctx, { cycle: c.id })).toBe("Delete the study cycle 'Exam' (no sessions logged into it)");
    for (const minutes of [20, 25, 30]) await s.ok('POST', '/study/sessions', { pageId: 'French', minutes });
    expect(await summary('deleteStudyCycle', s.ctx, { cycle: 'Exam' })).toBe("Delete the study cycle 'Exam' with its 3 logged sessions");
    await refused('archiveStudyCycle', other.ctx, { cycle: c.id }, 'NOT_FOUND');
    await refused('deleteStudyCycle', other.ctx, { cycle: 'Exam' }, 'NOT_FOUND');
  });

  it('deleteStudySession names the minutes, page and day, and the minutes the delete takes off the lap', async () => {
    const s = await student(api);
    const other = await student(api);
    await page(s, 'French');
    await s.ok('POST', '/study/cycles', { name: 'Exam', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'French', importance: 3, mastery: 2 }] });
    const session = await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 30, date: '2026-11-28' });
    const ask = await summary('deleteStudySession', s.ctx, { id: session.id });
    expect(ask).toBe("Delete the 30-minute session on 'French' logged on 2026-11-28 (30 minutes come off 'Exam')");
    await refused('deleteStudySession', other.ctx, { id: session.id }, 'NOT_FOUND');
    expect((await deleteSession(s.ctx, { id: session.id })).takenOffMinutes).toBe(30);
    const loose = await s.ok('POST', '/study/sessions', { pageId: (await page(s, 'Drawing')).id, minutes: 15 });
    expect(await summary('deleteStudySession', s.ctx, { id: loose.id })).toBe("Delete the 15-minute session on 'Drawing' logged on 2026-11-29");
  });

  it('editStudyCycle names the subjects a new list leaves out and the credit they take, and the ones it adds', async () => {
    const s = await student(api);
    const other = await student(api);
    for (const t of ['French', 'German', 'Spanish']) await page(s, t);
    const subjects = [{ pageId: 'French', importance: 3, mastery: 2 }, { pageId: 'German', importance: 3, mastery: 2 }];
    const c = await s.ok('POST', '/study/cycles', { name: 'Languages', days: { monday: { minutes: 60 } }, subjects });
    await s.ok('POST', '/study/sessions', { pageId: 'German', minutes: 20 });
    const swap = { cycle: 'languages', subjects: [{ pageId: 'French' }, { pageId: 'Spanish', importance: 2, mastery: 1 }] };
    expect(await summary('editStudyCycle', s.ctx, swap)).toBe("Change the study cycle 'Languages': remove the subject 'German' (losing 20 credited minutes), add 'Spanish'");
    expect(await summary('editStudyCycle', s.ctx, { cycle: c.id, subjects: [{ pageId: 'German' }, { pageId: 'French' }] })).toBe(
      "Change the study cycle 'Languages': keep its 2 subjects (none removed)",
    );
    expect(await summary('editStudyCycle', s.ctx, { cycle: c.id, subjects: [{ pageId: 'German' }] })).toBe("Change the study cycle 'Languages': remove the subject 'French'");
    // The edit's own refusals: a new subject without weights, a page that is not theirs.
    await refused('editStudyCycle', s.ctx, { cycle: c.id, subjects: [{ pageId: 'Spanish' }] }, 'VALIDATION_FAILED');
    await refused('editStudyCycle', s.ctx, { cycle: c.id, subjects: [{ pageId: 'Klingon', importance: 1, mastery: 1 }] }, 'NOT_FOUND');
    await refused('editStudyCycle', other.ctx, { cycle: c.id, subjects: [{ pageId: 'French' }] }, 'NOT_FOUND');
  });
});

it('every tool that may ask has its summary exercised above', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL(import.meta.url), 'utf8');
  const gated = AGENT_TOOLS.filter((t) => t.kind === 'write' && t.approval !== 'never').map((t) => t.name);
  // The memory notes' policy reads no data, only what the turn read: tests/unit/agent/tool-approvals.test.ts.
  const elsewhere = ['updateGlobalContext', 'updateChatContext'];
  expect(gated.filter((name) => !elsewhere.includes(name) && !source.includes(`summary('${name}'`) && !source.includes(`asked('${name}'`))).toEqual([]);
});
