/**
 * createUserSchedule asks when it would take weekdays from another routine (issue 30 #5): the
 * review had it take all seven days from a routine, whose schedule disappeared, with no card —
 * what the gated deleteUserSchedule does. Free days are still taken unasked. The real chain on
 * the wire-level simulator, real HTTP and SSE, DynamoDB Local.
 */
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { signUp, type TestUser } from '../../support/http';
import { text, toolCall } from '../../support/provider-sim';
import { agentSuite } from '../../support/agent-suite';

const { sim, chain, api } = await agentSuite();

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
type Card = Extract<AgentEvent, { event: 'approval_required' }>;

/** 'Morning' scheduled on `days`, 'Evening' with no schedule. */
async function setUp(days: string[]) {
  const u = await signUp(api);
  const routine = async (name: string) => (await api.request('POST', '/routines', { token: u.accessToken, body: { name, sections: [] } })).body.id as string;
  const [morning, evening] = [await routine('Morning'), await routine('Evening')];
  expect((await api.request('POST', '/schedules', { token: u.accessToken, body: { routineId: morning, days } })).status).toBe(201);
  return { u, morning, evening, chatId: await api.newChat(u.accessToken) };
}
const schedules = async (u: TestUser) =>
  ((await api.request('GET', '/schedules', { token: u.accessToken })).body.items as { routineName: string; days: string[] }[]).map((s) => [s.routineName, s.days]);

describe('createUserSchedule and the approval gate', () => {
  it('taking all seven days from another routine is asked, naming it and the days; nothing changes until the yes, a no keeps it', async () => {
    const { u, evening, chatId } = await setUp(WEEK);
    const before = await schedules(u);
    sim.script('mistral', toolCall('createUserSchedule', { routineId: evening, days: WEEK }));
    const asked = await api.stream(u.accessToken, chatId, { message: 'run Evening every day' });
    const card = asked.all.at(-1) as Card;
    expect(card.event).toBe('approval_required');
    expect(card.data).toMatchObject({
      name: 'createUserSchedule',
      summary: "Give Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday to 'Evening', taking them from 'Morning' ('Morning' no longer runs on any day)",
    });
    expect(await schedules(u)).toEqual(before);

    const turnId = (asked.all[0] as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    sim.script('mistral', text(['Kept Morning as it is.']));
    const no = await api.answer(u.accessToken, chatId, turnId, card.data.approvalId, { approved: false });
    expect(no.events[0]).toMatchObject({ event: 'tool_finished', data: { name: 'createUserSchedule', ok: false } });
    expect(await schedules(u)).toEqual(before);
  });

  it('after the yes the days move, once', async () => {
    const { u, evening, chatId } = await setUp(['monday', 'tuesday', 'wednesday']);
    sim.script('mistral', toolCall('createUserSchedule', { routineId: evening, days: ['tuesday', 'saturday'] }));
    const asked = await api.stream(u.accessToken, chatId, { message: 'Evening on Tuesdays and Saturdays' });
    const card = asked.all.at(-1) as Card;
    expect(card.data.summary).toBe("Give Tuesday and Saturday to 'Evening', taking Tuesday from 'Morning'");
    const turnId = (asked.all[0] as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    sim.script('mistral', text(['Done.']));
    const yes = await api.answer(u.accessToken, chatId, turnId, card.data.approvalId, { approved: true });
    expect(yes.events[0]).toMatchObject({ event: 'tool_finished', data: { name: 'createUserSchedule', ok: true, domains: ['routines'] } });
    expect(yes.events.at(-1)?.event).toBe('done');
    expect(await schedules(u)).toEqual([
      ['Morning', ['MONDAY', 'WEDNESDAY']],
      ['Evening', ['TUESDAY', 'SATURDAY']],
    ]);
  });

  it('free weekdays are taken unasked, as before', async () => {
    const { u, evening, chatId } = await setUp(['monday', 'tuesday']);
    sim.script('mistral', toolCall('createUserSchedule', { routineId: evening, days: ['friday', 'domingo'] }), text(['Scheduled.']));
    const res = await api.stream(u.accessToken, chatId, { message: 'Evening on Fridays and Sundays' });
    expect(res.events.map((e) => e.event)).toEqual(['tool_started', 'tool_finished', 'token', 'done']);
    expect(res.events[1]).toMatchObject({ data: { name: 'createUserSchedule', ok: true } });
    expect(await schedules(u)).toEqual([
      ['Morning', ['MONDAY', 'TUESDAY']],
      ['Evening', ['FRIDAY', 'SUNDAY']],
    ]);
  });
});
