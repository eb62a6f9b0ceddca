/**
 * `npx tsx bench/agent.ts` — what the agent's streaming path costs (issue 5):
 * (a) added latency from the provider's first streamed chunk to the client's first `token`
 *     event (the server's SSE path: chain, turn, event sink, socket),
 * (b) time from the client's POST to the first provider request (auth, slot, bucket, storing
 *     the user's message, loading the window: DynamoDB Local round trips),
 * (c) 100 concurrent streams from 50 users held by one local server: errors and memory,
 * (d) table writes for one durable turn: a 2,000-token answer after 3 tool calls (counted at
 *     the DynamoDB client, not timed),
 * (e) resume latency: a client's GET …/turns/{id}/stream → its first replayed event.
 * (a) and (b) each have a FLOOR measured in the same run, one right after each turn (issue 35):
 * - (b)'s: the table commands the turn sent before its provider request (recorded at the app's
 *   DynamoDBClient, bench/floor.ts), replayed raw through the same client in the same waves;
 * - (a)'s: a direct consumer of the same provider stream — fetch of the simulator's chat
 *   endpoint with the same scripted answer, parsed with eventsource-parser, timed from the
 *   simulator's first chunk to the first content delta parsed.
 * The ratios (b) ÷ its floor and (a) − its floor are the server's own share.
 * Real HTTP on loopback (node server), DynamoDB Local in memory, the wire-level provider
 * simulator behind the real Mistral SDK and the real chain. Writes bench/RESULTS.md "## Agent".
 */
import { serve } from '@hono/node-server';
import { createMistral } from '@ai-sdk/mistral';
import { createParser } from 'eventsource-parser';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChain, memoryChainMetrics } from '../core/ai/chain';
import { agentSettings } from '../core/ai/agent/settings';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { createApp } from '../functions/http/app';
import { startDynamoLocal } from '../local/dynamodb-local';
import { countCommands } from '../tests/support/db-counter';
import { delayed, startProviderSim, text, toolCall } from '../tests/support/provider-sim';
import { recordCommands, replay, type Captured } from './floor';
import { machine, ms, stats, writeSection } from './report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 20;
const USERS = 50;
const CONCURRENT = 100;
/** (a) and (b)'s answer: one chunk every this many ms. */
const STREAM_GAP_MS = 15;
/** …after headers sent at once, as providers send them, and a first token 30 ms later. */
const FIRST_CHUNK_MS = 30;

interface TurnTiming {
  postAt: number;
  firstTokenAt?: number;
  ended: 'done' | 'error' | 'http';
}

