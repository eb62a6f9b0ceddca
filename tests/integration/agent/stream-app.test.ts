import { MockLanguageModelV3 } from 'ai/test';
import { convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createAgentStreamApp } from '../../../functions/http/agent-stream-app';
import { agentApi, agentSettings } from '../../support/agent';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { readSse, textOf } from '../../support/sse';

const model = new MockLanguageModelV3({
  doStream: async () => ({
    stream: convertArrayToReadableStream([
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Hi.' },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } } as never },
    ]),
  }),
});
const settings = () => agentSettings(model, []);
const deps = testDeps();
// The whole app (API Gateway's, here only to sign up and open a chat) and the function URL's.
const rest = agentApi(settings, deps);
const streamApp = createAgentStreamApp(deps, { clientIp: () => '127.0.0.1', agent: settings });

describe('the agent function URL app (stacks/Agent.ts)', () => {
  it('serves the turn stream and /health', async () => {
    const u = await signUp(rest);
    const chatId = await rest.newChat(u.accessToken);
    const res = await streamApp.request(`/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
      body: JSON.stringify({ message: 'hello' }),
    });
    expect(res.status).toBe(200);
    const { events } = await readSse(res.body);
    expect(textOf(events)).toBe('Hi.');
    expect(events.at(-1)?.event).toBe('done');
    expect(await (await streamApp.request('/health')).json()).toEqual({ ok: true });
  });

  it('answers 404 for every REST route, authenticated or not (REST goes through API Gateway)', async () => {
    const u = await signUp(rest);
    const auth = { authorization: `Bearer ${u.accessToken}`, 'content-type': 'application/json' };
    const tried: [string, string][] = [
      ['GET', '/habits'],
      ['GET', '/daily-briefing'],
      ['GET', '/me'],
      ['GET', '/me/export'],
      ['POST', '/auth/signup'],
      ['POST', '/ai/agent/chats'],
      ['GET', '/ai/agent/chats'],
      ['POST', '/ai/onboarding/categories'],
    ];
    for (const [method, path] of tried) {
      const res = await streamApp.request(path, { method, headers: auth, body: method === 'GET' ? undefined : '{}' });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
  });
});
