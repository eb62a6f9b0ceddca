import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createAgentStreamApp } from '../../../functions/http/agent-stream-app';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/http/origin-guard';
import { agentApi, agentSettings } from '../../support/agent';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { readSse } from '../../support/sse';

// On AWS the agent's function URL sits behind CloudFront (and its WAF): CloudFront adds a
// secret header, and the function answers nothing without it (stacks/Agent.ts).
const SECRET = 'origin-verify-secret-for-tests-0123456789';
let calls = 0;
const model = new MockLanguageModelV3({
  doStream: async () => {
    calls++;
    return {
      stream: convertArrayToReadableStream([
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Hi.' },
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } } as never },
      ]),
    };
  },
});
const settings = () => agentSettings(model, []);
const rest = agentApi(settings, testDeps());
const guarded = createAgentStreamApp(testDeps({ ORIGIN_VERIFY_SECRET: SECRET }), { clientIp: () => '127.0.0.1', agent: settings });

describe('the agent function URL behind CloudFront', () => {
  it('answers 404, before auth or any model call, to a request without CloudFront\'s header or with a wrong one', async () => {
    const u = await signUp(rest);
    const chatId = await rest.newChat(u.accessToken);
    const tries: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) }];
    for (const extra of tries) {
      const stream = await guarded.request(`/ai/agent/chats/${chatId}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}`, ...extra },
        body: JSON.stringify({ message: 'hello' }),
      });
      expect(stream.status).toBe(404);
      expect(((await stream.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      expect((await guarded.request('/health', { headers: extra })).status).toBe(404);
    }
    expect(calls).toBe(0);
  });

  it('serves the stream and /health to CloudFront', async () => {
    const u = await signUp(rest);
    const chatId = await rest.newChat(u.accessToken);
    const res = await guarded.request(`/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}`, [ORIGIN_VERIFY_HEADER]: SECRET },
      body: JSON.stringify({ message: 'hello' }),
    });
    expect(res.status).toBe(200);
    expect((await readSse(res.body)).events.at(-1)?.event).toBe('done');
    expect(await (await guarded.request('/health', { headers: { [ORIGIN_VERIFY_HEADER]: SECRET } })).json()).toEqual({ ok: true });
  });

  it('is off where no secret is configured (the local runtime, REST behind API Gateway)', async () => {
    expect((await rest.app.request('/health')).status).toBe(200);
  });
});