async function turn(url: string, token: string, chatId: string): Promise<TurnTiming> {
  const postAt = performance.now();
  const res = await fetch(`${url}/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: 'bench message' }),
  });
  if (!res.ok || !res.body) return { postAt, ended: 'http' };
  const timing: TurnTiming = { postAt, ended: 'error' };
  const parser = createParser({
    onEvent: (e) => {
      if (e.event === 'token') timing.firstTokenAt ??= performance.now();
      if (e.event === 'done') timing.ended = 'done';
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
  return timing;
}

/** A turn read to its end, with its id (for the resume measure) and how many events it had. */
async function turnWithId(url: string, token: string, chatId: string): Promise<{ turnId: string; events: number }> {
  const res = await fetch(`${url}/ai/agent/chats/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: 'a long answer after three lookups' }),
  });
  let turnId = '';
  let events = 0;
  const parser = createParser({
    onEvent: (e) => {
      events++;
      if (e.event === 'turn') turnId = (JSON.parse(e.data) as { turnId: string }).turnId;
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of res.body! as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
  return { turnId, events };
}

/**
 * (a)'s floor: the cheapest consumer of the simulator's stream — one fetch of the chat endpoint
 * (the scripted fallback answers it as it answers the agent), read with eventsource-parser.
 * Returns ms from the simulator's first chunk to the first content delta parsed here.
 */
async function directConsumer(baseUrl: string, firstChunkAt: () => number | undefined): Promise<number> {
  const res = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: JSON.stringify({ model: 'mistral-small-latest', stream: true, messages: [{ role: 'user', content: 'bench message' }] }),
  });
  let firstAt: number | undefined;
  const parser = createParser({
    onEvent: (e) => {
      if (firstAt !== undefined || e.data === '[DONE]') return;
      const content = (JSON.parse(e.data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
      if (content) firstAt = performance.now();
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of res.body! as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
  const chunkAt = firstChunkAt();
  if (firstAt === undefined || chunkAt === undefined) throw new Error('direct consumer: no content delta');
  return firstAt - chunkAt;
}

/**
 * (a)'s second reference: the provider's own SDK consumed directly — the Mistral provider the
 * chain's link uses, `doStream` read to its first text delta — so "(a) − this" is what the
 * chain, the turn, the sink and the SSE hop add on top of the SDK every link needs anyway.
 */
async function sdkConsumer(baseUrl: string, firstChunkAt: () => number | undefined): Promise<number> {
  const model = createMistral({ apiKey: 'k', baseURL: baseUrl })('mistral-small-latest');
  const { stream } = await model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'bench message' }] }] });
  let firstAt: number | undefined;
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    if (firstAt === undefined && r.value.type === 'text-delta' && r.value.delta) firstAt = performance.now();
  }
  const chunkAt = firstChunkAt();
  if (firstAt === undefined || chunkAt === undefined) throw new Error('SDK consumer: no text delta');
  return firstAt - chunkAt;
}

