/**
 * The failover crash test of issue 31, ported: the agent's stream (real route, real chain, real
 * provider SDKs) with the primary link misbehaving at the wire in 16 ways, each run graded the
 * way the public benchmark grades a gateway:
 * - pass: the person gets a whole answer marked complete (or, for a content refusal, the
 *   refusal itself, with no other provider asked);
 * - partial: a complete answer, but not the right one (another link's, or mixed);
 * - safe: no whole answer, and the stream says so (an `error` event; what arrived is stored
 *   marked interrupted): never a truncated answer presented as complete;
 * - fail: a cut answer marked complete, a hang, or anything else.
 * Three scenarios are "safe" by design (C4: an answer that began is never restarted elsewhere).
 * The scenarios about time shorten the limits to 1 s, so they take a second, not ten.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { agentApi, agentSettings, type StreamResult } from '../../support/agent';
import { coolingLinks, freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import {
  contextTooLong, cutAfter, delayed, inBandError, invalidRequest, malformedChunk, quota429, refusal, reset, serverError,
  stall, stallAfter, startProviderSim, text, unauthorized, type Step,
} from '../../support/provider-sim';
import { textOf } from '../../support/sse';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

type Grade = 'pass' | 'partial' | 'safe' | 'fail';
type Wanted = 'answer' | 'refusal' | 'cut';

const ANSWER = ['Here is ', 'your plan ', 'for today.'];
const WHOLE = ANSWER.join('');

interface Scenario {
  name: string;
  /** What the primary (mistral) does, request by request. */
  primary: Step[];
  /** What the fallback (gemini) does; by default it answers whole. */
  fallback?: Step[];
  /** The primary's base URL, when the fault is the address itself. */
  primaryUrl?: string;
  /** Limits shortened for the scenarios about time (a second, not ten); the others run with the defaults. */
  env?: Record<string, string>;
  wanted: Wanted;
  /** The grade the scenario must earn. */
  grade: Grade;
  /** The links that must be cooling after it (the request's faults and a waited-out hint cool nothing). */
  cooled: string[];
}

const FAST = { AI_FIRST_BYTE_TIMEOUT_MS: '1000', AI_IDLE_TIMEOUT_MS: '1000' };

const SCENARIOS: Scenario[] = [
  { name: '429 rate limit, no hint', primary: [quota429()], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: '429 with Retry-After: 2 (waited out on the same link)', primary: [quota429({ retryAfterSeconds: 2 }), text(ANSWER)], fallback: [text('another link')], wanted: 'answer', grade: 'pass', cooled: [] },
  { name: '500 once, then healthy (one same-link retry)', primary: [serverError(), text(ANSWER)], fallback: [text('another link')], wanted: 'answer', grade: 'pass', cooled: [] },
  { name: '503 that persists', primary: [serverError('overloaded'), serverError('overloaded')], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'connection reset before the headers', primary: [reset(), reset()], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'connection refused', primary: [], primaryUrl: 'http://127.0.0.1:9/v1', wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'slow first token (headers at once, content after the limit)', env: FAST, primary: [delayed(text(ANSWER), { firstByteMs: 8000 })], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'silent provider (headers, then nothing)', env: FAST, primary: [stallAfter(['never'], 0)], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'an error object inside a 200 stream, before output', primary: [inBandError('upstream failure')], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'one malformed SSE event in an otherwise complete stream', primary: [malformedChunk(ANSWER, { after: 1 })], fallback: [text('another link')], wanted: 'answer', grade: 'pass', cooled: [] },
  { name: 'content-policy refusal (HTTP 400)', primary: [refusal()], fallback: [text('must not answer what was declined')], wanted: 'refusal', grade: 'pass', cooled: [] },
  { name: 'context length exceeded (HTTP 400)', primary: [contextTooLong()], wanted: 'answer', grade: 'pass', cooled: [] },
  { name: 'invalid API key (HTTP 401)', primary: [unauthorized()], wanted: 'answer', grade: 'pass', cooled: ['mistral'] },
  { name: 'stream stalls after output began', env: FAST, primary: [stallAfter(ANSWER, 1)], wanted: 'cut', grade: 'safe', cooled: ['mistral'] },
  { name: 'stream cut mid-answer', primary: [cutAfter(ANSWER, 2)], wanted: 'cut', grade: 'safe', cooled: ['mistral'] },
  { name: 'stream cut mid-answer, and the fallback rejects a prefilled continuation', primary: [cutAfter(ANSWER, 1)], fallback: [invalidRequest('prefill')], wanted: 'cut', grade: 'safe', cooled: ['mistral'] },
];

const card: { name: string; grade: Grade }[] = [];
afterAll(() => {
  const count = (g: Grade) => card.filter((c) => c.grade === g).length;
  console.log(`failover scenarios: ${count('pass')} pass / ${count('partial')} partial / ${count('safe')} safe / ${count('fail')} fail\n${card.map((c) => `  ${c.grade.padEnd(7)} ${c.name}`).join('\n')}`);
});

/** The benchmark's grading, from what the person got and what the turn stored. */
function grade(s: Scenario, res: StreamResult, stored: { status: string }, fallbackAsked: number): Grade {
  const last = res.events.at(-1) as AgentEvent | undefined;
  const said = textOf(res.events);
  if (last?.event === 'done') {
    if (stored.status !== 'COMPLETE') return 'fail';
    if (said === WHOLE) return s.wanted === 'answer' ? 'pass' : 'partial';
    return WHOLE.startsWith(said) ? 'fail' : 'partial'; // a cut answer marked complete is the one real failure
  }
  if (last?.event !== 'error' || stored.status === 'COMPLETE') return 'fail';
  if (s.wanted === 'refusal') return last.data.code === 'AI_REFUSED' && fallbackAsked === 0 ? 'pass' : 'safe';
  return WHOLE.startsWith(said) ? 'safe' : 'fail';
}

it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
  const table = await freshTable();
  const chain = testChain({
    sim,
    table,
    order: ['mistral', 'gemini'],
    env: { ...s.env, ...(s.primaryUrl ? { MISTRAL_BASE_URL: s.primaryUrl } : {}) },
  });
  const api = agentApi(() => agentSettings(chain.model, []), testDeps({ TABLE_NAME: table }));
  const u = await signUp(api);
  const chatId = await api.newChat(u.accessToken);
  sim.script('mistral', ...s.primary).script('gemini', ...(s.fallback ?? [text(ANSWER)]));

  const res = await api.stream(u.accessToken, chatId, { message: 'plan my day' });
  const turnId = (res.all.find((e) => e.event === 'turn') as Extract<AgentEvent, { event: 'turn' }>).data.turnId;
  const stored = (await api.request('GET', `/ai/agent/chats/${chatId}/turns/${turnId}`, { token: u.accessToken })).body;
  const got = grade(s, res, stored, sim.requestCount('gemini'));
  card.push({ name: s.name, grade: got });

  expect(got, JSON.stringify(res.events.at(-1))).toBe(s.grade);
  expect(await coolingLinks(chain)).toEqual(s.cooled);
  // C4: an answer that began is never restarted on another link.
  if (s.wanted === 'cut') expect(sim.requestCount('gemini')).toBe(0);
});

it('the card: at least 13 pass and none fail', () => {
  // Runs after the scenarios (vitest keeps a file's order); a scenario that failed its own test is counted as it graded.
  expect(card).toHaveLength(SCENARIOS.length);
  expect(card.filter((c) => c.grade === 'pass').length).toBeGreaterThanOrEqual(13);
  expect(card.filter((c) => c.grade === 'fail')).toEqual([]);
});
