/**
 * The undo property over EVERY write tool (issue 39): for each one, on a seeded user, a real
 * turn (scripted provider, real chain, the real registry and commands) runs the tool with valid
 * input — approval cards answered yes as the person would — then `POST …/turns/{turnId}/undo`
 * takes it back, and every read a client can make of the user's data (the REST routes, each
 * entity's own GET included) answers exactly as before the turn. Only the change record and
 * bookkeeping rows (rate windows, the turn's own record) may differ, and no REST read shows those.
 *
 * One DynamoDB Local, one user seeded once and reused: after each undo the next tool starts
 * from exactly the state the fixture left, which the comparison itself checks (a user whose
 * undo went wrong is replaced, so one failure does not hide the others).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { UNDO_POLICIES } from '../../../core/ai/agent/undo/policies';
import { dayIn } from '../../../core/configuration/today';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { json, startProviderSim, text, toolCall, type Step } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { ALL_DAYS, tokenClient } from '../day/helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const settings = () => agentSettings(chain.model, AGENT_TOOLS, { tutor, rate: { bucket: 'agent', limit: 10_000, windowS: 3600 } });
const api = agentApi(settings, undefined, { tutor: () => tutor });

type U = Awaited<ReturnType<typeof tokenClient>>;

/** A user with something of every kind a write tool touches. */
async function seed() {
  const u = await tokenClient(api);
  const ok = u.ok;
  const cat = await ok('POST', '/categories', { name: 'Health' });
  const spareCat = await ok('POST', '/categories', { name: 'Spare' });
  const read = await ok('POST', '/habits', { name: 'Read', categoryIds: [cat.id] });
  const run = await ok('POST', '/habits', { name: 'Run' });
  const floss = await ok('POST', '/habits', { name: 'Floss', categoryIds: [cat.id] });
  const gym = await ok('POST', '/tasks', { name: 'Gym', categoryIds: [cat.id] });
  const fitness = await ok('POST', '/goals', { name: 'Fitness', targetValue: 10 });
  const tenK = await ok('POST', '/goals', { name: 'Run a 10k', targetValue: 10, parentId: fitness.id, categoryIds: [cat.id] });
  const books = await ok('POST', '/goals', { name: 'Read 12 books', targetValue: 12, currentValue: 3 });
  const routine = await ok('POST', '/routines', {
    name: 'Day',
    sections: [
      { name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: read.id }] },
      { name: 'Evening', startTime: '18:00', endTime: '23:00', items: [{ type: 'habit', id: run.id }] },
    ],
  });
  const groups: string[] = routine.sections.flatMap((s: any) => s.items.map((i: any) => i.groupId));
  const schedule = await ok('POST', '/schedules', { routineId: routine.id, days: ALL_DAYS });
  const list = await ok('POST', '/routines', { type: 'LIST', name: 'Errands', items: [{ type: 'task', id: gym.id }] });
  const micro = await ok('POST', `/focus/entries/${groups[0]}/micro-tasks`, { name: 'Breathe' });
  const micro2 = await ok('POST', `/focus/entries/${groups[0]}/micro-tasks`, { name: 'Stretch' });
  await ok('POST', `/focus/micro-tasks/${micro.id}/pin`, { pinned: true }, 200);
  const config = await ok('GET', '/me/configuration');
  const today = dayIn(config.timeZone, new Date());
  await ok('PUT', `/mood/${today}`, { level: 4, journal: 'A quiet day.' }, 200);
  await ok('POST', '/quick-notes', { text: 'an idea', colour: 'green' });
  const topic = await ok('POST', '/notebook/pages', { title: 'Biology' });
  const cell = await ok('POST', '/notebook/pages', { title: 'The cell', parentId: topic.id });
  const french = await ok('POST', '/notebook/pages', { title: 'French' });
  await ok('POST', `/notebook/pages/${cell.id}/notes`, { text: 'Cells have a membrane.' });
  const a = await ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'PAGE', pageId: cell.id });
  const b = await ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Genetics' });
  await ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Proteins' });
  await ok('POST', `/notebook/pages/${topic.id}/board/edges`, { from: a.id, to: b.id });
  await ok('POST', `/notebook/pages/${cell.id}/cards`, { front: 'What holds a cell together?', back: 'Its membrane' });
  const cycle = await ok('POST', '/study/cycles', { name: 'Science', days: { monday: { minutes: 60 }, thursday: { minutes: 60 } }, subjects: [{ pageId: topic.id, importance: 3, mastery: 2 }] });
  const session = await ok('POST', '/study/sessions', { pageId: cell.id, minutes: 25 });
  const board = await ok('GET', `/notebook/pages/${topic.id}/board`);
  return { u, cat, spareCat, read, run, floss, gym, fitness, tenK, books, routine, groups, schedule, list, micro, micro2, topic, cell, french, cycle, session, board };
}