async function main() {
  console.log(`agent bench: ${RUNS} sequential turns (+${WARMUP} warm-up), then ${CONCURRENT} concurrent from ${USERS} users…`);
  const sim = await startProviderSim();
  const ddb = await startDynamoLocal();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-agent-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-agent', AUTH_SCRYPT_LOG_N: '10',
    AUTH_SIGNIN_LIMIT: '100000', LIMIT_WRITES_PER_MIN: '100000', LIMIT_READS_PER_MIN: '100000',
    AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    // The quota ledger counts every call, with a window no bench run can spend (its cost is in the path).
    AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 1e8, rpd: 1e9, tpm: 1e12 } }),
  });
  const deps = createDeps(config);
  const recorder = recordCommands(deps.db.client);
  await ensureTable(deps.db.client, config.db.tableName);
  // The hourly agent bucket (30) would stop a bench after 30 turns per user: lifted here only.
  const settings = { ...agentSettings(buildChain(deps, { metrics: memoryChainMetrics() })), rate: { bucket: 'agent', limit: 1e9, windowS: 3600 }, calls: { bucket: 'agent-calls', limit: 1e9, windowS: 3600 } };
  const app = createApp(deps, { clientIp: () => '127.0.0.1', agent: () => settings });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  try {
    const users: { token: string; chatId: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const su = await (await fetch(`${url}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `b${i}-${Date.now()}@bench.test`, password: 'Bench-password-1', displayName: `B${i}` }) })).json() as { accessToken: string };
      const chat = await (await fetch(`${url}/ai/agent/chats`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${su.accessToken}` }, body: '{}' })).json() as { id: string };
      users.push({ token: su.accessToken, chatId: chat.id });
    }

    // (a) and (b): sequential turns; the simulator timestamps arrival and first chunk. After
    // each turn, its floors: the commands it sent before the provider request, replayed raw, and
    // a direct consumer of the same scripted stream.
    // Streamed as a provider streams (a chunk every 15 ms, ~60 tokens/s): the client, the server
    // and the simulator share this process, so an answer that arrived in one packet would time
    // the turn's end (its final transaction's CPU) in front of the client's read, not the token path.
    sim.setFallback(delayed(text(['Hello', ' there,', ' how', ' can', ' I', ' help?']), { firstChunkMs: FIRST_CHUNK_MS, betweenChunksMs: STREAM_GAP_MS }));
    const added: number[] = [];
    const toProvider: number[] = [];
    const replayed: number[] = [];
    const replayedTwo: number[] = [];
    const direct: number[] = [];
    const viaSdk: number[] = [];
    let floorShape = '';
    const betweenChunkAndToken = new Map<string, number>();
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const u = users[i % USERS]!;
      const before = sim.requests('mistral').length;
      recorder.begin();
      const t = await turn(url, u.token, u.chatId);
      const turnWork = recorder.end();
      const req = sim.requests('mistral')[before];
      if (!req) continue;
      const preProvider: Captured = turnWork.filter((w) => w[0]!.at < req.receivedAtMs);
      const r0 = performance.now();
      const waveEnds = await replay(deps.db.client, preProvider);
      const replayMs = (waveEnds.at(-1) ?? r0) - r0;
      // The issue's floor: the 2 round trips the turn waits for (reads, then the transaction).
      // A wave after them (the journal's first flush) is sent before the provider request but not waited for.
      const twoMs = (waveEnds[Math.min(1, waveEnds.length - 1)] ?? r0) - r0;
      // The rest of the turn again, untimed: it releases the stream slot the replay took back.
      await replay(deps.db.client, turnWork.slice(preProvider.length));
      const directMs = await directConsumer(sim.baseUrl('mistral'), () => sim.requests('mistral').at(-1)?.firstChunkAtMs);
      const sdkMs = await sdkConsumer(sim.baseUrl('mistral'), () => sim.requests('mistral').at(-1)?.firstChunkAtMs);
      if (i < WARMUP || t.firstTokenAt === undefined || req.firstChunkAtMs === undefined) continue;
      // Table commands the turn sent between the provider's first chunk and the client's first token.
      const between = turnWork.flat().filter((c) => c.at >= req.firstChunkAtMs! && c.at <= t.firstTokenAt!);
      for (const c of between) betweenChunkAndToken.set(c.name, (betweenChunkAndToken.get(c.name) ?? 0) + 1);
      floorShape ||= preProvider.map((w) => w.map((c) => c.name.replace(/Command$/, '')).join(' + ')).join(' → ');
      added.push(t.firstTokenAt - req.firstChunkAtMs);
      toProvider.push(req.receivedAtMs - t.postAt);
      replayed.push(replayMs);
      replayedTwo.push(twoMs);
      direct.push(directMs);
      viaSdk.push(sdkMs);
    }

    // (c) 2 streams per user (the per-user cap), all at once, each answer spread over ~1 s.
    sim.setFallback(delayed(text(Array.from({ length: 20 }, (_, i) => `w${i} `)), { betweenChunksMs: 50 }));
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => {
      const u = users[i % USERS]!;
      return turn(url, u.token, u.chatId).catch(() => ({ postAt: 0, ended: 'http' as const }));
    }));
    const wall = performance.now() - t0;
    clearInterval(sampler);
    const errors = results.filter((r) => r.ended !== 'done').length;

    // (d) One turn: 3 tool calls (reads, so every write counted is the turn's own), then ~2,000
    // tokens (~8,000 characters in 500 chunks) streamed over ~2.5 s, as a provider would.
    const heavy = users[0]!;
    sim.setFallback(text(['unused']));
    sim.script(
      'mistral',
      toolCall('getUserHabits', {}),
      toolCall('getUserTasks', {}),
      toolCall('getUserGoals', {}),
      delayed(text(Array.from({ length: 500 }, (_, i) => `tok${i % 10} is `)), { betweenChunksMs: 5 }),
    );
    const counter = countCommands(deps.db);
    const heavyTurn = await turnWithId(url, heavy.token, heavy.chatId);
    const turnCommands = [...counter.commands];
    counter.detach();
    const turnWrites = turnCommands.filter((c) => /Put|Update|Delete|TransactWrite|BatchWrite/.test(c)).length;
    const journalWrites = turnCommands.filter((c) => c === 'PutItemCommand').length;

    // (e) Resume a finished turn from its first event, as a client back from a network blip.
    const resumes: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const res = await fetch(`${url}/ai/agent/chats/${heavy.chatId}/turns/${heavyTurn.turnId}/stream`, { headers: { authorization: `Bearer ${heavy.token}`, 'last-event-id': '3' } });
      const reader = res.body!.getReader();
      await reader.read();
      resumes.push(performance.now() - t0);
      await reader.cancel();
    }

    const a = stats(added);
    const b = stats(toProvider);
    const af = stats(direct);
    const as = stats(viaSdk);
    const bf = stats(replayed);
    const bf2 = stats(replayedTwo);
    const e = stats(resumes);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    const rows = [
      '| measure | median ms | p95 ms | target |',
      '|---|---|---|---|',
      `| (a) provider's first chunk → client's first \`token\` event | ${ms(a.median)} | ${ms(a.p95)} | < 5 median |`,
      `| (a) floor: a direct consumer's first chunk → first parsed delta | ${ms(af.median)} | ${ms(af.p95)} | |`,
      `| (a) − its floor | ${ms(a.median - af.median)} | | ≤ 1 |`,
      `| (a) reference: the provider's SDK read directly, first chunk → first text delta | ${ms(as.median)} | ${ms(as.p95)} | |`,
      `| (a) − the SDK read directly (the chain, the turn, the sink and the SSE hop) | ${ms(a.median - as.median)} | | |`,
      `| (a) table commands sent between the first chunk and the first token, per turn | ${[...betweenChunkAndToken].map(([n, c]) => `${n.replace(/Command$/, '')} × ${(c / added.length).toFixed(2)}`).join(', ') || 'none'} | | |`,
      `| (b) client POST → first provider request | ${ms(b.median)} | ${ms(b.p95)} | < 50 median |`,
      `| (b) floor: its table commands raw (${floorShape}) | ${ms(bf.median)} | ${ms(bf.p95)} | |`,
      `| (b) floor: its first 2 round trips raw (what the turn waits for) | ${ms(bf2.median)} | ${ms(bf2.p95)} | |`,
      `| (b) ÷ its floor (all its commands / its 2 round trips) | ${(b.median / bf.median).toFixed(2)}× / ${(b.median / bf2.median).toFixed(2)}× | | ≤ 2× |`,
    ].join('\n');
    const conc = [
      '| (c) concurrent streams | value |',
      '|---|---|',
      `| streams / users | ${CONCURRENT} / ${USERS} |`,
      `| ended without \`done\` (errors) | ${errors} (target 0) |`,
      `| wall time for all | ${ms(wall)} ms |`,
      `| RSS before → peak | ${mb(rssBefore)} → ${mb(rssPeak)} MB |`,
    ].join('\n');
    const durable = [
      '| (d, e) durable turns | value |',
      '|---|---|',
      `| table writes for one turn: 3 tool calls + ~2,000 tokens (${heavyTurn.events} events) | ${turnWrites} (${journalWrites} event flushes; all commands: ${turnCommands.length}) |`,
      `| resume: GET …/turns/{id}/stream → first replayed event, median (p95) | ${ms(e.median)} (${ms(e.p95)}) ms |`,
    ].join('\n');
    const body = `Command: \`npx tsx bench/agent.ts\` (or \`npm run bench:agent\`).\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}; ${RUNS} sequential turns after ${WARMUP} warm-up, then ${CONCURRENT} concurrent. Real HTTP on loopback, DynamoDB Local in memory, the real chain and Mistral SDK against the wire simulator. RSS is the whole bench process (server, client and simulator).\n\n${rows}\n\n${conc}\n\n${durable}`;
    console.log(`\n${rows}\n\n${conc}\n\n${durable}`);
    writeSection('Agent', body);
    console.log('\nwritten to bench/RESULTS.md');
    if (errors) process.exitCode = 1;
  } finally {
    server.close();
    await sim.close();
    await ddb.stop();
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
