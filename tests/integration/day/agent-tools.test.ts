/**
 * The model's most common mistakes, through a real turn (scripted provider, real chain, real
 * tools): a habit id passed to checkRoutineItem, a micro-task without its entry id while
 * Focus Mode is open, pin propagation, and item times outside their section window.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { getUserXp } from '../../../core/xp/payout';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { startProviderSim, text, toolCall } from '../../support/provider-sim';
import { planned } from './helpers';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

type Body = { messages: { role: string; content: string }[] };
/** The last tool result the model was given in request `i`. */
const toolResult = (i: number) => JSON.parse((sim.requests('mistral')[i]?.body as Body).messages.filter((m) => m.role === 'tool').at(-1)!.content);
const systemPrompt = (i: number) => (sim.requests('mistral')[i]?.body as Body).messages.find((m) => m.role === 'system')!.content;
const finished = (events: { event: string; data: any }[]) => events.filter((e) => e.event === 'tool_finished').map((e) => e.data);

describe('the agent on routines, today and Focus Mode', () => {
  it('a habit id passed to checkRoutineItem is refused naming the group id; the retry with it pays once', async () => {
    const p = await planned(api);
    const chatId = await api.newChat(p.u.token);
    sim.script(
      'mistral',
      toolCall('checkRoutineItem', { groupId: p.habits[0]!.id }),
      toolCall('checkRoutineItem', { groupId: p.groups[0], checked: true }),
      text(['Checked.']),
    );
    const res = await api.stream(p.u.token, chatId, { message: 'I read today, check it' });
    expect(finished(res.events)).toEqual([
      { callId: expect.any(String), name: 'checkRoutineItem', ok: false, domains: [] },
      { callId: expect.any(String), name: 'checkRoutineItem', ok: true, domains: ['routines', 'profile'], reason: "Checked 'Read' (+30 XP)" },
    ]);
    expect(toolResult(1)).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', groupIds: [p.groups[0]], message: expect.stringContaining(p.groups[0]!) } });
    expect(toolResult(2)).toMatchObject({ ok: true, data: { groupId: p.groups[0], status: 'checked', xpChange: 30 } });
    expect(await getUserXp(p.u.ctx)).toMatchObject({ xp: 30 });
    expect(systemPrompt(0)).toMatch(/GROUP ID/);
  });

  it('a micro-task without its entry id is refused, naming the entry open in Focus Mode; "here" then resolves to it', async () => {
    const p = await planned(api);
    const chatId = await api.newChat(p.u.token);
    sim.script(
      'mistral',
      toolCall('addMicroTask', { name: 'Outline chapter 2' }),
      toolCall('addMicroTask', { entryId: p.groups[1], name: 'Outline chapter 2' }),
      text(['Added.']),
    );
    const res = await api.stream(p.u.token, chatId, { message: 'add "Outline chapter 2" here', focusEntryId: p.groups[1] });
    const refusal = toolResult(1);
    expect(refusal).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', fields: [{ path: 'entryId' }] } });
    expect(refusal.error.message).toContain(`"Run"`);
    expect(refusal.error.message).toContain(p.groups[1]);
    expect(systemPrompt(0)).toContain(`Focus Mode is open on routine entry ${p.groups[1]}`);
    expect(finished(res.events).map((f) => [f.name, f.ok, f.domains])).toEqual([
      ['addMicroTask', false, []],
      ['addMicroTask', true, ['focus']],
    ]);
    // Nothing was written anywhere until the entry id was given.
    const listed = await p.u.ok('GET', `/focus/entries/${p.groups[0]}/micro-tasks`);
    expect(listed.items).toEqual([]);
    expect((await p.u.ok('GET', `/focus/entries/${p.groups[1]}/micro-tasks`)).items.map((m: any) => m.name)).toEqual(['Outline chapter 2']);
  });

  it('pinning a name through the tools puts it on the next entry listed (the read is a write)', async () => {
    const p = await planned(api);
    const step = await p.u.ok('POST', `/focus/entries/${p.groups[0]}/micro-tasks`, { name: 'Breathe' });
    const chatId = await api.newChat(p.u.token);
    sim.script('mistral', toolCall('pinMicroTask', { id: step.id }), toolCall('getItemMicroTasks', { entryId: p.groups[1] }), text(['Pinned.']));
    const res = await api.stream(p.u.token, chatId, { message: 'pin Breathe' });
    expect(res.events.find((e) => e.event === 'tool_started' && e.data.name === 'getItemMicroTasks')).toMatchObject({ data: { kind: 'write' } });
    expect(finished(res.events).map((f) => [f.name, f.ok, f.domains])).toEqual([
      ['pinMicroTask', true, ['focus']],
      ['getItemMicroTasks', true, ['focus']],
    ]);
    expect(toolResult(2)).toMatchObject({ ok: true, data: { entryId: p.groups[1], items: [{ name: 'Breathe', pinned: true }] } });
  });

  it('an item time outside its section window is refused with the window, and nothing is created', async () => {
    const p = await planned(api);
    const chatId = await api.newChat(p.u.token);
    sim.script(
      'mistral',
      toolCall('createUserRoutine', {
        name: 'Evenings',
        sections: [{ name: 'Evening', startTime: '19:00', endTime: '21:00', items: [{ type: 'habit', id: p.habits[0]!.id, startTime: '21:30', endTime: '22:00' }] }],
      }),
      text(['That time is outside the evening.']),
    );
    await api.stream(p.u.token, chatId, { message: 'an evening routine with reading at 21:30' });
    expect(toolResult(1)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: [{ path: 'sections.0.items.0.startTime', message: expect.stringContaining('19:00–21:00 (±5 min)') }] },
    });
    expect((await p.u.ok('GET', '/routines')).items.map((r: any) => r.name)).toEqual(['Day']);
  });
});