type Fixture = Awaited<ReturnType<typeof seed>>;

/** Each write tool with a valid input on the fixture, and any tutor answer its call needs. */
const CALLS: Record<string, (f: Fixture) => { args: unknown; then?: Step[] }> = {
  createUserCategory: () => ({ args: { name: 'Mind' } }),
  editUserCategory: (f) => ({ args: { id: f.cat.id, name: 'Body', description: 'all of it' } }),
  deleteUserCategory: (f) => ({ args: { id: f.spareCat.id } }),
  createUserHabit: (f) => ({ args: { name: 'Meditate', categoryIds: [f.cat.id] } }),
  editUserHabit: (f) => ({ args: { id: f.read.id, name: 'Read more', importance: 5 } }),
  deleteUserHabit: (f) => ({ args: { id: f.floss.id } }),
  createUserTask: (f) => ({ args: { name: 'Call mom', categoryIds: [f.cat.id] } }),
  editUserTask: (f) => ({ args: { id: f.gym.id, name: 'Gym 7 am' } }),
  deleteUserTask: (f) => ({ args: { id: f.gym.id } }),
  createUserGoal: (f) => ({ args: { name: 'Swim', targetValue: 5, parentId: f.fitness.id } }),
  editUserGoal: (f) => ({ args: { id: f.tenK.id, name: 'Run a half', targetValue: 21 } }),
  deleteUserGoal: (f) => ({ args: { id: f.fitness.id } }),
  completeUserGoal: (f) => ({ args: { id: f.tenK.id, completed: true } }),
  increaseUserGoalValue: (f) => ({ args: { id: f.tenK.id, value: 2 } }),
  decreaseUserGoalValue: (f) => ({ args: { id: f.books.id, value: 1 } }),
  archiveUserGoal: (f) => ({ args: { id: f.fitness.id, archived: true } }),
  moveUserGoalUnder: (f) => ({ args: { goal: f.books.id, parent: f.fitness.id } }),
  updateUserConfiguration: () => ({ args: { displayName: 'Someone else', theme: 'Sunset', widgets: [] } }),
  createUserRoutine: (f) => ({ args: { name: 'Nights', sections: [{ name: 'Night', startTime: '21:00', endTime: '22:00', items: [{ type: 'habit', id: f.floss.id }] }] } }),
  editUserRoutine: (f) => ({
    args: { id: f.routine.id, name: 'Day', sections: [{ name: 'All day', startTime: '06:00', endTime: '23:00', items: [{ type: 'habit', id: f.run.id }, { type: 'habit', id: f.floss.id }] }] },
  }),
  patchUserRoutine: (f) => ({ args: { id: f.routine.id, ops: [{ op: 'rename', name: 'Days' }, { op: 'addSection', name: 'Noon', startTime: '12:00', endTime: '13:00' }] } }),
  createUserListRoutine: (f) => ({ args: { name: 'Chores', items: [{ type: 'habit', id: f.floss.id }] } }),
  editUserListRoutine: (f) => ({ args: { id: f.list.id, name: 'Errands 2', items: [{ type: 'habit', id: f.floss.id }] } }),
  addHabitToRoutineSection: (f) => ({ args: { routineId: f.routine.id, section: 'Evening', habitId: f.floss.id } }),
  addTaskToRoutineSection: (f) => ({ args: { routineId: f.routine.id, section: 'Evening', taskId: f.gym.id } }),
  removeRoutineItem: (f) => ({ args: { groupId: f.groups[1] } }),
  deleteUserRoutine: (f) => ({ args: { id: f.routine.id } }),
  createUserSchedule: (f) => ({ args: { routineId: f.list.id, days: ['saturday'] } }),
  updateUserSchedule: (f) => ({ args: { id: f.schedule.id, days: ['monday', 'tuesday'] } }),
  deleteUserSchedule: (f) => ({ args: { id: f.schedule.id } }),
  checkRoutineItem: (f) => ({ args: { groupId: f.groups[0], checked: true } }),
  skipRoutineItem: (f) => ({ args: { groupId: f.groups[1], skipped: true } }),
  getItemMicroTasks: (f) => ({ args: { entryId: f.groups[1] } }),
  addMicroTask: (f) => ({ args: { entryId: f.groups[0], name: 'Outline' } }),
  toggleMicroTask: (f) => ({ args: { id: f.micro.id, done: true } }),
  pinMicroTask: (f) => ({ args: { id: f.micro2.id, pinned: true } }),
  deleteMicroTask: (f) => ({ args: { id: f.micro.id } }),
  reorderMicroTasks: (f) => ({ args: { entryId: f.groups[0], ids: [f.micro2.id, f.micro.id] } }),
  logUserMood: () => ({ args: { level: 2 } }),
  createQuickNote: () => ({ args: { text: 'buy shoes', colour: 'blue' } }),
  addStudyNode: (f) => ({ args: { page: f.topic.id, kind: 'SECTION', title: 'Organelles' } }),
  editStudyNode: (f) => ({ args: { page: f.topic.id, node: 'Genetics', title: 'Heredity' } }),
  setStudyNodeStatus: (f) => ({ args: { page: f.topic.id, node: 'The cell', status: 'DONE' } }),
  connectStudyNodes: (f) => ({ args: { page: f.topic.id, from: 'Genetics', to: 'Proteins' } }),
  disconnectStudyNodes: (f) => ({ args: { page: f.topic.id, from: 'The cell', to: 'Genetics' } }),
  removeStudyNode: (f) => ({ args: { page: f.topic.id, node: 'Genetics' } }),
  reorderStudyBoard: (f) => ({ args: { page: f.topic.id, nodeIds: f.board.nodes.map((n: { id: string }) => n.id).reverse() } }),
  addStudyNotes: (f) => ({ args: { page: f.cell.id, text: 'Membranes are **lipid** bilayers.' } }),
  addStudyDiagram: (f) => ({ args: { page: f.cell.id, text: 'mindmap\n  Cell\n    Nucleus' } }),
  generateStudyCards: (f) => ({ args: { page: f.cell.id, count: 1 }, then: [json({ cards: [{ front: 'What is a membrane made of?', back: 'Lipids' }] })] }),
  createStudyCycle: (f) => ({ args: { name: 'Languages', days: { monday: { minutes: 30 } }, subjects: [{ pageId: f.french.id, importance: 4, mastery: 1 }] } }),
  editStudyCycle: () => ({ args: { cycle: 'Science', name: 'Sciences', days: { friday: { minutes: 45 } } } }),
  editStudyBlock: () => ({ args: { cycle: 'Science', n: 1, concept: 'The cell' } }),
  archiveStudyCycle: () => ({ args: { cycle: 'Science' } }),
  deleteStudyCycle: () => ({ args: { cycle: 'Science' } }),
  logStudySession: (f) => ({ args: { pageId: f.cell.id, minutes: 20 } }),
  deleteStudySession: (f) => ({ args: { id: f.session.id } }),
  updateGlobalContext: () => ({ args: { context: 'Likes tea in the morning.' } }),
  updateChatContext: () => ({ args: { context: 'Planning the week.' } }),
  submitUserFeedback: () => ({ args: { text: 'The undo button is great', kind: 'PRAISE' } }),
};

