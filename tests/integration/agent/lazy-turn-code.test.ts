/**
 * The agent function builds its turn's code on the first turn request, not at the cold start
 * (issue 35, functions/compose-agent.ts, functions/http/lazy-mount.ts): /health and refused
 * requests never load it, the first turn loads it once and later turns reuse it, a failed load
 * is tried again, and an empty chain still stops the boot (C2). The real app, the production
 * composition (chain, tools, tutor) over the provider simulator, DynamoDB Local.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ChainConfigError } from '../../../core/ai/chain';
import type { AgentSettings } from '../../../core/ai/agent/settings';
import type { Deps } from '../../../core/context';
import { composeAgentStream } from '../../../functions/compose-agent';
import { createAgentStreamApp } from '../../../functions/http/agent-stream-app';
import { agentApi } from '../../support/agent';
import { freshTable } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { startProviderSim, text } from '../../support/provider-sim';
import { readSse, textOf } from '../../support/sse';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

/** Deps whose chain is Mistral on the simulator, over a table of the test's own (no cooldown crosses tests). */
async function simDeps(): Promise<Deps> {
  return testDeps({ TABLE_NAME: await freshTable(), AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral') });
}

/** A person with a chat, opened through the whole app over the same table. */
async function personWithChat(deps: Deps) {
  const rest = agentApi(() => {
    throw new Error('the REST app here only signs up and opens chats');
  }, deps);
  const u = await signUp(rest);
  return { token: u.accessToken, chatId: await rest.newChat(u.accessToken) };
}

function post(app: ReturnType<typeof createAgentStreamApp>, chatId: string, token: string | undefined, message: string) {
  return app.request(`/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ message }),
  });
}

/** The production settings (functions/compose-ai.ts), built by a loader that counts its calls. */
function countingLoader(deps: Deps, failFirst = false) {
  const counter = { calls: 0 };
  const load = async (): Promise<() => AgentSettings> => {
    counter.calls += 1;
    if (failFirst && counter.calls === 1) throw new Error('the chunk could not be read');
    const { settings } = (await import('../../../functions/compose-ai')).composeAi(deps);
    return () => settings;
  };
  return { counter, load };
}

describe('the agent function loads its turn code on first use', () => {
  it('/health and a request refused at auth load nothing; the first turn loads once, later turns reuse it', async () => {
    const deps = await simDeps();
    const { counter, load } = countingLoader(deps);
    const app = createAgentStreamApp(deps, { clientIp: () => '127.0.0.1', loadAgent: load });
    const { token, chatId } = await personWithChat(deps);

    expect(await (await app.request('/health')).json()).toEqual({ ok: true });
    expect((await post(app, chatId, undefined, 'hello')).status).toBe(401);
    expect(counter.calls).toBe(0);

    sim.script('mistral', text(['First ', 'answer.']), text('Second answer.'));
    const first = await post(app, chatId, token, 'hello');
    expect(first.status).toBe(200);
    expect(textOf((await readSse(first.body)).events)).toBe('First answer.');
    const second = await post(app, chatId, token, 'again');
    expect(textOf((await readSse(second.body)).events)).toBe('Second answer.');
    expect(counter.calls).toBe(1);
    // The production settings went to the provider: routed (issue 46), so findTools is among the tools.
    expect((sim.requests('mistral')[0]?.body as { tools?: { function: { name: string } }[] }).tools?.map((t) => t.function.name)).toContain('findTools');
  });

  it('a path the turn routes do not serve still answers 404 after auth, as a statically mounted route did', async () => {
    const deps = await simDeps();
    const { load } = countingLoader(deps);
    const app = createAgentStreamApp(deps, { clientIp: () => '127.0.0.1', loadAgent: load });
    const { token } = await personWithChat(deps);
    const res = await app.request('/ai/agent/chats', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('a failed load answers that request with a 500 and is tried again by the next one', async () => {
    const deps = await simDeps();
    const { counter, load } = countingLoader(deps, true);
    const app = createAgentStreamApp(deps, { clientIp: () => '127.0.0.1', loadAgent: load });
    const { token, chatId } = await personWithChat(deps);

    const failed = await post(app, chatId, token, 'hello');
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
    sim.script('mistral', text('Loaded now.'));
    const res = await post(app, chatId, token, 'hello again');
    expect(textOf((await readSse(res.body)).events)).toBe('Loaded now.');
    expect(counter.calls).toBe(2);
  });
});

describe('the agent function composition root (functions/compose-agent.ts)', () => {
  it('serves a turn with the production chain and tools, built on that turn', async () => {
    const deps = await simDeps();
    const { app } = composeAgentStream(deps, () => '127.0.0.1');
    const { token, chatId } = await personWithChat(deps);
    expect(sim.requestCount('mistral')).toBe(0);
    sim.script('mistral', text('Composed lazily.'));
    const res = await post(app, chatId, token, 'hello');
    expect(textOf((await readSse(res.body)).events)).toBe('Composed lazily.');
  });

  it('refuses to boot with an empty chain (C2), before any request', async () => {
    const deps = testDeps({ AI_LLM_CHAIN_ORDER: 'mistral', AI_LLM_CHAIN_BLOCKED: 'sim' });
    expect(() => composeAgentStream(deps, () => '127.0.0.1')).toThrow(ChainConfigError);
  });
});
