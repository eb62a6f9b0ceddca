import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TurnEvents } from '../../../core/ai/agent/record/entities';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { testConfig, testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { delayed, startProviderSim, text } from '../../support/provider-sim';
import { readEvents } from '../../support/sse-reader';
import { waitFor } from '../../support/wait';

/**
 * An instance that dies mid-turn (a Lambda timeout, out of memory, a deploy): here a real
 * server process, SIGKILLed while it streams. What it had flushed survives; the turn reads
 * INTERRUPTED everywhere once its lease has run out, and a resume ends with error INTERRUPTED.
 */
const sim = await startProviderSim();
const table = await freshTable();
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await sim.close();
});

function startInstance(): Promise<{ url: string; proc: ChildProcess }> {
  const config = testConfig();
  const env = {
    PATH: process.env.PATH,
    STAGE: 'dev',
    DATA_DIR: config.dataDir,
    AUTH_SECRET: config.auth.secret,
    AUTH_SCRYPT_LOG_N: '10',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    TABLE_NAME: table,
    AI_LLM_CHAIN_ORDER: 'mistral',
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/support/turn-server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) ok({ url: `http://127.0.0.1:${m[1]}`, proc });
    });
    proc.once('exit', (code) => fail(new Error(`instance exited early (${code})`)));
  });
}

describe('a turn whose instance dies', () => {
  it('keeps what was flushed, reads INTERRUPTED once its lease ran out, and a resume ends with error INTERRUPTED', async () => {
    // This process reads the same table; its clock is a minute ahead, past the dead turn's lease.
    const chain = testChain({ sim, table, order: ['mistral'] });
    const later = agentApi(() => agentSettings(chain.model, []), testDeps({ TABLE_NAME: table }, { clock: { now: () => new Date(Date.now() + 61_000) } }));
    const u = await signUp(later);
    const chatId = await later.newChat(u.accessToken);

    const instance = await startInstance();
    child = instance.proc;
    sim.script('mistral', delayed(text(Array.from({ length: 60 }, (_, i) => `w${i} `)), { betweenChunksMs: 100 }));
    const res = await fetch(`${instance.url}/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
      body: JSON.stringify({ message: 'a long answer please' }),
    });
    const seen = await readEvents(res.body, (e) => (e.id ?? 0) >= 12);
    const turnId = (seen[0]!.event.data as { turnId: string }).turnId;
    // Some of what streamed is in the table (flushes every 250 ms), then the instance dies.
    await waitFor(async () => (await TurnEvents(later.deps.db).query.primary({ userId: u.id, turnId }).go({ consistent: true })).data.length, (n) => n >= 2);
    instance.proc.kill('SIGKILL');
    await new Promise((r) => instance.proc.once('exit', r));
    child = undefined;

    const turn = await later.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken });
    expect(turn.body.status).toBe('INTERRUPTED');
    const said: string = turn.body.segments[0].text;
    expect(said.startsWith('w0 w1 ')).toBe(true);
    expect(said.length).toBeLessThan(Array.from({ length: 60 }, (_, i) => `w${i} `).join('').length);

    const chat = await later.request('GET', `/ai/agent/chats/${chatId}`, { token: u.accessToken });
    expect(chat.body.messages.map((m: { role: string; status?: string }) => [m.role, m.status])).toEqual([
      ['user', undefined],
      ['assistant', 'interrupted'],
    ]);
    expect(chat.body.messages[0].segments[0].text).toBe('a long answer please');
    expect(chat.body.messages[1].segments).toEqual(turn.body.segments);

    const replay = await later.app.request(`/ai/agent/chats/${chatId}/turns/${turnId}/stream`, { headers: { authorization: `Bearer ${u.accessToken}` } });
    const events = await readEvents(replay.body);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)!.event).toEqual({ event: 'error', data: { code: 'INTERRUPTED', message: expect.any(String) } });
  });
});