/** Every read a client makes of the person's data, each listed entity's own GET included. */
async function snapshot(u: U): Promise<Record<string, unknown>> {
  const get = async (path: string) => {
    const res = await u.call('GET', path);
    return { status: res.status, body: res.body };
  };
  const out: Record<string, unknown> = {};
  const all = async (paths: string[]) => {
    const answers = await Promise.all(paths.map(get));
    paths.forEach((p, i) => (out[p] = answers[i]));
  };
  const lists = ['/habits', '/tasks', '/categories', '/goals', '/routines', '/schedules', '/quick-notes', '/feedback', '/study/cycles', '/study/sessions'];
  await all([...lists, '/me', '/me/configuration', '/me/progress', '/today', '/constance', '/focus/day', '/focus/cycles', '/mood', '/notebook/topics', '/notebook/cards/due', '/study/today', '/ai/agent/memory']);
  const ids = (path: string) => (((out[path] as { body: { items?: { id: string }[] } }).body.items ?? []) as { id: string }[]).map((i) => i.id);
  const topics = (out['/notebook/topics'] as { body: { topics?: { id: string; pages?: { id: string }[] }[] } }).body.topics ?? [];
  const pages = topics.flatMap((t) => [t.id, ...(t.pages ?? []).map((p) => p.id)]);
  await all([
    ...lists.filter((p) => p !== '/study/sessions').flatMap((p) => ids(p).map((id) => `${p}/${id}`)),
    ...pages.flatMap((id) => [`/notebook/pages/${id}`, `/notebook/pages/${id}/board`, `/notebook/pages/${id}/cards`]),
  ]);
  return out;
}

