import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { CORE_TOOLS } from '../../../core/ai/agent/tools/routing/core';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp } from '../../support/http';
import { startProviderSim, text, toolCall, type RecordedRequest } from '../../support/provider-sim';

/**
 * Routed turns (issue 46) on the real app, the real Mistral SDK and the simulator: each model
 * call carries the tools its step was offered, a call to any other runs nothing and says how to
 * get it, findTools makes the tool callable from the next step, and recent use carries over.
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, { routeTools: true }));

type Body = { tools?: { function: { name: string } }[]; messages: { role: string; content: string }[] };
const toolsOf = (r: RecordedRequest | undefined) => ((r?.body as Body | undefined)?.tools ?? []).map((t) => t.function.name);
const toolResult = (r: RecordedRequest | undefined) => JSON.parse((r!.body as Body).messages.filter((m) => m.role === 'tool').at(-1)!.content);

describe('a routed turn', () => {
  it('sends the core and the tools the message needs, not all of them', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text('ok'));
    await api.stream(u.accessToken, chatId, { message: 'delete my habit Read' });
    const offered = toolsOf(sim.requests('mistral')[0]);
    expect(offered).toEqual(expect.arrayContaining([...CORE_TOOLS, 'deleteUserHabit', 'getUserHabits']));
    expect(offered.length).toBeLessThan(AGENT_TOOLS.length / 4);
    expect(offered).not.toContain('deleteStudyCycle');
  });

  it('answers a call to a tool the step did not offer with how to get it, runs nothing, then findTools makes it callable once', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script(
      'mistral',
      toolCall('createQuickNote', { text: 'buy shoes' }),
      toolCall('findTools', { query: 'stick a note on the ideas board' }),
      toolCall('createQuickNote', { text: 'buy shoes' }),
      text('Noted.'),
    );
    const res = await api.stream(u.accessToken, chatId, { message: 'hello there' });
    const [first, second, third] = sim.requests('mistral');
    expect(toolsOf(first)).not.toContain('createQuickNote');
    expect(toolResult(second)).toMatchObject({ ok: false, error: { code: 'TOOL_NOT_OFFERED' } });
    expect(toolResult(second).error.message).toContain('findTools');
    expect(toolResult(third)).toMatchObject({ ok: true, data: { tools: expect.arrayContaining([expect.objectContaining({ name: 'createQuickNote' })]) } });
    expect(toolsOf(third)).toContain('createQuickNote');
    const finished = res.events.flatMap((e) => (e.event === 'tool_finished' ? [[e.data.name, e.data.ok]] : []));
    expect(finished).toEqual([['createQuickNote', false], ['findTools', true], ['createQuickNote', true]]);
    expect(res.events.find((e) => e.event === 'tool_started' && e.data.name === 'findTools')).toMatchObject({ data: { kind: 'read' } });
    const notes = (await api.request('GET', '/quick-notes', { token: u.accessToken })).body.items;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(['buy shoes']);
  });

  it('does not ask the person about a gated call its step did not offer: nothing to approve, nothing runs', async () => {
    const u = await signUp(api);
    const habit = (await api.request('POST', '/habits', { token: u.accessToken, body: { name: 'Read' } })).body;
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserHabit', { id: habit.id }), text('I could not.'));
    const res = await api.stream(u.accessToken, chatId, { message: 'what is the weather like' });
    expect(res.all.some((e) => e.event === 'approval_required')).toBe(false);
    expect(toolResult(sim.requests('mistral')[1])).toMatchObject({ ok: false, error: { code: 'TOOL_NOT_OFFERED' } });
    expect((await api.request('GET', `/habits/${habit.id}`, { token: u.accessToken })).status).toBe(200);
  });

  it('gives a follow-up the tools the chat just used ("ok, delete it")', async () => {
    const u = await signUp(api);
    await api.request('POST', '/habits', { token: u.accessToken, body: { name: 'Read' } });
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('getUserHabits', {}), text('You have one habit, Read.'));
    await api.stream(u.accessToken, chatId, { message: 'which habits do I have?' });
    const before = sim.requests('mistral').length;
    sim.script('mistral', text('Shall I?'));
    await api.stream(u.accessToken, chatId, { message: 'ok, remove it' });
    const offered = toolsOf(sim.requests('mistral')[before]);
    expect(offered).toEqual(expect.arrayContaining(['getUserHabits', 'deleteUserHabit']));
  });

  it('favours the page the person is on ("create one" on the habits page)', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text('What should it be called?'));
    await api.stream(u.accessToken, chatId, { message: 'create one', page: '/habits' });
    const offered = toolsOf(sim.requests('mistral')[0]);
    expect(offered).toEqual(expect.arrayContaining(['getUserHabits', 'createUserHabit']));
  });

  it("refuses another person's habit id through a routed tool as NOT_FOUND (ownership is the tool's, not the offer's)", async () => {
    const owner = await signUp(api);
    const intruder = await signUp(api);
    const habit = (await api.request('POST', '/habits', { token: owner.accessToken, body: { name: 'Private' } })).body;
    const chatId = await api.newChat(intruder.accessToken);
    sim.script('mistral', toolCall('editUserHabit', { id: habit.id, name: 'Mine now' }), text('No.'));
    await api.stream(intruder.accessToken, chatId, { message: 'rename my habit to Mine now' });
    expect(toolsOf(sim.requests('mistral')[0])).toContain('editUserHabit');
    expect(toolResult(sim.requests('mistral')[1])).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await api.request('GET', `/habits/${habit.id}`, { token: owner.accessToken })).body.name).toBe('Private');
  });

  it('tells the model how to reach the other tools only when routed', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text('hi'));
    await api.stream(u.accessToken, chatId, { message: 'hi' });
    const system = (sim.requests('mistral')[0]!.body as Body).messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('findTools');
  });

  it('asks before a routed destructive call and runs it once on the yes (the continuation is offered what the turn called)', async () => {
    const u = await signUp(api);
    const routine = (await api.request('POST', '/routines', { token: u.accessToken, body: { name: 'Morning', sections: [{ name: 'Wake', startTime: '06:00', endTime: '08:00', items: [] }] } })).body;
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserRoutine', { id: routine.id }), text('Deleted.'));
    const res = await api.streamApproving(u.accessToken, chatId, { message: 'delete my Morning routine' });
    expect(res.all.filter((e) => e.event === 'approval_required')).toHaveLength(1);
    expect(res.events.find((e) => e.event === 'tool_finished')).toMatchObject({ data: { name: 'deleteUserRoutine', ok: true } });
    expect(res.events.at(-1)?.event).toBe('done');
    expect(toolsOf(sim.requests('mistral').at(-1))).toContain('deleteUserRoutine');
    expect((await api.request('GET', `/routines/${routine.id}`, { token: u.accessToken })).status).toBe(404);
  });
});
