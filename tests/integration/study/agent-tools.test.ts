/**
 * The eleven study-cycle tools through real turns (provider simulator → the agent → the tools →
 * the same services as REST): names from the seeds, writers reporting studyCycles, cycles
 * named by name in any case or id with only ACTIVE ones answering, edits that change only
 * what they are given, sessions answered with their id.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { studyCycleTools } from '../../../core/ai/agent/tools/study-cycles';
import { agentApi, agentSettings, toolTurns } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp, type TestUser } from '../../support/http';
import { startProviderSim, text, toolCall, toolCalls } from '../../support/provider-sim';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

// The person approves every destructive call (tests/integration/agent/approvals.test.ts tests the gate itself).
const tools = toolTurns(api, sim, { approve: true });
const { turn } = tools;
/** Every tool result of the turn, in order: the last request to the model carries them all. */
const toolResults = () => tools.toolResults('turn');

const rest = (u: TestUser) => async (method: string, path: string, body?: unknown) => (await api.request(method, path, { token: u.accessToken, body })).body;
const finished = (events: { event: string; data: any }[]) => events.filter((e) => e.event === 'tool_finished').map((e) => [e.data.name, e.data.ok, e.data.domains]);
const everyDay = (minutes: number) => Object.fromEntries(['segunda', 'TERÇA', 'Quarta', 'quinta', 'sexta', 'Sábado', 'domingo'].map((d) => [d, { minutes }]));

