/**
 * The agent's critical path in table round trips (issue 24: ≤ 3 from the POST to the provider
 * request). Counted in lockstep (support/round-trips.ts) on a DynamoDB client of this file's
 * own, with the REAL chain (two links, so it reads its cooldowns) in front of the provider
 * simulator, which reports the moment the model request arrives: the waves sent before that
 * moment are what the person waits for before the first token, on top of the model itself.
 *
 * Before this issue: 8 sequential (auth's profile → chat → claim → slot → bucket → the turn's
 * first write → profile, configuration and the chat's turns → the window), plus the cooldown
 * read whenever the chain's memo had run out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, type Deps } from '../../../core/context';
import { createDb } from '../../../core/db/client';
import { ensureTable } from '../../../core/db/table';
import { buildChain, memoryChainMetrics, tableCooldowns, tableLedger, tablePersonShares, tableWindows } from '../../../core/ai/chain';
import { Messages } from '../../../core/ai/agent/chat/entities';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { Turns } from '../../../core/ai/agent/record/entities';
import { Approvals } from '../../../core/ai/agent/approval/entity';
import { Users } from '../../../core/users/entity';
import { agentApi, agentSettings, type AgentApi } from '../../support/agent';
import { simEnv } from '../../support/chain';
import { countCommands, type DbCounter } from '../../support/db-counter';
import { fixedClock, testConfig } from '../../support/deps';
import { signUp, type TestUser } from '../../support/http';
import { startProviderSim, text, toolCall, type ProviderSim } from '../../support/provider-sim';
import { countRoundTrips, type RoundTrips } from '../../support/round-trips';

const sorted = (waves: string[][]) => waves.map((w) => [...w].sort());

let sim: ProviderSim;
let deps: Deps;
let api: AgentApi;
/** The same app with the one gated tool the approval path needs. */
let gated: AgentApi;
/** …and with the one tool whose approval a data policy decides. */
let scheduling: AgentApi;
let trips: RoundTrips;
let counter: DbCounter;
// The table's clock, moved past the chain's cooldown memo before each turn: every turn below
// pays the cooldown read, as the first turn on an instance (or one ~10 s after the last) does.
const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));

beforeAll(async () => {
  sim = await startProviderSim();
  const config = testConfig({ TABLE_NAME: `agent-trips-${Date.now()}`, ...simEnv(sim, ['mistral', 'gemini']) });
  deps = createDeps(config, { db: createDb(config.db), clock });
  await ensureTable(deps.db.client, config.db.tableName);
  // The production memo (a read at most every ~10 s while nothing cools): the turn's warm-up fills it, the call trusts it.
  const chain = buildChain(deps, { cooldowns: tableCooldowns(deps), metrics: memoryChainMetrics() });
  // The slot's cancel watch (a read every 200 ms in the other suites) is not what this file
  // counts: on a busy machine a turn outlasts 200 ms and its reads land among the waves.
  const quiet = { cancelWatchMs: 60_000 };
  api = agentApi(() => agentSettings(chain, [], quiet), deps);
  gated = agentApi(() => agentSettings(chain, AGENT_TOOLS.filter((t) => t.name === 'deleteUserRoutine'), quiet), deps);
  scheduling = agentApi(() => agentSettings(chain, AGENT_TOOLS.filter((t) => t.name === 'createUserSchedule'), quiet), deps);
  trips = countRoundTrips(deps.db);
  counter = countCommands(deps.db);
});

afterAll(async () => {
  trips.detach();
  counter.detach();
  deps.db.client.destroy();
  await sim.close();
});

/** Run `turn`, returning the waves sent before the model request arrived and all of them. */
async function measure(turn: () => Promise<unknown>): Promise<{ beforeModel: string[][] | undefined; all: string[][] }> {
  clock.advance(15_000);
  trips.reset();
  counter.reset();
  let beforeModel: string[][] | undefined;
  const off = sim.onRequest(() => {
    beforeModel ??= trips.waves.map((w) => [...w]);
  });
  try {
    await turn();
  } finally {
    off();
  }
  expect(trips.commands().sort()).toEqual([...counter.commands].sort());
  return { beforeModel: beforeModel && sorted(beforeModel), all: sorted(trips.waves) };
}

const FIRST_WAVE = [
  'GetItemCommand', // the profile: the account is live (and the prompt's name and memory)
  'GetItemCommand', // the chat
  'GetItemCommand', // a turn this clientMessageId already started
  'GetItemCommand', // the configuration: the person's time zone
  'QueryCommand', // the stream slots
  'QueryCommand', // the window
  'QueryCommand', // the chat's turns (one that died is settled first)
  'QueryCommand', // the chain's cooldowns (into its memo)
];

