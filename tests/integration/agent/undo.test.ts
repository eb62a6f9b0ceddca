/**
 * Undo of what the assistant changed (issue 39), through the HTTP app as a client sees it: a
 * real turn (scripted provider, real chain, real tools) writes, the write cards carry the
 * server's reason, and `POST …/turns/{turnId}/undo` (or `…/calls/{callId}/undo`) takes it
 * back — all or nothing, refusing items the person changed since, once only.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { startProviderSim, text, toolCall, toolCalls } from '../../support/provider-sim';
import { planned, tokenClient } from '../day/helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

type U = Awaited<ReturnType<typeof tokenClient>>;
const finished = (events: { event: string; data: any }[]) => events.filter((e) => e.event === 'tool_finished').map((e) => e.data);

/** One turn in a new chat; its turn id and the write cards' call ids. */
async function turn(u: U, message: string, ...steps: Parameters<typeof sim.script>[1][]) {
  const chatId = await api.newChat(u.token);
  sim.script('mistral', ...steps);
  const res = await api.stream(u.token, chatId, { message });
  expect(res.events.at(-1)?.event, JSON.stringify(res.events.at(-1))).toBe('done');
  const turnId = (res.all.find((e) => e.event === 'turn')!.data as { turnId: string }).turnId;
  return { chatId, turnId, cards: finished(res.events), res };
}

const undo = (u: U, chatId: string, turnId: string, body: unknown = {}, callId?: string) =>
  api.request('POST', `/ai/agent/chats/${chatId}/turns/${turnId}${callId ? `/calls/${callId}` : ''}/undo`, { token: u.token, body });

const board = async (u: U) => (await u.ok('GET', '/quick-notes')) as { items: { id: string; text: string; cell?: unknown }[] };