describe('study cycles through the agent (11 tools)', () => {
  it('adds eleven tools, named as in the seeds, to the 67 the agent had: four reads, seven writers reporting studyCycles', () => {
    expect(studyCycleTools.map((t) => [t.name, t.kind])).toEqual([
      ['getStudyToday', 'read'], ['listStudyCycles', 'read'], ['getStudyCycle', 'read'], ['listStudySessions', 'read'],
      ['createStudyCycle', 'write'], ['editStudyCycle', 'write'], ['editStudyBlock', 'write'], ['archiveStudyCycle', 'write'],
      ['deleteStudyCycle', 'write'], ['logStudySession', 'write'], ['deleteStudySession', 'write'],
    ]);
    // …and generateStudyCards (issue 20) after them.
    expect(AGENT_TOOLS).toHaveLength(79);
    for (const t of studyCycleTools) expect(t.domains).toEqual(t.kind === 'read' ? [] : ['studyCycles']);
    expect(studyCycleTools.find((t) => t.name === 'createStudyCycle')!.description).toMatch(/confirm .* subjects .* minutes of each study day/i);
    expect(studyCycleTools.find((t) => t.name === 'deleteStudyCycle')!.description).toMatch(/Confirm the cycle's name .* offer archiving/);
    expect(AGENT_TOOLS.map((t) => t.name).filter((n) => /timer|pomodoro|focusCycle/i.test(n))).toEqual([]);
  });

  it('creates a cycle by page titles with Portuguese weekdays, logs a session (answered with its id) and reads it all back', async () => {
    const u = await signUp(api);
    const call = rest(u);
    const french = await call('POST', '/notebook/pages', { title: 'French' });
    const german = await call('POST', '/notebook/pages', { title: 'German' });
    const res = await turn(
      u,
      'make me a languages cycle',
      toolCall('createStudyCycle', { name: 'Languages', days: everyDay(30), subjects: [{ pageId: 'French', importance: 4, mastery: 1 }, { pageId: 'German', importance: 2, mastery: 3 }] }),
      toolCall('logStudySession', { pageId: 'French', minutes: 25 }),
      toolCalls([
        { name: 'getStudyCycle', args: { cycle: 'LANGUAGES' } },
        { name: 'listStudyCycles', args: {} },
        { name: 'getStudyToday', args: {} },
        { name: 'listStudySessions', args: {} },
        { name: 'getStudyPlanForToday', args: {} },
      ]),
      text(['Done: 210 minutes a week.']),
    );
    expect(finished(res.events).slice(0, 2)).toEqual([['createStudyCycle', true, ['studyCycles']], ['logStudySession', true, ['studyCycles']]]);
    expect(finished(res.events).slice(2).every(([, ok, domains]) => ok && (domains as string[]).length === 0)).toBe(true);
    const [created, logged, got, listed, today, sessions, plan] = toolResults();
    expect(created.data).toMatchObject({ name: 'Languages', lap: { number: 1, totalMinutes: 210 }, subjects: [{ pageId: french.id, weight: 20 }, { pageId: german.id, weight: 6 }] });
    expect(Object.keys(created.data.days)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(logged.data).toMatchObject({ id: expect.stringMatching(/^ssn_/), cycleId: created.data.id, lap: { creditedMinutes: 25 } });
    const cycle = await call('GET', `/study/cycles/${created.data.id}`);
    expect(got.data).toEqual(cycle);
    expect(listed.data.items).toEqual([cycle]);
    expect(today.data.items).toEqual([expect.objectContaining({ cycleId: cycle.id, plannedMinutes: 30, creditedTodayMinutes: 25 })]);
    expect(today.data.items[0].blocks.reduce((a: number, b: any) => a + b.minutes, 0)).toBe(5);
    expect(sessions.data.items).toEqual([expect.objectContaining({ id: logged.data.id, pageId: french.id, minutes: 25, cycleName: 'Languages' })]);
    expect(plan.data.cycleBlocks).toEqual(today.data.items);
  });

  it('editStudyCycle changes only what it is given; editStudyBlock patches one block by number; TIME with a concept comes back with its field', async () => {
    const u = await signUp(api);
    const call = rest(u);
    const chem = await call('POST', '/notebook/pages', { title: 'Chemistry' });
    const acids = await call('POST', '/notebook/pages', { title: 'Acids', parentId: chem.id });
    await call('POST', '/notebook/pages', { title: 'Biology' });
    const c = await call('POST', '/study/cycles', {
      name: 'Science',
      days: { monday: { minutes: 60, start: '07:00' }, thursday: { minutes: 60, start: '19:00' } },
      subjects: [{ pageId: 'Chemistry', importance: 3, mastery: 3, minutes: 80 }, { pageId: 'Biology', importance: 3, mastery: 3 }],
      longestBlockMinutes: 40,
    });
    await turn(
      u,
      'move monday start off and add saturday',
      toolCall('editStudyCycle', { cycle: 'science', days: { segunda: { start: 'none' }, QUINTA: { minutes: 30 }, sabado: { minutes: 30 } } }),
      toolCall('editStudyBlock', { cycle: c.id, n: 1, mode: 'TIME', concept: 'Acids' }),
      toolCall('editStudyBlock', { cycle: c.id, n: 1, concept: 'Acids' }),
      text(['Updated.']),
    );
    const [edit, contradiction, block] = toolResults();
    expect(edit.data.days).toEqual({ MONDAY: { minutes: 60 }, THURSDAY: { minutes: 30, start: '19:00' }, SATURDAY: { minutes: 30 } });
    // Untouched: the name, the longest block, the subjects and Chemistry's hand-set 80 minutes.
    expect(edit.data).toMatchObject({ name: 'Science', longestBlockMinutes: 40, subjects: [{ pageId: chem.id, minutes: 80, weekMinutes: 80 }, { weekMinutes: 40 }] });
    expect(contradiction).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', fields: [{ path: 'concept' }] } });
    expect(block.data.queue[0]).toMatchObject({ n: 1, pageId: chem.id, mode: 'GOAL', concept: acids.id });
    expect(block.data.queue.slice(1).every((b: any) => b.mode === 'TIME')).toBe(true);
  });

  it("only ACTIVE cycles answer: an archived cycle's id and another user's id get the same refusal as an unknown name, listing the active cycles", async () => {
    const u = await signUp(api);
    const other = await signUp(api);
    const call = rest(u);
    for (const t of ['Art', 'Music']) await call('POST', '/notebook/pages', { title: t });
    await rest(other)('POST', '/notebook/pages', { title: 'Theirs' });
    const theirs = await rest(other)('POST', '/study/cycles', { name: 'Theirs', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Theirs', importance: 3, mastery: 2 }] });
    const art = await call('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    const music = await call('POST', '/study/cycles', { name: 'Music', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Music', importance: 3, mastery: 2 }] });
    const before = await call('GET', `/study/cycles/${art.id}`);
    const res = await turn(
      u,
      'archive art, then show it',
      toolCall('archiveStudyCycle', { cycle: 'art' }),
      toolCalls([
        { name: 'getStudyCycle', args: { cycle: art.id } },
        { name: 'editStudyCycle', args: { cycle: theirs.id, name: 'Mine now' } },
        { name: 'deleteStudyCycle', args: { cycle: 'Painting' } },
      ]),
      text(['Art is archived.']),
    );
    expect(finished(res.events)[0]).toEqual(['archiveStudyCycle', true, ['studyCycles']]);
    const [archived, ...refusals] = toolResults();
    expect(archived.data).toMatchObject({ id: art.id, status: 'ARCHIVED', lap: before.lap });
    const asked = [art.id, theirs.id, 'Painting'];
    refusals.forEach((r, i) => {
      expect(r).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: expect.any(String), cycles: [{ id: music.id, name: 'Music' }] } });
      expect(r.error.message.replace(asked[i]!, '<ref>')).toBe(refusals[0].error.message.replace(asked[0]!, '<ref>'));
    });
    expect((await rest(other)('GET', `/study/cycles/${theirs.id}`)).name).toBe('Theirs');
  });

  it('an archived cycle answers to no name in any case through the tools (nor to its id), while REST still reads it by id', async () => {
    const u = await signUp(api);
    const call = rest(u);
    for (const t of ['Art', 'Music']) await call('POST', '/notebook/pages', { title: t });
    const art = await call('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    const music = await call('POST', '/study/cycles', { name: 'Music', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Music', importance: 3, mastery: 2 }] });
    const archived = await call('POST', `/study/cycles/${art.id}/archive`);
    const res = await turn(
      u,
      'show me art, then delete it',
      toolCalls([
        { name: 'getStudyCycle', args: { cycle: 'Art' } },
        { name: 'editStudyBlock', args: { cycle: 'ART', n: 1, mode: 'GOAL' } },
        { name: 'deleteStudyCycle', args: { cycle: 'art' } },
        { name: 'getStudyCycle', args: { cycle: art.id } },
      ]),
      text(['There is no active cycle called Art.']),
    );
    const refusals = toolResults();
    expect(refusals).toHaveLength(4);
    for (const r of refusals) expect(r).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: expect.stringMatching(/No active study cycle/), cycles: [{ id: music.id, name: 'Music' }] } });
    expect(finished(res.events).every(([, ok]) => ok === false)).toBe(true);
    expect(await call('GET', `/study/cycles/${art.id}`)).toEqual(archived);
  });

  it('deleteStudySession takes the minutes off the running lap; deleteStudyCycle removes the cycle', async () => {
    const u = await signUp(api);
    const call = rest(u);
    await call('POST', '/notebook/pages', { title: 'Piano' });
    const c = await call('POST', '/study/cycles', { name: 'Practice', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'Piano', importance: 3, mastery: 2 }] });
    const s = await call('POST', '/study/sessions', { pageId: 'Piano', minutes: 20 });
    const res = await turn(
      u,
      'that session was wrong; and delete the cycle',
      toolCall('deleteStudySession', { id: s.id }),
      toolCall('deleteStudyCycle', { cycle: 'Practice' }),
      text(['Both gone.']),
    );
    expect(finished(res.events)).toEqual([['deleteStudySession', true, ['studyCycles']], ['deleteStudyCycle', true, ['studyCycles']]]);
    const [gone, deleted] = toolResults();
    expect(gone.data).toEqual({ deleted: s.id, cycleId: c.id, takenOffMinutes: 20, lap: { number: 1, creditedMinutes: 0, totalMinutes: 60 } });
    expect(deleted.data).toEqual({ deleted: c.id, sessionsDeleted: 0 });
    expect((await call('GET', '/study/cycles')).items).toEqual([]);
  });
});
