import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { updateGlobalContext } from '../../../core/ai/agent/tools/memory';
import { agentApi, agentSettings } from '../../support/agent';
import { signUp } from '../../support/http';
import { freshTable, testChain } from '../../support/chain';
import { cutAfter, quota429, startProviderSim, text, toolCall } from '../../support/provider-sim';
import { textOf } from '../../support/sse';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

// The real chain over the real SDK links, pointed at the simulator. Mistral is the only link
// here, so a failure cannot fail over (the failover tests add gemini); its own table keeps
// cooldowns from leaking into other files.
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const model = chain.model;
const api = agentApi(() => agentSettings(model, [updateGlobalContext]));

describe('a streamed agent turn', () => {
  it('streams tokens, stores the turn, then sends done with the stored segments', async () => {
    const u = await signUp(api, 'Marta');
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text(['Olá', ', Marta', '!']));
    const res = await api.stream(u.accessToken, chatId, { message: 'hello there, who are you?' });
    expect(res.status).toBe(200);
    expect(textOf(res.events)).toBe('Olá, Marta!');
    const done = res.events.at(-1);
    expect(done?.event).toBe('done');
    if (done?.event !== 'done') return;
    expect(done.data.segments).toEqual([{ type: 'text', text: 'Olá, Marta!' }]);

    const chat = await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.title).toBe('hello there, who are you?');
    expect(chat.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.body.messages[1]).toMatchObject({ id: done.data.messageId, segments: done.data.segments });
  });

  it('runs a tool once, reports it, and the result reaches the next step', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('updateGlobalContext', { context: 'Likes running at dawn.' }), text(['Noted.']));
    const res = await api.stream(u.accessToken, chatId, { message: 'remember I like running at dawn' });
    const names = res.events.map((e) => e.event);
    expect(names).toEqual(['tool_started', 'tool_finished', 'token', 'done']);
    expect(res.events[0]).toMatchObject({ data: { name: 'updateGlobalContext', kind: 'write' } });
    expect(res.events[1]).toMatchObject({ data: { name: 'updateGlobalContext', ok: true } });
    const memory = await api.request('GET', '/ai/agent/memory', { token: u.accessToken });
    expect(memory.body.global).toBe('Likes running at dawn.');
    // The second request carried the tool's result.
    const messages = (sim.requests('mistral')[1]?.body as { messages: { role: string; content: string }[] }).messages;
    expect(JSON.parse(messages.find((m) => m.role === 'tool')!.content)).toMatchObject({ ok: true, data: { saved: true } });
  });

  it('hands validation failures back to the model as values listing the fields', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', toolCall('updateGlobalContext', { context: 'x'.repeat(2001) }), text(['Too long, sorry.']));
    const res = await api.stream(u.accessToken, chatId, { message: 'remember a lot' });
    expect(res.events[1]).toMatchObject({ event: 'tool_finished', data: { ok: false, domains: [] } });
    const toolResult = JSON.stringify(sim.requests('mistral')[1]?.body);
    expect(toolResult).toContain('VALIDATION_FAILED');
    expect(toolResult).toContain('context');
    expect((await api.request('GET', '/ai/agent/memory', { token: u.accessToken })).body.global).toBeNull();
  });

  it('a provider failure before any output ends in AI_UNAVAILABLE, keeps the user message, invents no answer', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', quota429());
    const res = await api.stream(u.accessToken, chatId, { message: 'are you there?' });
    // The only link is now cooling (a quota 429: 300 s), so the error says when it is back.
    expect(res.events).toEqual([{ event: 'error', data: { code: 'AI_UNAVAILABLE', message: expect.any(String), retryAfterSeconds: 300 } }]);
    const chat = await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages).toHaveLength(1);
    expect(chat.body.messages[0]).toMatchObject({ role: 'user', segments: [{ type: 'text', text: 'are you there?' }] });
  });

  it('a cut after the first token ends in INTERRUPTED and stores the partial text marked interrupted', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', cutAfter(['The ', 'answer ', 'is ', 'forty'], 2));
    const res = await api.stream(u.accessToken, chatId, { message: 'what is it?' });
    expect(textOf(res.events)).toBe('The answer ');
    expect(res.events.at(-1)).toMatchObject({ event: 'error', data: { code: 'INTERRUPTED' } });
    expect(res.events.some((e) => e.event === 'done')).toBe(false);
    const chat = await api.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages[1]).toMatchObject({ role: 'assistant', status: 'interrupted', segments: [{ type: 'text', text: 'The answer ' }] });
  });

  it("another user's chat is a 404, and nothing reaches the provider", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const chatId = await api.newChat(owner.accessToken);
    const res = await api.stream(other.accessToken, chatId, { message: 'hi' });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
    for (const [method, path] of [['GET', `/ai/agent/chats/${chatId}`], ['PATCH', `/ai/agent/chats/${chatId}`], ['DELETE', `/ai/agent/chats/${chatId}`]] as const) {
      const r = await api.request(method, path, { token: other.accessToken, body: { title: 'mine now' } });
      expect(r.status).toBe(404);
    }
    expect((await api.request('GET', `/ai/agent/chats/${chatId}`, { token: owner.accessToken })).body.title).toBe('New chat');
    expect(sim.requestCount()).toBe(0);
  });

  it('never sends the email or the password hash to the provider', async () => {
    const u = await signUp(api, 'Privacy Person');
    const chatId = await api.newChat(u.accessToken);
    sim.script('mistral', text(['ok']));
    await api.stream(u.accessToken, chatId, { message: 'hi' });
    const sent = sim.allBodiesText();
    expect(sent).toContain('Privacy Person');
    expect(sent).not.toContain(u.email);
    expect(sent).not.toMatch(/scrypt\$/);
  });

  it('refuses bad input before opening a stream, listing every field', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    const res = await api.stream(u.accessToken, chatId, { message: 'x'.repeat(4001), page: 'p'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['message', 'page']);
    expect(sim.requestCount()).toBe(0);
  });
});

describe('failover through the chain', () => {
  it('a failure before the first token is invisible to the client, and the turn records who answered', async () => {
    const two = testChain({ sim, table: await freshTable(), order: ['mistral', 'gemini'] });
    const api2 = agentApi(() => agentSettings(two.model, []));
    const u = await signUp(api2);
    const chatId = await api2.newChat(u.accessToken);
    sim.script('mistral', quota429());
    sim.script('gemini', text(['Hi ', 'from the second link']));
    const res = await api2.stream(u.accessToken, chatId, { message: 'hello' });
    expect(res.events.map((e) => e.event)).toEqual(['token', 'token', 'done']);
    expect(textOf(res.events)).toBe('Hi from the second link');
    const stored = await api2.deps.db.doc.send(
      new QueryCommand({
        TableName: api2.deps.db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${u.id}`, ':sk': `CHATMSG#${chatId}#` },
      }),
    );
    const assistant = stored.Items?.find((i) => i.role === 'assistant');
    expect(assistant).toMatchObject({ servedBy: 'gemini', status: 'complete' });
  });
});