describe('undoing an assistant turn', () => {
  it('takes back a habit created, a task renamed and a note jotted with one call; the note’s cell is free again; twice changes nothing more', async () => {
    const u = await tokenClient(api);
    const task = await u.ok('POST', '/tasks', { name: 'Gym' });
    const habitsBefore = await u.ok('GET', '/habits');
    const taskBefore = await u.ok('GET', `/tasks/${task.id}`);
    const notesBefore = await board(u);

    const t = await turn(
      u,
      'make a habit Read, rename Gym to Gym 7 am, and note "buy shoes"',
      toolCalls([
        { name: 'createUserHabit', args: { name: 'Read', purpose: 'you asked for a reading habit' } },
        { name: 'editUserTask', args: { id: task.id, name: 'Gym 7 am' } },
        { name: 'createQuickNote', args: { text: 'buy shoes' } },
      ]),
      text(['Done.']),
    );
    // Each write card says what changed in the server's words, and why when the model said so.
    expect(t.cards.map((c) => [c.name, c.ok, c.reason]).sort()).toEqual([
      ['createQuickNote', true, "Created the note 'buy shoes'"],
      ['createUserHabit', true, "Created the habit 'Read': you asked for a reading habit"],
      ['editUserTask', true, "Renamed the task 'Gym' to 'Gym 7 am'"],
    ]);
    // The stored message carries the same line.
    const chat = await u.ok('GET', `/ai/agent/chats/${t.chatId}`);
    const segments = chat.messages.at(-1).segments.filter((s: any) => s.type === 'tool');
    expect(segments.map((s: any) => [s.callId, s.reason])).toEqual(t.cards.map((c) => [c.callId, c.reason]));
    const noteId = (await board(u)).items.find((n) => n.text === 'buy shoes')!.id;

    const first = await undo(u, t.chatId, t.turnId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ undone: expect.arrayContaining(t.cards.map((c) => c.callId)), alreadyUndone: false, skipped: [] });
    expect(await u.ok('GET', '/habits')).toEqual(habitsBefore);
    expect(await u.ok('GET', `/tasks/${task.id}`)).toEqual(taskBefore);
    expect(await board(u)).toEqual(notesBefore);
    expect((await u.call('GET', `/quick-notes/${noteId}`)).status).toBe(404);
    // The cell is free: the next note takes the first cell again, as the undone one had.
    const again = await u.ok('POST', '/quick-notes', { text: 'another' });
    const undoneCell = (await board(u)).items.find((n) => n.id === again.id);
    expect(undoneCell).toBeDefined();

    const second = await undo(u, t.chatId, t.turnId);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ undone: [], restored: 0, alreadyUndone: true });
    expect(await u.ok('GET', `/tasks/${task.id}`)).toEqual(taskBefore);
  });

  it('refuses with 409 naming a task the person renamed since, and changes nothing; skipChanged undoes the rest', async () => {
    const u = await tokenClient(api);
    const task = await u.ok('POST', '/tasks', { name: 'Gym' });
    const t = await turn(
      u,
      'rename Gym and add a habit',
      toolCalls([
        { name: 'editUserTask', args: { id: task.id, name: 'Gym 7 am' } },
        { name: 'createUserHabit', args: { name: 'Stretch' } },
      ]),
      text(['Done.']),
    );
    const edit = t.cards.find((c) => c.name === 'editUserTask')!;
    await u.ok('PATCH', `/tasks/${task.id}`, { name: 'Gym at 8' });
    const habitsAfter = await u.ok('GET', '/habits');

    const refused = await undo(u, t.chatId, t.turnId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', changed: [{ callId: edit.callId, label: "the task 'Gym at 8'" }] });
    expect(refused.body.error.message).toContain("the task 'Gym at 8'");
    // All or nothing: the habit the same turn created is still there.
    expect(await u.ok('GET', '/habits')).toEqual(habitsAfter);
    expect((await u.ok('GET', `/tasks/${task.id}`)).name).toBe('Gym at 8');

    const rest = await undo(u, t.chatId, t.turnId, { skipChanged: true });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ alreadyUndone: false, skipped: [{ callId: edit.callId, label: "the task 'Gym at 8'" }] });
    expect((await u.ok('GET', '/habits')).items).toEqual([]);
    expect((await u.ok('GET', `/tasks/${task.id}`)).name).toBe('Gym at 8');
  });

  it('a check undone takes its XP back (the uncheck path); one call of a turn is undone alone', async () => {
    const p = await planned(api);
    const u = p.u;
    const xpBefore = await u.ok('GET', '/me/progress');
    const todayBefore = await u.ok('GET', '/today');
    const t = await turn(
      u,
      'I read today, and rename Run to Jog',
      toolCalls([
        { name: 'checkRoutineItem', args: { groupId: p.groups[0], checked: true } },
        { name: 'editUserHabit', args: { id: p.habits[1]!.id, name: 'Jog' } },
      ]),
      text(['Checked.']),
    );
    const check = t.cards.find((c) => c.name === 'checkRoutineItem')!;
    expect(check).toMatchObject({ ok: true, reason: "Checked 'Read' (+30 XP)" });
    expect(await u.ok('GET', '/me/progress')).not.toEqual(xpBefore);

    const one = await undo(u, t.chatId, t.turnId, {}, check.callId);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.undone).toEqual([check.callId]);
    expect(await u.ok('GET', '/me/progress')).toEqual(xpBefore);
    const statuses = (v: any) => JSON.stringify(v, (k, x) => (k === 'name' ? undefined : x));
    expect(statuses(await u.ok('GET', '/today'))).toEqual(statuses(todayBefore));
    // The rename was not part of it.
    expect((await u.ok('GET', `/habits/${p.habits[1]!.id}`)).name).toBe('Jog');
  });

  it("another person's chat, turn or call is 404 and nothing changes", async () => {
    const owner = await tokenClient(api);
    const intruder = await tokenClient(api);
    const task = await owner.ok('POST', '/tasks', { name: 'Mine' });
    const t = await turn(owner, 'rename', toolCall('editUserTask', { id: task.id, name: 'Renamed' }), text(['ok']));
    for (const path of [`/turns/${t.turnId}/undo`, `/turns/${t.turnId}/calls/${t.cards[0].callId}/undo`]) {
      const res = await api.request('POST', `/ai/agent/chats/${t.chatId}${path}`, { token: intruder.token, body: {} });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // The intruder's own chat with the owner's turn id: nothing of the owner's is reachable.
    const own = await api.newChat(intruder.token);
    expect((await undo(intruder, own, t.turnId)).status).toBe(404);
    expect((await undo(owner, t.chatId, 'turn_nope')).status).toBe(404);
    expect((await undo(owner, t.chatId, t.turnId, {}, 'nope')).status).toBe(404);
    expect((await undo(owner, t.chatId, '../x%00')).status).toBe(404);
    expect((await undo(owner, t.chatId, t.turnId, { skipChanged: 'yes' })).status).toBe(400);
    expect((await owner.ok('GET', `/tasks/${task.id}`)).name).toBe('Renamed');
  });

  it('an approved delete is undoable: the routine comes back whole', async () => {
    const p = await planned(api);
    const u = p.u;
    const before = await u.ok('GET', `/routines/${p.routine.id}`);
    const schedulesBefore = await u.ok('GET', '/schedules');
    const chatId = await api.newChat(u.token);
    sim.script('mistral', toolCall('deleteUserRoutine', { id: p.routine.id }), text(['Deleted.']));
    const res = await api.streamApproving(u.token, chatId, { message: 'delete my routine' });
    const turnId = (res.all.find((e) => e.event === 'turn')!.data as { turnId: string }).turnId;
    const card = finished(res.events).find((c) => c.name === 'deleteUserRoutine');
    expect(card).toMatchObject({ ok: true, reason: "Deleted the routine 'Day'; Changed your schedules" });
    expect((await u.call('GET', `/routines/${p.routine.id}`)).status).toBe(404);

    const res2 = await undo(u, chatId, turnId);
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    expect(await u.ok('GET', `/routines/${p.routine.id}`)).toEqual(before);
    expect(await u.ok('GET', '/schedules')).toEqual(schedulesBefore);
  });

  it('the record goes with its chat', async () => {
    const u = await tokenClient(api);
    const task = await u.ok('POST', '/tasks', { name: 'Gym' });
    const t = await turn(u, 'rename', toolCall('editUserTask', { id: task.id, name: 'Gym 7 am' }), text(['ok']));
    await u.ok('DELETE', `/ai/agent/chats/${t.chatId}`);
    expect((await undo(u, t.chatId, t.turnId)).status).toBe(404);
    const { Changes } = await import('../../../core/ai/agent/undo/entity');
    const left = await Changes(api.deps.db).query.primary({ userId: u.id, chatId: t.chatId }).go();
    expect(left.data).toEqual([]);
  });
});