/** The first paths whose answers differ: what a failure names. */
function differences(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => `${k}: ${JSON.stringify(a[k]).slice(0, 300)} → ${JSON.stringify(b[k]).slice(0, 300)}`);
}

describe('undo over every write tool', () => {
  it('has a valid call for every write tool (a new write tool needs one here)', () => {
    const writes = AGENT_TOOLS.filter((t) => t.kind === 'write').map((t) => t.name).sort();
    expect(Object.keys(CALLS).sort()).toEqual(writes);
    expect(Object.keys(UNDO_POLICIES).sort()).toEqual(writes);
  });

  it('runs each write tool through a real turn, undoes the turn, and every REST read answers as before', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let f = await seed();
    let before = await snapshot(f.u);
    for (const [name, call] of Object.entries(CALLS)) {
      const { args, then = [] } = call(f);
      const chatId = await api.newChat(f.u.token);
      sim.reset();
      sim.script('mistral', toolCall(name, args), ...then, text(['Done.']));
      const res = await api.streamApproving(f.u.token, chatId, { message: `please ${name}` });
      const card = res.events.find((e) => e.event === 'tool_finished' && e.data.name === name);
      const turnId = (res.all.find((e) => e.event === 'turn')?.data as { turnId: string } | undefined)?.turnId;
      if (card?.event !== 'tool_finished' || !card.data.ok || !turnId) {
        failures.push(`${name}: the tool did not run (${JSON.stringify(res.events.at(-1) ?? res.json).slice(0, 300)})`);
        f = await seed();
        before = await snapshot(f.u);
        continue;
      }
      if (!card.data.reason) failures.push(`${name}: its card has no reason`);
      const undone = await f.u.call('POST', `/ai/agent/chats/${chatId}/turns/${turnId}/undo`, {});
      if (undone.status !== 200 || undone.body.undone?.length !== 1) {
        failures.push(`${name}: undo answered ${undone.status} ${JSON.stringify(undone.body).slice(0, 300)}`);
        f = await seed();
        before = await snapshot(f.u);
        continue;
      }
      const after = await snapshot(f.u);
      const diff = differences(before, after);
      if (diff.length) {
        failures.push(`${name}: reads differ after undo:\n  ${diff.slice(0, 4).join('\n  ')}`);
        f = await seed();
        before = await snapshot(f.u);
      }
      // Equal: the next tool starts from the very state this one was undone to.
    }
    expect(failures).toEqual([]);
  });
});
