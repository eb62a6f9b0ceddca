import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { STRONG_PASSWORD } from '../support/http';
import { startProviderSim, text, toolCall, type ProviderSim, type RecordedRequest } from '../support/provider-sim';
import { readSse } from '../support/sse';

/**
 * Issue 46's black box: routed turns on the product as `npm start` runs it, the model behind
 * the provider simulator, everything over real HTTP. A follow-up gets the tool it needs from
 * what the chat just did; a tool the first step was not given is found with findTools and runs
 * once.
 */
let sim: ProviderSim;
let rt: Runtime;
const dataDir = mkdtempSync(join(tmpdir(), 'beyou-routing-'));

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  sim = await startProviderSim();
  rt = await startRuntime({
    DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), TABLE_NAME: `agent-routing-${randomUUID()}`,
    AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'),
  });
});

afterAll(async () => {
  await rt?.stop();
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

beforeEach(() => sim.reset());

async function person() {
  const res = await fetch(`${rt.url}/auth/signup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `routing-${randomUUID()}@example.test`, password: STRONG_PASSWORD, displayName: 'Rui' }),
  });
  const token = ((await res.json()) as { accessToken: string }).accessToken;
  const raw = (method: string, path: string, body?: unknown) =>
    fetch(`${rt.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const call = async (method: string, path: string, body?: unknown) => (await raw(method, path, body)).json() as Promise<any>;
  const say = async (chatId: string, message: string, page?: string) => {
    const r = await fetch(`${rt.url}/ai/agent/chats/${chatId}/stream`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ message, ...(page ? { page } : {}) }) });
    const { events } = await readSse(r.body);
    expect(events.at(-1)?.event, JSON.stringify(events.at(-1))).toBe('done');
    return events;
  };
  return { call, raw, say };
}

const toolsOf = (r: RecordedRequest | undefined) => ((r?.body as { tools?: { function: { name: string } }[] }).tools ?? []).map((t) => t.function.name);

describe('routed turns on the npm start runtime', () => {
  it('a follow-up gets the tool it needs from what the chat just did', async () => {
    const p = await person();
    const habit = await p.call('POST', '/habits', { name: 'Read' });
    const chat = await p.call('POST', '/ai/agent/chats', {});
    sim.script('mistral', toolCall('getUserHabits', {}), text('You have one habit: Read.'));
    await p.say(chat.id, 'what am I tracking these days?');
    const before = sim.requests('mistral').length;
    sim.script('mistral', toolCall('editUserHabit', { id: habit.id, name: 'Read 20 pages' }), text('Renamed.'));
    const events = await p.say(chat.id, 'ok, rename it to Read 20 pages');
    expect(toolsOf(sim.requests('mistral')[before])).toContain('editUserHabit');
    expect(events.find((e) => e.event === 'tool_finished')).toMatchObject({ data: { name: 'editUserHabit', ok: true } });
    expect((await p.call('GET', `/habits/${habit.id}`)).name).toBe('Read 20 pages');
  });

  it('a tool the first step was not given is found through findTools, then runs once', async () => {
    const p = await person();
    const chat = await p.call('POST', '/ai/agent/chats', {});
    sim.script(
      'mistral',
      toolCall('findTools', { query: 'log study minutes' }),
      toolCall('logStudySession', { pageId: 'Biology', minutes: 30 }),
      text('Logged.'),
    );
    const page = await p.call('POST', '/notebook/pages', { title: 'Biology' });
    const events = await p.say(chat.id, 'that was a good afternoon');
    const [first, second] = sim.requests('mistral');
    expect(toolsOf(first)).not.toContain('logStudySession');
    expect(toolsOf(second)).toContain('logStudySession');
    expect(events.filter((e) => e.event === 'tool_finished').map((e) => e.event === 'tool_finished' && [e.data.name, e.data.ok])).toEqual([['findTools', true], ['logStudySession', true]]);
    const sessions = await p.call('GET', '/study/sessions?days=7');
    expect(sessions.items.filter((s: { pageId: string }) => s.pageId === page.id)).toHaveLength(1);
  });
});

/**
 * Issue 47's black box for item 2: approval answers were model calls nothing counted, and each
 * restarted its turn with 8 fresh steps (one stream request bought 328 calls). On the runtime
 * as `npm start` runs it, a model that asks for a yes at every step, answered every time, makes
 * the production 8 calls in all: the simulator counts each request.
 */
describe('approval answers on the npm start runtime', () => {
  it("a turn whose every step needs the person's yes, answered each time, makes 8 model calls in all, not 8 per answer", async () => {
    const p = await person();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await p.call('POST', '/habits', { name: `Habit ${i}` })).id);
    const chat = await p.call('POST', '/ai/agent/chats', {});
    sim.script('mistral', ...ids.map((id) => toolCall('deleteUserHabit', { id })));
    const post = async (path: string, body: unknown) => {
      const r = await p.raw('POST', path, body);
      return (await readSse(r.body)).events;
    };
    let events = await post(`/ai/agent/chats/${chat.id}/stream`, { message: 'delete my habits, one at a time' });
    const turnId = events.flatMap((e) => (e.event === 'turn' ? [e.data.turnId] : []))[0]!;
    let answers = 0;
    for (let last = events.at(-1); last?.event === 'approval_required' && answers < 20; last = events.at(-1)) {
      events = await post(`/ai/agent/chats/${chat.id}/turns/${turnId}/approvals/${last.data.approvalId}`, { approved: true });
      answers += 1;
      expect(events.filter((e) => e.event === 'tool_finished').every((e) => e.event === 'tool_finished' && e.data.ok)).toBe(true);
    }
    expect(sim.requestCount('mistral')).toBe(8);
    expect(answers).toBe(8);
    expect(events.at(-1)?.event).toBe('done');
    expect((await p.call('GET', '/habits')).items).toHaveLength(4);
  });
});
