/**
 * Every approval card carries the server's summary, whatever id the model gave the call
 * (issue 30 #8): a follow-up call reusing an approved call's id, two calls sharing one id in a
 * step, an id an earlier step or turn used. Providers do repeat ids ("call_0" each step, or
 * an id copied from the prompt), so the turn gives each call an id of its own before the
 * gate sees it. The real chain on the wire-level simulator, real HTTP and SSE, DynamoDB Local.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { agentApi, agentSettings, type StreamResult } from '../../support/agent';
import { testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp, type TestUser } from '../../support/http';
import { text, toolCall, toolCalls } from '../../support/provider-sim';
import { agentSuite } from '../../support/agent-suite';

const { sim, table, chain, api } = await agentSuite();
// An OpenAI-compatible link: it keeps two calls of one step apart by their index even when they share an id.
const glmChain = testChain({ sim, table, order: ['glm'] });
const glm = agentApi(() => agentSettings(glmChain.model, AGENT_TOOLS), testDeps({ TABLE_NAME: table }));

type Card = Extract<AgentEvent, { event: 'approval_required' }>;
/** Ids as Mistral makes them (nine letters and digits), so its API takes them back. */
const ID = 'callXYZ01';

async function habits(u: TestUser, ...names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) ids.push((await api.request('POST', '/habits', { token: u.accessToken, body: { name } })).body.id);
  return ids;
}
const habitNames = async (u: TestUser) => ((await api.request('GET', '/habits', { token: u.accessToken })).body.items as { name: string }[]).map((h) => h.name).sort();
const cardOf = (r: StreamResult): Card => {
  const last = r.all.at(-1);
  expect(last?.event, JSON.stringify(last)).toBe('approval_required');
  return last as Card;
};
const turnIdOf = (r: StreamResult) => (r.all.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
const startedIds = (r: StreamResult) => r.events.flatMap((e) => (e.event === 'tool_started' ? [e.data.callId] : []));

describe('approval cards whatever the call id', () => {
  it('a follow-up call reusing the approved call’s id is asked with its own summary, and each runs once', async () => {
    const u = await signUp(api);
    const [read, run] = await habits(u, 'Read', 'Run', 'Swim');
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserHabit', { id: read }, { id: ID }));
    const asked = await api.stream(u.accessToken, chatId, { message: 'delete Read, then Run' });
    const first = cardOf(asked);
    expect(first.data.summary).toBe("Delete the habit 'Read'");

    // After the yes, the model's next call carries the same id again.
    sim.script('mistral', toolCall('deleteUserHabit', { id: run }, { id: ID }), text(['Both gone.']));
    const next = await api.answer(u.accessToken, chatId, turnIdOf(asked), first.data.approvalId, { approved: true });
    const second = cardOf(next);
    expect(second.data).toMatchObject({ name: 'deleteUserHabit', summary: "Delete the habit 'Run'" });
    expect(second.data.callId).not.toBe(first.data.callId);
    expect(await habitNames(u)).toEqual(['Run', 'Swim']);

    const end = await api.answer(u.accessToken, chatId, turnIdOf(asked), second.data.approvalId, { approved: true });
    expect(end.events.at(-1)?.event).toBe('done');
    expect(await habitNames(u)).toEqual(['Swim']);
  });

  it('two calls sharing one id in a step: the card names the call it asks about, and only that one runs on yes', async () => {
    const u = await signUp(glm);
    const [read, , swim] = await habits(u, 'Read', 'Run', 'Swim');
    const chatId = await glm.newChat(u.accessToken);
    sim.script('glm', toolCalls([{ name: 'deleteUserHabit', args: { id: read }, id: ID }, { name: 'deleteUserHabit', args: { id: swim }, id: ID }]));
    const asked = await glm.stream(u.accessToken, chatId, { message: 'delete Read and Swim' });
    const ids = startedIds(asked);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    const card = cardOf(asked);
    expect(card.data).toMatchObject({ callId: ids[0], summary: "Delete the habit 'Read'" });

    sim.script('glm', text(['Read is gone; Swim needs its own yes.']));
    const res = await glm.answer(u.accessToken, chatId, turnIdOf(asked), card.data.approvalId, { approved: true });
    expect(res.events.at(-1)?.event).toBe('done');
    const finished = res.events.flatMap((e) => (e.event === 'tool_finished' ? [[e.data.callId, e.data.ok]] : []));
    expect(finished.sort()).toEqual([[ids[0], true], [ids[1], false]].sort());
    expect(await habitNames(u)).toEqual(['Run', 'Swim']);
  });

  it('on Mistral, whose SDK merges two calls of one id into one call: that call is invalid, nothing is asked or run', async () => {
    const u = await signUp(api);
    const [read, , swim] = await habits(u, 'Read', 'Run', 'Swim');
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCalls([{ name: 'deleteUserHabit', args: { id: read }, id: ID }, { name: 'deleteUserHabit', args: { id: swim }, id: ID }]), text(['Something went wrong.']));
    const res = await api.stream(u.accessToken, chatId, { message: 'delete Read and Swim' });
    expect(res.events.map((e) => e.event)).not.toContain('approval_required');
    expect(res.events.filter((e) => e.event === 'tool_finished').map((e) => (e as Extract<AgentEvent, { event: 'tool_finished' }>).data.ok)).toEqual([false]);
    expect(await habitNames(u)).toEqual(['Read', 'Run', 'Swim']);
  });

  it('an id an earlier step used: a refused call’s id on a later call neither skips its card nor answers its refusal', async () => {
    const u = await signUp(api);
    const [read] = await habits(u, 'Read');
    const chatId = await api.newChat(u.accessToken);
    sim.script(
      'mistral',
      // Nothing to approve: the habit does not exist, so the call answers NOT_FOUND and runs nothing.
      toolCall('deleteUserHabit', { id: 'hab_missing' }, { id: ID }),
      // The same id on an ungated call: it runs, and answers for itself.
      toolCall('createUserHabit', { name: 'Yoga' }, { id: ID }),
      // And on a gated one: it is asked, with its summary.
      toolCall('deleteUserHabit', { id: read }, { id: ID }),
    );
    const asked = await api.stream(u.accessToken, chatId, { message: 'tidy my habits' });
    const finished = asked.events.flatMap((e) => (e.event === 'tool_finished' ? [[e.data.name, e.data.ok]] : []));
    expect(finished).toEqual([['deleteUserHabit', false], ['createUserHabit', true]]);
    expect(cardOf(asked).data.summary).toBe("Delete the habit 'Read'");
    expect(await habitNames(u)).toEqual(['Read', 'Yoga']);
  });

  it('an id an earlier turn’s approved call used: the next turn’s call is asked with its summary', async () => {
    const u = await signUp(api);
    const [read, run] = await habits(u, 'Read', 'Run');
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserHabit', { id: read }, { id: ID }), text(['Read is gone.']));
    const first = await api.streamApproving(u.accessToken, chatId, { message: 'delete Read' });
    expect(first.events.at(-1)?.event).toBe('done');
    sim.script('mistral', toolCall('deleteUserHabit', { id: run }, { id: ID }));
    const again = await api.stream(u.accessToken, chatId, { message: 'and Run' });
    expect(cardOf(again).data.summary).toBe("Delete the habit 'Run'");
    expect(await habitNames(u)).toEqual(['Run']);
  });
});
