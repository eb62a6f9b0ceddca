import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { STRONG_PASSWORD } from '../support/http';
import { startProviderSim, text, toolCalls, type ProviderSim, type ToolCallSpec } from '../support/provider-sim';
import { readSse } from '../support/sse';

/**
 * Issue 39's black box: the product as `npm start` runs it (local/runtime.ts: the REST app,
 * the agent's stream, the local queues) with the model behind the wire-level provider
 * simulator. Everything is done and read back over real HTTP, as a person's client would:
 * seeds through the REST routes, an assistant turn whose tool calls the simulator scripts,
 * then `POST …/turns/{turnId}/undo` and every item read again through its own route. One
 * runtime for the file; every test signs up a person of its own.
 */
let sim: ProviderSim;
let rt: Runtime;
const dataDir = mkdtempSync(join(tmpdir(), 'beyou-undo-'));

beforeAll(async () => {
  // The runtime's metrics would print a line per model call into the test output.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  sim = await startProviderSim();
  rt = await startRuntime({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'SILENT',
    AUTH_SCRYPT_LOG_N: '10',
    // The run's DynamoDB Local, in a table of this file's own.
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    TABLE_NAME: `agent-undo-${randomUUID()}`,
    AI_LLM_CHAIN_ORDER: 'mistral',
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: sim.baseUrl('mistral'),
  });
});

