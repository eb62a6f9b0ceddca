/**
 * The write card's reason in the person's language (issue 39; SPEC: every string a person
 * reads exists in English and Brazilian Portuguese): a person whose app language is Portuguese
 * reads the server's line in Portuguese, on the `tool_finished` event and on the stored
 * message alike; a call that switches the language speaks the new one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { STRONG_PASSWORD } from '../../support/http';
import { startProviderSim, text, toolCalls, type ToolCallSpec } from '../../support/provider-sim';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

async function person(language: 'en' | 'pt') {
  const res = await api.request('POST', '/auth/signup', { body: { email: `r-${randomUUID()}@example.test`, password: STRONG_PASSWORD, displayName: 'Rui', language } });
  expect(res.status).toBe(201);
  const token = res.body.accessToken as string;
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api.request(method, path, { token, body });
    expect(r.status, `${method} ${path} → ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body;
  };
  return { token, ok };
}

/** One turn whose model makes `calls`: each card's reason by tool name, and the stored segments' reasons. */
async function reasons(p: Awaited<ReturnType<typeof person>>, calls: ToolCallSpec[]) {
  const chatId = await api.newChat(p.token);
  sim.script('mistral', toolCalls(calls), text(['Pronto.']));
  const res = await api.stream(p.token, chatId, { message: 'faça isso' });
  expect(res.events.at(-1)?.event).toBe('done');
  const cards = res.events.flatMap((e) => (e.event === 'tool_finished' ? [e.data] : []));
  const stored = (await p.ok('GET', `/ai/agent/chats/${chatId}`)).messages.at(-1).segments.filter((s: { type: string }) => s.type === 'tool');
  expect(stored.map((s: { callId: string; reason?: string }) => [s.callId, s.reason]).sort()).toEqual(cards.map((c) => [c.callId, c.reason]).sort());
  return Object.fromEntries(cards.map((c) => [c.name, c.reason]));
}

describe("the reason line in the person's language", () => {
  it('is Portuguese for a person whose app speaks Portuguese, the model’s purpose kept as it wrote it', async () => {
    const p = await person('pt');
    const task = await p.ok('POST', '/tasks', { name: 'Academia' });
    expect(
      await reasons(p, [
        { name: 'editUserTask', args: { id: task.id, name: 'Academia 7h' } },
        { name: 'createUserHabit', args: { name: 'Ler', purpose: 'você pediu um hábito de leitura' } },
      ]),
    ).toEqual({
      editUserTask: "Renomeei a tarefa 'Academia' para 'Academia 7h'",
      createUserHabit: "Criei o hábito 'Ler': você pediu um hábito de leitura",
    });
  });

  it('stays English for an English speaker, and a call that switches to Portuguese speaks Portuguese', async () => {
    const p = await person('en');
    const task = await p.ok('POST', '/tasks', { name: 'Gym' });
    expect(await reasons(p, [{ name: 'editUserTask', args: { id: task.id, name: 'Gym 7 am' } }])).toEqual({ editUserTask: "Renamed the task 'Gym' to 'Gym 7 am'" });
    expect(await reasons(p, [{ name: 'updateUserConfiguration', args: { language: 'pt' } }])).toEqual({ updateUserConfiguration: 'Alterei suas configurações (idioma)' });
    expect(await reasons(p, [{ name: 'editUserTask', args: { id: task.id, name: 'Gym 8h' } }])).toEqual({ editUserTask: "Renomeei a tarefa 'Gym 7 am' para 'Gym 8h'" });
  });

  it('a conflict on undo names what changed in the person’s language', async () => {
    const p = await person('pt');
    const task = await p.ok('POST', '/tasks', { name: 'Academia' });
    const chatId = await api.newChat(p.token);
    sim.script('mistral', toolCalls([{ name: 'editUserTask', args: { id: task.id, name: 'Academia 7h' } }]), text(['Pronto.']));
    const turn = await api.stream(p.token, chatId, { message: 'renomeie' });
    const turnId = turn.all.find((e) => e.event === 'turn')!.data.turnId as string;
    await p.ok('PATCH', `/tasks/${task.id}`, { name: 'Academia 8h' });
    const refused = await api.request('POST', `/ai/agent/chats/${chatId}/turns/${turnId}/undo`, { token: p.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.changed.map((c: { label: string }) => c.label)).toEqual(["a tarefa 'Academia 8h'"]);
  });
});
