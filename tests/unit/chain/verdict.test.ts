import { APICallError } from '@ai-sdk/provider';
import { describe, expect, test } from 'vitest';
import { ChainRefusedError, FirstByteTimeoutError, StreamIdleError } from '../../../core/ai/chain';
import { judge, type VerdictInput } from '../../../core/ai/chain/verdict';

// What the chain does after a link failed before output (issue 31; C6 as read in
// docs/contract-changes.md "Chain faults"): retry once, cool, or neither.
const api = (statusCode: number | undefined, message: string, extra: Partial<ConstructorParameters<typeof APICallError>[0]> = {}) =>
  new APICallError({ message, url: 'https://p.test/v1/chat/completions', requestBodyValues: {}, statusCode, ...extra });
const withCode = (code: string) => api(undefined, `Cannot connect to API: read ${code}`, { cause: Object.assign(new Error(`read ${code}`), { code }) });
const hint = (s: string) => ({ responseHeaders: { 'retry-after': s } });

const input = (over: Partial<VerdictInput> = {}): VerdictInput => ({
  nowMs: Date.parse('2026-11-29T12:00:00Z'),
  rules: { cooldownRateLimitS: 300, cooldownErrorS: 30 },
  mayRetry: true,
  maxWaitMs: 10_000,
  random: () => 0.5,
  ...over,
});

const summary = (err: unknown, over?: Partial<VerdictInput>) => {
  const v = judge(err, input(over));
  return { class: v.info.class, retry: v.retry ? `${v.retry.why} ${v.retry.afterMs}` : undefined, cooldownS: v.cooldownS };
};

describe('judge', () => {
  test.each<[string, unknown, Partial<VerdictInput>, ReturnType<typeof summary>]>([
    ['a 500: retry after the jittered 0.5 s', api(500, 'Internal'), {}, { class: 'TRANSIENT', retry: 'TRANSIENT 500', cooldownS: 0 }],
    ['a 503 whose retry failed too: the 30 s rule', api(503, 'x'), { mayRetry: false }, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['a 504 is a gateway timeout: not retried', api(504, 'Gateway Timeout'), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['a reset (ECONNRESET)', withCode('ECONNRESET'), {}, { class: 'TRANSIENT', retry: 'TRANSIENT 500', cooldownS: 0 }],
    ['a reset after the 200 (status 200 on the error)', api(200, 'Failed to process successful response', { cause: Object.assign(new TypeError('terminated'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }) }), {}, { class: 'TRANSIENT', retry: 'TRANSIENT 500', cooldownS: 0 }],
    ['a quiet hang-up (other side closed) is not', withCode('UND_ERR_SOCKET'), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['connection refused is not a reset', withCode('ECONNREFUSED'), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['our first-byte timeout: never retried', new FirstByteTimeoutError('mistral', 10_000), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['idle after output: never retried', new StreamIdleError('mistral', 20_000), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 30 }],
    ['a 429 without a hint: the 300 s rule, no retry', api(429, 'Too Many Requests'), {}, { class: 'RATE_LIMIT', retry: undefined, cooldownS: 300 }],
    ['a 429 with Retry-After 2: waited out', api(429, 'x', hint('2')), {}, { class: 'RATE_LIMIT', retry: 'HINT 2000', cooldownS: 0 }],
    ['a 429 with Retry-After 3: still waited (≤ 3 s)', api(429, 'x', hint('3')), {}, { class: 'RATE_LIMIT', retry: 'HINT 3000', cooldownS: 0 }],
    ['a 429 with Retry-After 4: the cooldown is the hint', api(429, 'x', hint('4')), {}, { class: 'RATE_LIMIT', retry: undefined, cooldownS: 4 }],
    ['a short hint the call cannot afford: cooled for it', api(429, 'x', hint('2')), { maxWaitMs: 1500 }, { class: 'RATE_LIMIT', retry: undefined, cooldownS: 2 }],
    ['a short hint after the one retry: cooled for it', api(429, 'x', hint('2')), { mayRetry: false }, { class: 'RATE_LIMIT', retry: undefined, cooldownS: 2 }],
    ['a 503 with a long hint: cooled for it, not retried', api(503, 'x', hint('120')), {}, { class: 'TRANSIENT', retry: undefined, cooldownS: 120 }],
    ['a 401: the 30 s rule, never retried', api(401, 'Unauthorized'), {}, { class: 'FATAL', retry: undefined, cooldownS: 30 }],
    ['context length: nothing cooled, not retried', api(400, 'maximum context length is 8192 tokens'), {}, { class: 'REQUEST', retry: undefined, cooldownS: 0 }],
    ['a request fault with a hint still cools nothing', api(400, 'Invalid schema', hint('60')), {}, { class: 'REQUEST', retry: undefined, cooldownS: 0 }],
    ['a refusal: nothing cooled', new ChainRefusedError('gemini', 'gemini-2.5-flash'), {}, { class: 'REFUSED', retry: undefined, cooldownS: 0 }],
  ])('%s', (_name, err, over, expected) => {
    expect(summary(err, over)).toEqual(expected);
  });

  test('the pause is 500 ms ± 20 %, drawn from the random port', () => {
    const pause = (r: number) => judge(api(500, 'x'), input({ random: () => r })).retry?.afterMs;
    expect([pause(0), pause(0.25), pause(0.5), pause(0.9999)]).toEqual([400, 450, 500, 600]);
  });

  test('a daily quota outlasts its short retryDelay: cooled until the reset, not waited', () => {
    const daily = api(429, 'quota', {
      responseBody: JSON.stringify({ error: { details: [
        { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }] },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2s' },
      ] } }),
    });
    const v = judge(daily, input());
    expect(v.retry).toBeUndefined();
    expect(v.cooldownS).toBe(20 * 3600); // 04:00 in Los Angeles: 20 h to midnight
  });
});
