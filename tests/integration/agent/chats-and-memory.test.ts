import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { WINDOW_MESSAGES } from '../../../core/ai/agent/turn';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { startProviderSim, text, toolCall } from '../../support/provider-sim';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const clock = fixedClock(new Date());
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS), testDeps({}, { clock }));

describe('chats (A11)', () => {
  it('lists newest activity first, renames, deletes; the first message names the chat', async () => {
    const u = await signUp(api);
    const a = await api.newChat(u.accessToken);
    clock.advance(1000);
    const b = await api.newChat(u.accessToken);
    clock.advance(1000);
    sim.script('mistral', text(['ok']));
    await api.stream(u.accessToken, a, { message: 'plan my   week\nplease' });
    const list = await api.request('GET', '/ai/agent/chats', { token: u.accessToken });
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([a, b]);
    expect(list.body.items[0].title).toBe('plan my week please');
    expect((await api.request('PATCH', `/ai/agent/chats/${b}`, { token: u.accessToken, body: { title: 'Groceries' } })).body.title).toBe('Groceries');
    expect((await api.request('PATCH', `/ai/agent/chats/${b}`, { token: u.accessToken, body: { title: '' } })).status).toBe(400);
    expect((await api.request('DELETE', `/ai/agent/chats/${a}`, { token: u.accessToken })).status).toBe(204);
    expect((await api.request('GET', `/ai/agent/chats/${a}`, { token: u.accessToken })).status).toBe(404);
    const after = await api.request('GET', '/ai/agent/chats', { token: u.accessToken });
    expect(after.body.items.map((c: { title: string }) => c.title)).toEqual(['Groceries']);
  });

  it('pages the chat list with a cursor', async () => {
    const u = await signUp(api);
    for (let i = 0; i < 3; i++) {
      await api.newChat(u.accessToken);
      clock.advance(1000);
    }
    const first = await api.request('GET', '/ai/agent/chats?limit=2', { token: u.accessToken });
    expect(first.body.items).toHaveLength(2);
    const second = await api.request('GET', `/ai/agent/chats?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: u.accessToken });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
  });

  it(`sends the model a window of the last ${WINDOW_MESSAGES} messages`, async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    for (let i = 0; i < 12; i++) {
      sim.script('mistral', text([`answer ${i}`]));
      await api.stream(u.accessToken, chatId, { message: `message ${i}` });
    }
    const last = sim.requests('mistral').at(-1)!.body as { messages: { role: string }[] };
    const conversation = last.messages.filter((m) => m.role !== 'system');
    // The last 20 stored messages, minus a leading assistant message: a window starts with the person.
    expect(conversation).toHaveLength(WINDOW_MESSAGES - 1);
    expect(conversation[0]!.role).toBe('user');
    expect(JSON.stringify(conversation[0])).toContain('message 2');
    expect(JSON.stringify(conversation.at(-1))).toContain('message 11');
  });
});

describe('memory notes (A6)', () => {
  it('are written only through the tools, shown with their budget, readable and deletable in-app', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script(
      'mistral',
      toolCall('updateGlobalContext', { context: 'Prefers mornings.' }),
      toolCall('updateChatContext', { context: 'Planning a 10k race.' }),
      text(['Noted both.']),
    );
    await api.stream(u.accessToken, chatId, { message: 'remember this' });
    sim.script('mistral', text(['hi']));
    await api.stream(u.accessToken, chatId, { message: 'hello again' });
    const system = (sim.requests('mistral').at(-1)!.body as { messages: { role: string; content: string }[] }).messages[0]!.content;
    expect(system).toContain('Global note (17/2000 chars):\nPrefers mornings.');
    expect(system).toContain("This chat's note (20/1000 chars):\nPlanning a 10k race.");

    const memory = await api.request('GET', '/ai/agent/memory', { token: u.accessToken });
    expect(memory.body).toEqual({ global: 'Prefers mornings.', chats: [{ id: chatId, title: 'remember this', context: 'Planning a 10k race.' }] });
    expect((await api.request('DELETE', '/ai/agent/memory', { token: u.accessToken })).status).toBe(204);
    expect((await api.request('GET', '/ai/agent/memory', { token: u.accessToken })).body).toEqual({ global: null, chats: [] });
    expect((await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken })).body.messages.length).toBe(4);
  });

  it('reset deletes every chat and nulls the global note', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('updateGlobalContext', { context: 'Vegetarian.' }), text(['ok']));
    await api.stream(u.accessToken, chatId, { message: 'I am vegetarian' });
    await api.newChat(u.accessToken);
    expect((await api.request('POST', '/ai/agent/reset', { token: u.accessToken })).status).toBe(204);
    expect((await api.request('GET', '/ai/agent/chats', { token: u.accessToken })).body.items).toEqual([]);
    expect((await api.request('GET', '/ai/agent/memory', { token: u.accessToken })).body.global).toBeNull();
  });
});
