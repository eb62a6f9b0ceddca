import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { BOARD_CELLS } from '../../../core/ideas/board';
import { dayIn } from '../../../core/configuration/today';
import { addDays } from '../../../core/xp/dates';
import { agentApi, agentSettings, toolTurns } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp } from '../../support/http';
import { startProviderSim, text, toolCall, toolCalls } from '../../support/provider-sim';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

const { turn, toolResults } = toolTurns(api, sim);

describe('the Ideas board through the agent', () => {
  it('createQuickNote lands where a note typed on the page would, and reports quickNotes', async () => {
    const u = await signUp(api);
    await api.request('POST', '/quick-notes', { token: u.accessToken, body: { text: 'typed on the page' } });
    const res = await turn(u, 'note: try sourdough', toolCall('createQuickNote', { text: 'Try sourdough', colour: 'Orange' }), text(['Stuck it on your board.']));
    expect(res.events[1]).toMatchObject({ event: 'tool_finished', data: { name: 'createQuickNote', ok: true, domains: ['quickNotes'] } });
    expect(toolResults()[0]).toMatchObject({ ok: true, data: { text: 'Try sourdough', colour: 'orange', cell: { row: 0, col: 1 } } });
    const next = await api.request('POST', '/quick-notes', { token: u.accessToken, body: { text: 'typed again' } });
    expect(next.body.cell).toEqual({ row: 0, col: 2 });
  });

  it('a full board comes back to the model as BOARD_FULL, suggesting archiving', async () => {
    const u = await signUp(api);
    for (let i = 0; i < BOARD_CELLS; i++) await api.request('POST', '/quick-notes', { token: u.accessToken, body: { text: `n${i}` } });
    const res = await turn(u, 'note this', toolCall('createQuickNote', { text: 'No room' }), text(['Your board is full.']));
    expect(res.events[1]).toMatchObject({ event: 'tool_finished', data: { ok: false, domains: [] } });
    expect(toolResults()[0]).toMatchObject({ ok: false, error: { code: 'BOARD_FULL', message: expect.stringMatching(/archive/i) } });
  });

  it('getQuickNotes gives id, text and colour, back to front, without the archive', async () => {
    const u = await signUp(api);
    const post = async (t: string) => (await api.request('POST', '/quick-notes', { token: u.accessToken, body: { text: t, colour: 'blue' } })).body.id;
    const [a, b, c] = [await post('first'), await post('second'), await post('third')];
    await api.request('POST', `/quick-notes/${b}/archive`, { token: u.accessToken });
    await api.request('POST', `/quick-notes/${a}/move`, { token: u.accessToken, body: { row: 2, col: 2 } });
    await turn(u, 'what is on my board?', toolCall('getQuickNotes', {}), text(['Two notes.']));
    expect(toolResults()[0]).toEqual({ ok: true, data: { items: [{ id: c, text: 'third', colour: 'blue' }, { id: a, text: 'first', colour: 'blue' }] } });
  });
});

describe('mood through the agent', () => {
  it('logUserMood records the level for today, reporting mood; the history shows it', async () => {
    const u = await signUp(api);
    const today = dayIn('UTC', new Date());
    const res = await turn(u, 'I feel good today', toolCall('logUserMood', { level: 4 }), text(['Logged.']));
    expect(res.events[1]).toMatchObject({ event: 'tool_finished', data: { name: 'logUserMood', ok: true, domains: ['mood'] } });
    expect(toolResults()[0]).toEqual({ ok: true, data: { date: today, level: 4, hasText: false } });
    expect((await api.request('GET', `/mood/${today}`, { token: u.accessToken })).body.level).toBe(4);
  });

  it('journal text written through REST never reaches the provider, through any tool or prompt path', async () => {
    const u = await signUp(api);
    const today = dayIn('UTC', new Date());
    const yesterday = addDays(today, -1);
    const secret = 'Zephyrine told me about the diagnosis';
    for (const date of [today, yesterday]) {
      await api.request('PUT', `/mood/${date}`, { token: u.accessToken, body: { level: 2, journal: `${secret} (${date})` } });
    }
    const chatId = await api.newChat(u.accessToken);
    const say = async (message: string, ...steps: Parameters<typeof sim.script>[1][]) => {
      sim.script('mistral', ...steps);
      expect((await api.stream(u.accessToken, chatId, { message })).events.at(-1)?.event).toBe('done');
    };
    await say('how was my week?', toolCall('getUserMoodHistory', {}), text(['Two low days, both with notes.']));
    await say('and since last month?', toolCall('getUserMoodHistory', { from: addDays(today, -40), to: today }), text(['Same.']));
    await say(
      'today is better, a 4',
      toolCalls([
        { name: 'logUserMood', args: { level: 4 } },
        { name: 'logUserMood', args: { date: yesterday, level: 3, journal: '' } },
      ]),
      text(['Noted.']),
    );
    await say('read me my journal', toolCalls([{ name: 'getQuickNotes', args: {} }, { name: 'getUserConfiguration', args: {} }]), text(['I cannot read it.']));
    await say('remember this', toolCall('updateGlobalContext', { context: 'Has had low days recently.' }), text(['Noted.']));

    const results = toolResults();
    expect(results[0]).toEqual({ ok: true, data: { from: addDays(today, -6), to: today, items: [
      { date: yesterday, level: 2, hasText: true },
      { date: today, level: 2, hasText: true },
    ] } });
    // The level-only writer changed the level, refused a journal field, and kept the words.
    expect(results.some((r) => r.ok === false && r.error.code === 'VALIDATION_FAILED')).toBe(true);
    const entry = (await api.request('GET', `/mood/${today}`, { token: u.accessToken })).body;
    expect(entry).toMatchObject({ level: 4, journal: `${secret} (${today})` });
    expect((await api.request('GET', `/mood/${yesterday}`, { token: u.accessToken })).body).toMatchObject({ level: 2, journal: `${secret} (${yesterday})` });

    expect(sim.requestCount('mistral')).toBe(10);
    const everything = sim.allBodiesText();
    expect(everything).toContain('hasText');
    expect(everything).not.toContain('Zephyrine');
    expect(everything).not.toContain('diagnosis');
  });
});