describe('POST /ai/agent/chats/{id}/stream → the provider request', () => {
  let u: TestUser;
  let chatId: string;
  beforeAll(async () => {
    u = await signUp(api);
    chatId = await api.newChat(u.accessToken);
  });

  it('is 2 sequential round trips: every read at once, then one transaction (slot, bucket, message, chat, turn, claim)', async () => {
    sim.script('mistral', text(['Hi']));
    const { beforeModel, all } = await measure(() => api.stream(u.accessToken, chatId, { message: 'hello', clientMessageId: 'rt-1' }));
    expect(beforeModel).toEqual([FIRST_WAVE, ['TransactWriteItemsCommand']]);
    expect(beforeModel!.length).toBeLessThanOrEqual(3);
    // After the model: the end's transaction (with every event: neither `turn` nor `model` is
    // a flush of its own, so an answer that ends within the flush delay is stored once, issue
    // 35), the slot's release.
    expect(all.slice(2)).toEqual([['TransactWriteItemsCommand'], ['DeleteItemCommand']]);
  });

  it('the same 2 for a second turn in the chat: its window holds the first answer, read in the first wave', async () => {
    sim.script('mistral', text(['Again']));
    const { beforeModel } = await measure(() => api.stream(u.accessToken, chatId, { message: 'once more' }));
    expect(beforeModel).toEqual([FIRST_WAVE.filter((_, i) => i !== 2), ['TransactWriteItemsCommand']]);
    const prompt = sim.requests('mistral').at(-1)!.body as { messages: { role: string; content: unknown }[] };
    expect(JSON.stringify(prompt.messages)).toContain('Hi');
    expect(JSON.stringify(prompt.messages.at(-1))).toContain('once more');
    expect(prompt.messages.at(-1)!.role).toBe('user');
  });
});

describe('the liveness check folded into the first wave', () => {
  it('a tombstoned account hears 401 on the stream POST, and nothing is written: no message, no turn, no slot, no hit', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    await Users(deps.db).patch({ userId: u.id }).set({ deletedAt: new Date().toISOString() }).go();
    const before = sim.requestCount('mistral');
    const { all } = await measure(async () => {
      const res = await api.stream(u.accessToken, chatId, { message: 'after deletion', clientMessageId: 'gone-1' });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
    });
    expect(all.flat().filter((c) => !/^(Get|Query)/.test(c))).toEqual([]);
    expect(sim.requestCount('mistral')).toBe(before);
    expect((await Messages(deps.db).query.primary({ userId: u.id, chatId }).go({ consistent: true })).data).toEqual([]);
    expect((await Turns(deps.db).query.primary({ userId: u.id, chatId }).go({ consistent: true })).data).toEqual([]);
  });

  it('a gone account hears 401 before its body is judged, and before its chat is (no 404 for a chat it no longer has)', async () => {
    const u = await signUp(api);
    const chatId = await api.newChat(u.accessToken);
    await Users(deps.db).patch({ userId: u.id }).set({ deletedAt: new Date().toISOString() }).go();
    expect((await api.stream(u.accessToken, chatId, { message: '' })).status).toBe(401);
    expect((await api.stream(u.accessToken, 'cht_nope', { message: 'hi' })).status).toBe(401);
  });
});