afterAll(async () => {
  await rt?.stop();
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

beforeEach(() => sim.reset());

type Reply = { status: number; body: any };
type Person = { call(method: string, path: string, body?: unknown): Promise<Reply>; ok(method: string, path: string, body?: unknown): Promise<any>; token: string };

async function signUp(): Promise<Person> {
  const res = await fetch(`${rt.url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `undo-${randomUUID()}@example.test`, password: STRONG_PASSWORD, displayName: 'Uma' }),
  });
  expect(res.status).toBe(201);
  const token = ((await res.json()) as { accessToken: string }).accessToken;
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const r = await fetch(`${rt.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: r.status, body: r.status === 204 ? undefined : await r.json() };
  };
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    expect(r.status, `${method} ${path} → ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body;
  };
  return { call, ok, token };
}

/** One assistant turn in a new chat whose model asks for `calls`, then says `Done.`: the turn id and its write cards. */
async function assistantTurn(p: Person, message: string, calls: ToolCallSpec[]) {
  const chatId = (await p.ok('POST', '/ai/agent/chats', {})).id as string;
  sim.script('mistral', toolCalls(calls), text(['Done.']));
  const res = await fetch(`${rt.url}/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
    body: JSON.stringify({ message }),
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const { events } = await readSse(res.body);
  expect(events.at(-1)?.event, JSON.stringify(events.at(-1))).toBe('done');
  const turnId = events.flatMap((e) => (e.event === 'turn' ? [e.data.turnId] : []))[0]!;
  const cards = events.flatMap((e) => (e.event === 'tool_finished' ? [e.data] : []));
  // Parallel calls finish in any order.
  expect(cards.map((c) => `${c.name}:${c.ok}`).sort()).toEqual(calls.map((c) => `${c.name}:true`).sort());
  return { chatId, turnId, cards };
}

const undo = (p: Person, t: { chatId: string; turnId: string }, body: unknown = {}) => p.call('POST', `/ai/agent/chats/${t.chatId}/turns/${t.turnId}/undo`, body);

/** The notes on the Ideas board with their cells, as the board route shows them. */
const board = async (p: Person) => (await p.ok('GET', '/quick-notes')) as { items: { id: string; text: string; cell: { row: number; col: number } | null }[] };

describe('undo of an assistant turn on the npm start runtime', () => {
  it('takes back a habit created, a task renamed and an Ideas note with one call; the note’s cell is free again; a second undo changes nothing', async () => {
    const p = await signUp();
    const task = await p.ok('POST', '/tasks', { name: 'Gym' });
    const first = await p.ok('POST', '/quick-notes', { text: 'call mum' });
    await p.ok('POST', '/quick-notes', { text: 'plant basil' });
    // The first note moves to the far corner, so the board's first free cell — where the
    // assistant's note lands — is the top-left one it left, not simply the next in line.
    const corner = { row: 3, col: 3 };
    await p.ok('POST', `/quick-notes/${first.id}/move`, corner);
    const before = { habits: await p.ok('GET', '/habits'), task: await p.ok('GET', `/tasks/${task.id}`), board: await board(p) };

    const t = await assistantTurn(p, 'make a habit Read, rename Gym to Gym 7 am and jot "buy shoes"', [
      { name: 'createUserHabit', args: { name: 'Read' } },
      { name: 'editUserTask', args: { id: task.id, name: 'Gym 7 am' } },
      { name: 'createQuickNote', args: { text: 'buy shoes' } },
    ]);
    expect(t.cards.every((c) => typeof c.reason === 'string' && c.reason.length > 0)).toBe(true);
    const jotted = (await board(p)).items.find((n) => n.text === 'buy shoes')!;
    expect(jotted.cell).toEqual({ row: 0, col: 0 });
    expect((await p.ok('GET', '/habits')).items.map((h: { name: string }) => h.name)).toEqual(['Read']);
    expect((await p.ok('GET', `/tasks/${task.id}`)).name).toBe('Gym 7 am');
    // While the note is there, its cell is taken: moving another note into it is refused.
    expect((await p.call('POST', `/quick-notes/${first.id}/move`, { row: 0, col: 0 })).status).toBe(409);

    const undone = await undo(p, t);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ turnId: t.turnId, alreadyUndone: false, skipped: [] });
    expect([...undone.body.undone].sort()).toEqual(t.cards.map((c) => c.callId).sort());
    expect(await p.ok('GET', '/habits')).toEqual(before.habits);
    expect(await p.ok('GET', `/tasks/${task.id}`)).toEqual(before.task);
    expect(await board(p)).toEqual(before.board);
    expect((await p.call('GET', `/quick-notes/${jotted.id}`)).status).toBe(404);
    // The cell is free again: the person's own note can be moved into exactly that cell.
    const moved = await p.ok('POST', `/quick-notes/${first.id}/move`, { row: 0, col: 0 });
    expect(moved.cell).toEqual({ row: 0, col: 0 });

    // Undoing again is a no-op: it answers so, and the person's own move since stays.
    const after = { habits: await p.ok('GET', '/habits'), task: await p.ok('GET', `/tasks/${task.id}`), board: await board(p) };
    const again = await undo(p, t);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ turnId: t.turnId, undone: [], restored: 0, skipped: [], alreadyUndone: true });
    const oneCall = await p.call('POST', `/ai/agent/chats/${t.chatId}/turns/${t.turnId}/calls/${t.cards[0]!.callId}/undo`, {});
    expect(oneCall.status).toBe(200);
    expect(oneCall.body).toMatchObject({ undone: [], alreadyUndone: true });
    expect({ habits: await p.ok('GET', '/habits'), task: await p.ok('GET', `/tasks/${task.id}`), board: await board(p) }).toEqual(after);
  });

  it('answers 409 naming a task the person renamed since and changes nothing; skipChanged then undoes the rest and leaves the task', async () => {
    const p = await signUp();
    const task = await p.ok('POST', '/tasks', { name: 'Gym' });
    const t = await assistantTurn(p, 'rename Gym to Gym 7 am and add a habit Stretch', [
      { name: 'editUserTask', args: { id: task.id, name: 'Gym 7 am' } },
      { name: 'createUserHabit', args: { name: 'Stretch' } },
    ]);
    const rename = t.cards.find((c) => c.name === 'editUserTask')!;
    await p.ok('PATCH', `/tasks/${task.id}`, { name: 'Gym at 8' });
    const now = { habits: await p.ok('GET', '/habits'), task: await p.ok('GET', `/tasks/${task.id}`) };
    expect(now.habits.items.map((h: { name: string }) => h.name)).toEqual(['Stretch']);

    const refused = await undo(p, t);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', changed: [{ callId: rename.callId, label: "the task 'Gym at 8'" }] });
    expect(refused.body.error.message).toContain("the task 'Gym at 8'");
    // All or nothing: the habit the same turn created is still there, the person's name stays.
    expect({ habits: await p.ok('GET', '/habits'), task: await p.ok('GET', `/tasks/${task.id}`) }).toEqual(now);

    const rest = await undo(p, t, { skipChanged: true });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ alreadyUndone: false, skipped: [{ callId: rename.callId, label: "the task 'Gym at 8'" }] });
    expect((await p.ok('GET', '/habits')).items).toEqual([]);
    expect(await p.ok('GET', `/tasks/${task.id}`)).toEqual(now.task);
  });

  it('a routine check the assistant made pays XP, and its undo takes exactly that XP back', async () => {
    const p = await signUp();
    const habit = await p.ok('POST', '/habits', { name: 'Read', importance: 4, difficulty: 3 });
    const routine = await p.ok('POST', '/routines', {
      name: 'Day',
      sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: habit.id }] }],
    });
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    await p.ok('POST', '/schedules', { routineId: routine.id, days });
    const groupId = routine.sections[0].items[0].groupId as string;
    const xpBefore = await p.ok('GET', '/me/progress');

    // checkRoutineItem runs without an approval (tools/today.ts: the person asked, and unchecking takes the XP back exactly).
    const t = await assistantTurn(p, 'I read this morning', [{ name: 'checkRoutineItem', args: { groupId, checked: true } }]);
    expect(t.cards[0]!.reason).toMatch(/^Checked 'Read' \(\+\d+ XP\)$/);
    const xpAfter = await p.ok('GET', '/me/progress');
    expect(xpAfter.totalXp).toBeGreaterThan(xpBefore.totalXp);

    const undone = await undo(p, t);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await p.ok('GET', '/me/progress')).toEqual(xpBefore);
  });
});
