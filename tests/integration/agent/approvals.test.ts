/**
 * Destructive tools wait for the person's yes, in code (A7, issue 23): the real chain over the
 * real provider SDKs on the wire-level simulator, real HTTP and SSE, DynamoDB Local.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { ToolSpec } from '../../../core/ai/agent/tools/registry';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { RateWindows } from '../../../core/limits/entity';
import { agentApi, agentSettings, type AgentApi, type StreamResult } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, type TestUser } from '../../support/http';
import { serverError, startProviderSim, text, toolCall, toolCalls } from '../../support/provider-sim';
import { readSse, textOf } from '../../support/sse';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const table = await freshTable();

// deleteUserRoutine as the production spec, counting its runs: "the tool runs once" is a count.
let deletions = 0;
const tools: ToolSpec[] = AGENT_TOOLS.map((t) =>
  t.name === 'deleteUserRoutine' ? { ...t, run: (ctx, input) => ((deletions += 1), t.run(ctx, input)) } : t,
);
// Two links, so an answer can fail over while the approved call is being answered.
const chain = testChain({ sim, table, order: ['mistral', 'gemini'] });
const api = agentApi(() => agentSettings(chain.model, tools), testDeps({ TABLE_NAME: table }));
/** The same table seen 11 minutes later: every approval asked now has expired there. */
const later = agentApi(() => agentSettings(chain.model, tools), testDeps({ TABLE_NAME: table }, { clock: { now: () => new Date(Date.now() + 11 * 60_000) } }));

async function morning(u: TestUser): Promise<string> {
  const token = u.accessToken;
  const habit = (await api.request('POST', '/habits', { token, body: { name: 'Stretch' } })).body.id;
  const task = (await api.request('POST', '/tasks', { token, body: { name: 'Plan the day' } })).body.id;
  const r = await api.request('POST', '/routines', {
    token,
    body: { name: 'Morning', sections: [{ name: 'Wake', startTime: '06:00', endTime: '08:00', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }] },
  });
  expect(r.status).toBe(201);
  return r.body.id;
}

const answer = (a: AgentApi, u: TestUser, chatId: string, turnId: string, approvalId: string, body: unknown): Promise<StreamResult> =>
  a.answer(u.accessToken, chatId, turnId, approvalId, body);

/** The model asks to delete the routine; the stream ends asking the person. */
async function askToDelete(u: TestUser, routineId: string) {
  const chatId = await api.newChat(u.accessToken);
  sim.script('mistral', toolCall('deleteUserRoutine', { id: routineId }, { text: ['Deleting it now.'] }));
  const asked = await api.stream(u.accessToken, chatId, { message: 'delete my Morning routine', page: '/routines' });
  const turn = asked.all.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>;
  const request = asked.all.at(-1) as Extract<AgentEvent, { event: 'approval_required' }>;
  return { chatId, asked, turnId: turn.data.turnId, request };
}

const routineStatus = async (u: TestUser, id: string) => (await api.request('GET', `/routines/${id}`, { token: u.accessToken })).status;
const lastModelRequest = (link: string) => JSON.stringify(sim.requests(link).at(-1)?.body);