describe('POST …/turns/{turnId}/approvals/{approvalId} → the provider request', () => {
  async function paused() {
    const u = await signUp(gated);
    const r = await gated.request('POST', '/routines', { token: u.accessToken, body: { type: 'LIST', name: 'Evenings', items: [] } });
    const chatId = await gated.newChat(u.accessToken);
    sim.script('mistral', toolCall('deleteUserRoutine', { id: r.body.id }));
    const asked = await gated.stream(u.accessToken, chatId, { message: 'delete Evenings' });
    const turnId = (asked.all[0] as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    const card = asked.all.at(-1) as Extract<AgentEvent, { event: 'approval_required' }>;
    expect(card.event).toBe('approval_required');
    return { u, chatId, turnId, approvalId: card.data.approvalId, routineId: r.body.id as string };
  }

  it('opens in 2 sequential round trips too: every read at once (liveness among them), then one transaction (slot, approval used, turn back to STREAMING)', async () => {
    const p = await paused();
    sim.script('mistral', text(['Deleted.']));
    const { beforeModel } = await measure(() => gated.answer(p.u.accessToken, p.chatId, p.turnId, p.approvalId, { approved: true }));
    expect(beforeModel).toEqual([
      // profile, chat, turn, approval, configuration | slots, window, the turn's events, cooldowns
      ['GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand'],
      ['TransactWriteItemsCommand'],
      // Then the approved change itself runs, before the model hears its result: deleteRoutine's
      // reads (the routine, the schedules) and its transaction. That is the person's request, not overhead.
      // The write card's language came with the day in the first wave (undo/language.ts): no read of its own.
      ['GetItemCommand', 'GetItemCommand'],
      // The undo record (issue 39, core/ai/agent/undo/recorder.ts): the transaction's items as
      // they were, read just before it, then the record itself.
      ['BatchGetItemCommand'],
      ['TransactWriteItemsCommand'],
      ['PutItemCommand'],
    ]);
  });

  it('a call a data policy asked about is not judged again on the yes: the approved command runs straight after the transaction', async () => {
    const u = await signUp(scheduling);
    const routine = async (name: string) => (await scheduling.request('POST', '/routines', { token: u.accessToken, body: { type: 'LIST', name, items: [] } })).body.id as string;
    const [morning, evening] = [await routine('Morning'), await routine('Evening')];
    await scheduling.request('POST', '/schedules', { token: u.accessToken, body: { routineId: morning, days: ['monday'] } });
    const chatId = await scheduling.newChat(u.accessToken);
    sim.script('mistral', toolCall('createUserSchedule', { routineId: evening, days: ['monday'] }));
    const asked = await scheduling.stream(u.accessToken, chatId, { message: 'Evening on Mondays' });
    const card = asked.all.at(-1) as Extract<AgentEvent, { event: 'approval_required' }>;
    expect(card.data.summary).toBe("Give Monday to 'Evening', taking it from 'Morning' ('Morning' no longer runs on any day)");
    sim.script('mistral', text(['Moved.']));
    const turnId = (asked.all[0] as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
    const { beforeModel } = await measure(() => scheduling.answer(u.accessToken, chatId, turnId, card.data.approvalId, { approved: true }));
    expect(beforeModel).toEqual([
      ['GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand'],
      ['TransactWriteItemsCommand'],
      // createSchedule's own reads and its transaction; the policy's read (the schedules and the
      // routines, at once) is not repeated before it: the person's yes answers the SDK's check.
      ['GetItemCommand'],
      ['GetItemCommand'],
      ['GetItemCommand'],
      // The undo record (issue 39): the items before the transaction, its updated items after.
      ['BatchGetItemCommand'],
      ['TransactWriteItemsCommand'],
      ['BatchGetItemCommand'],
      ['QueryCommand'],
      // ...and the record itself, stored before the model hears the result.
      ['PutItemCommand'],
    ]);
  });

  it('a tombstoned account hears 401 on the answer, and nothing is written or run: the approval stays unused', async () => {
    const p = await paused();
    await Users(deps.db).patch({ userId: p.u.id }).set({ deletedAt: new Date().toISOString() }).go();
    const before = sim.requestCount('mistral');
    const { all } = await measure(async () => {
      const res = await gated.answer(p.u.accessToken, p.chatId, p.turnId, p.approvalId, { approved: true });
      expect([res.status, res.json.error.code]).toEqual([401, 'UNAUTHORIZED']);
      expect((await gated.answer(p.u.accessToken, p.chatId, p.turnId, p.approvalId, { approved: 'yes' })).status).toBe(401);
    });
    expect(all.flat().filter((c) => !/^(Get|Query)/.test(c))).toEqual([]);
    expect(sim.requestCount('mistral')).toBe(before);
    expect((await Approvals(deps.db).get({ userId: p.u.id, turnId: p.turnId, approvalId: p.approvalId }).go({ consistent: true })).data?.status).toBe('PENDING');
  });
});

describe("a gated link: the person's share of its minute (issue 47) rides in the first wave", () => {
  it("the turn still waits 2 round trips: the share's write goes beside the reads, the calls' reservation into the transaction", async () => {
    // rpm 120: the link's blocks are 3 (the first turn's warm-up takes one; none fetched in front of the measured call), the person's share 30 (blocks of 1: a write per call).
    const quota = tableLedger(deps, { mistral: { rpm: 120 } }, tableWindows(deps.db), tablePersonShares(deps, 0.25));
    const chain = buildChain(deps, { cooldowns: tableCooldowns(deps), metrics: memoryChainMetrics(), quota });
    const shared = agentApi(() => agentSettings(chain, [], { cancelWatchMs: 60_000 }), deps);
    // One minute for both turns; the first takes the link's block (in front of its call, as before this issue).
    clock.set(new Date('2026-12-01T12:00:00Z'));
    const u = await signUp(shared);
    const chatId = await shared.newChat(u.accessToken);
    sim.script('mistral', text(['Hi']));
    await shared.stream(u.accessToken, chatId, { message: 'hello' });
    sim.script('mistral', text(['Again']));
    const { beforeModel } = await measure(() => shared.stream(u.accessToken, chatId, { message: 'once more' }));
    expect(beforeModel).toEqual(sorted([[...FIRST_WAVE.filter((_, i) => i !== 2), 'UpdateItemCommand'], ['TransactWriteItemsCommand']]));
  });
});