describe('a destructive call waits for the person', () => {
  it('deleteUserRoutine: nothing is deleted, the stream ends with approval_required naming the routine, the turn waits', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const before = deletions;
    const { chatId, asked, turnId, request } = await askToDelete(u, routineId);
    expect(asked.events.map((e) => e.event)).toEqual(['token', 'tool_started', 'approval_required']);
    expect(request.data).toEqual({ callId: expect.any(String), approvalId: expect.any(String), name: 'deleteUserRoutine', summary: "Delete the routine 'Morning' with 2 items", expiresAt: expect.any(String) });
    expect(Date.parse(request.data.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(deletions).toBe(before);
    expect(await routineStatus(u, routineId)).toBe(200);
    expect((await api.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken })).body).toMatchObject({ status: 'AWAITING_APPROVAL', segments: [{ type: 'text', text: 'Deleting it now.' }] });
    const chat = (await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body;
    expect(chat.awaitingApproval).toEqual({ turnId, approvalId: request.data.approvalId, callId: request.data.callId, name: 'deleteUserRoutine', summary: request.data.summary, expiresAt: request.data.expiresAt });
    expect(chat.runningTurn).toBeNull();
    // A resume of the turn replays the same card and stops there.
    const resumed = await readSse((await api.app.request(`/ai/agent/chats/${chatId}/turns/${turnId}/stream`, { headers: { authorization: `Bearer ${u.accessToken}` } })).body);
    expect(resumed.events.at(-1)).toEqual(request);
  });

  it('approve: the routine is deleted once, the answer streams as the same turn (ids go on) and is stored', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const { chatId, asked, turnId, request } = await askToDelete(u, routineId);
    const before = deletions;
    sim.script('mistral', text(['Done: ', 'Morning is gone.']));
    const res = await answer(api, u, chatId, turnId, request.data.approvalId, { approved: true });
    expect(res.status).toBe(200);
    expect(res.events[0]).toEqual({ event: 'tool_finished', data: { callId: request.data.callId, name: 'deleteUserRoutine', ok: true, domains: ['routines', 'habits'], reason: "Deleted the routine 'Morning'" } });
    expect(textOf(res.events)).toBe('Done: Morning is gone.');
    expect(res.events.at(-1)?.event).toBe('done');
    expect(res.ids[0]).toBe(asked.ids.at(-1)! + 1);
    expect(deletions - before).toBe(1);
    expect(await routineStatus(u, routineId)).toBe(404);
    const done = res.events.at(-1) as Extract<AgentEvent, { event: 'done' }>;
    expect(done.data.segments).toEqual([
      { type: 'text', text: 'Deleting it now.' },
      { type: 'tool', callId: request.data.callId, name: 'deleteUserRoutine', kind: 'write', ok: true, domains: ['routines', 'habits'], reason: "Deleted the routine 'Morning'" },
      { type: 'text', text: 'Done: Morning is gone.' },
    ]);
    const chat = (await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body;
    expect(chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[1].segments).toEqual(done.data.segments);
    expect(chat.awaitingApproval).toBeNull();
    // The model saw its own call and the tool's real result, not a retelling.
    expect(lastModelRequest('mistral')).toContain('deleteUserRoutine');
    // Single use: the same answer again is 404, and nothing runs twice.
    const again = await answer(api, u, chatId, turnId, request.data.approvalId, { approved: true });
    expect([again.status, again.json.error.code]).toEqual([404, 'NOT_FOUND']);
    expect(deletions - before).toBe(1);
  });

  it('deny: the routine stays, the model is told (with the reason) and says so', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const { chatId, turnId, request } = await askToDelete(u, routineId);
    const before = deletions;
    sim.script('mistral', text(['Okay, I kept it.']));
    const res = await answer(api, u, chatId, turnId, request.data.approvalId, { approved: false, reason: 'I still use it on weekends' });
    expect(res.events[0]).toEqual({ event: 'tool_finished', data: { callId: request.data.callId, name: 'deleteUserRoutine', ok: false, domains: [] } });
    expect(textOf(res.events)).toBe('Okay, I kept it.');
    expect(deletions).toBe(before);
    expect(await routineStatus(u, routineId)).toBe(200);
    expect(lastModelRequest('mistral')).toContain('I still use it on weekends');
  });

  it("an expired approval, another person's, or one whose turn moved on is 404 and deletes nothing", async () => {
    const u = await signUp(api);
    const other = await signUp(api);
    const routineId = await morning(u);
    const before = deletions;

    const first = await askToDelete(u, routineId);
    const intruder = await answer(api, other, first.chatId, first.turnId, first.request.data.approvalId, { approved: true });
    expect([intruder.status, intruder.json.error.code]).toEqual([404, 'NOT_FOUND']);
    const expired = await answer(later, u, first.chatId, first.turnId, first.request.data.approvalId, { approved: true });
    expect([expired.status, expired.json.error.code]).toEqual([404, 'NOT_FOUND']);
    // The expired wait now reads as over: nothing was changed, and the chat says so.
    const view = (await api.request('GET', `/ai/agent/chats/${first.chatId}/turns/${first.turnId}`, { token: u.accessToken })).body;
    expect(view.status).toBe('INTERRUPTED');
    expect(view.segments).toContainEqual(expect.objectContaining({ type: 'tool', name: 'deleteUserRoutine', ok: false }));

    // A new message in the chat is the person going on: the wait ends unanswered.
    const second = await askToDelete(u, routineId);
    sim.script('mistral', text(['Sure, something else then.']));
    await api.stream(u.accessToken, second.chatId, { message: 'actually, never mind' });
    const moved = await answer(api, u, second.chatId, second.turnId, second.request.data.approvalId, { approved: true });
    expect([moved.status, moved.json.error.code]).toEqual([404, 'NOT_FOUND']);
    const tampered = await answer(api, u, second.chatId, second.turnId, '../../x', { approved: true });
    expect(tampered.status).toBe(404);
    const invalid = await answer(api, u, second.chatId, second.turnId, second.request.data.approvalId, { approved: 'yes' });
    expect(invalid.status).toBe(400);

    expect(deletions).toBe(before);
    expect(await routineStatus(u, routineId)).toBe(200);
  });

  it('a call whose target does not exist (or is another person\'s) asks nothing and answers NOT_FOUND', async () => {
    const owner = await signUp(api);
    const intruder = await signUp(api);
    const routineId = await morning(owner);
    const chatId = await api.newChat(intruder.accessToken);
    sim.script('mistral', toolCall('deleteUserRoutine', { id: routineId }), text(['I could not find it.']));
    const res = await api.stream(intruder.accessToken, chatId, { message: 'delete that routine' });
    expect(res.events.map((e) => e.event)).toEqual(['tool_started', 'tool_finished', 'token', 'done']);
    expect(res.events[1]).toMatchObject({ data: { name: 'deleteUserRoutine', ok: false } });
    expect(await routineStatus(owner, routineId)).toBe(200);
  });
  it('two destructive calls in one step: one card at a time; the one not shown is denied when the first is answered', async () => {
    const u = await signUp(api);
    const first = await morning(u);
    const second = await morning(u);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCalls([{ name: 'deleteUserRoutine', args: { id: first } }, { name: 'deleteUserRoutine', args: { id: second } }]));
    const asked = await api.stream(u.accessToken, chatId, { message: 'delete both Morning routines' });
    const cards = asked.all.filter((e) => e.event === 'approval_required') as Extract<AgentEvent, { event: 'approval_required' }>[];
    expect(cards).toHaveLength(1);
    const turnId = (asked.all[0] as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    sim.script('mistral', text(['Deleted one; ask me again for the other.']));
    const res = await answer(api, u, chatId, turnId, cards[0]!.data.approvalId, { approved: true });
    const finished = res.events.filter((e) => e.event === 'tool_finished').map((e) => (e as Extract<AgentEvent, { event: 'tool_finished' }>).data.ok);
    expect(finished.sort()).toEqual([false, true]);
    expect([await routineStatus(u, first), await routineStatus(u, second)].sort()).toEqual([200, 404]);
    expect(lastModelRequest('mistral')).toContain('was not shown to the person');
  });

  it('a cancel of the chat ends the wait too: the card no longer takes an answer, and the turn says nothing was changed', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const { chatId, turnId, request } = await askToDelete(u, routineId);
    expect((await api.request('POST', `/ai/agent/chats/${chatId}/cancel`, { token: u.accessToken })).status).toBe(204);
    const late = await answer(api, u, chatId, turnId, request.data.approvalId, { approved: true });
    expect([late.status, late.json.error.code]).toEqual([404, 'NOT_FOUND']);
    const view = (await api.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken })).body;
    expect(view.status).toBe('INTERRUPTED');
    expect((await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body.awaitingApproval).toBeNull();
    expect(await routineStatus(u, routineId)).toBe(200);
  });

  it('two tabs answer at once: one answer runs the change, once; the other is 404 (never a 500)', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const { chatId, turnId, request } = await askToDelete(u, routineId);
    const before = deletions;
    sim.script('mistral', text(['Deleted.']), text(['never used']));
    const both = await Promise.all([
      answer(api, u, chatId, turnId, request.data.approvalId, { approved: true }),
      answer(api, u, chatId, turnId, request.data.approvalId, { approved: false }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(both.find((r) => r.status === 404)!.json.error.code).toBe('NOT_FOUND');
    expect(deletions - before).toBeLessThanOrEqual(1);
    const won = both.find((r) => r.status === 200)!;
    expect(won.events.at(-1)?.event).toBe('done');
  });

  // Last: mistral cools after this one.
  it('an approval answered while the chain fails over runs the tool once, and costs no second bucket hit', async () => {
    const u = await signUp(api);
    const routineId = await morning(u);
    const { chatId, turnId, request } = await askToDelete(u, routineId);
    const before = deletions;
    // The first link fails before its first token: the chain moves on to gemini for the answer.
    sim.script('mistral', serverError());
    sim.script('gemini', text(['Deleted.']));
    const res = await answer(api, u, chatId, turnId, request.data.approvalId, { approved: true });
    expect(textOf(res.events)).toBe('Deleted.');
    expect(res.all.find((e) => e.event === 'model')).toEqual({ event: 'model', data: { link: 'gemini', model: expect.any(String) } });
    expect(deletions - before).toBe(1);
    expect(await routineStatus(u, routineId)).toBe(404);
    const hits = (await RateWindows(api.deps.db).query.primary({ scope: `USER#${u.id}` }).go({ consistent: true })).data.filter((r) => r.bucket === 'agent');
    expect(hits.reduce((n, r) => n + (r.hits ?? 0), 0)).toBe(1);
  });

});
