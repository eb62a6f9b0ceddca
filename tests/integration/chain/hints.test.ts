import { streamText } from 'ai';
import { describe, expect, test } from 'vitest';
import { quota429, serverError, status, text } from '../../support/provider-sim';
import { fixedClock } from '../../support/deps';
import { calls, coolingLinks, drain, fallbacks, retries, testChain, type TestChain, chainSuite , LINK_PAIRS } from '../../support/chain';

// C6 as read in issue 31 (docs/contract-changes.md "Chain faults"): a provider's own hint
// decides. ≤ 3 s (and inside the first-byte limit) is waited out once on the same link; longer
// is the link's cooldown; no hint → the rules (300 s rate limit, 30 s other errors).
const suite = chainSuite();

const ask = async (chain: TestChain) =>
  (await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream)).text;

// Gemini says it twice: Retry-After and RetryInfo.retryDelay in the body.
describe.each(LINK_PAIRS)('$first answers 429 with a hint', ({ first, second }) => {
  test('Retry-After: 2 is waited out once on the same link: it answers, nobody is benched', async () => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, quota429({ retryAfterSeconds: 2 }), text(['after ', 'two seconds'])).script(second, text('must not be used'));

    expect(await ask(chain)).toBe('after two seconds');
    expect(chain.waits).toEqual([2000]);
    expect(retries(chain.events)).toEqual([`${first}:HINT`]);
    expect(suite.sim.requestCount(second)).toBe(0);
    expect(await coolingLinks(chain)).toEqual([]);
  });

  test('a hint longer than 3 s is the cooldown itself, even below the 300 s rule, and is not waited', async () => {
    const clock = fixedClock();
    const chain = testChain({ ...suite, order: [first, second], clock });
    suite.sim.script(first, quota429({ retryAfterSeconds: 20 })).setFallback(text('the next link'));

    expect(await ask(chain)).toBe('the next link');
    expect(chain.waits).toEqual([]);
    expect(await coolingLinks(chain)).toEqual([first]);
    clock.advance(19_000);
    await ask(chain);
    expect(suite.sim.requestCount(first)).toBe(1);
    clock.advance(2_000);
    suite.sim.script(first, text('back after 20 s'));
    expect(await ask(chain)).toBe('back after 20 s');
  });
});

test('a short hint that is refused again cools the link for the hint; one wait only', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429({ retryAfterSeconds: 2 }), quota429({ retryAfterSeconds: 2 })).setFallback(text('gemini'));

  expect(await ask(chain)).toBe('gemini');
  expect(chain.waits).toEqual([2000]);
  expect(calls(chain.events)).toEqual(['mistral:RATE_LIMIT', 'mistral:RATE_LIMIT', 'gemini:ok']);
  expect(await coolingLinks(chain)).toEqual(['mistral']);
  clock.advance(3_000);
  expect(await coolingLinks(chain)).toEqual([]);
});

test('a short hint longer than the first-byte limit is not waited: fail over, cooled for the hint', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1500' } });
  suite.sim.script('mistral', quota429({ retryAfterSeconds: 2 })).script('gemini', text('gemini'));

  expect(await ask(chain)).toBe('gemini');
  expect(chain.waits).toEqual([]);
  expect(fallbacks(chain.events)).toEqual(['mistral>gemini:RATE_LIMIT']);
  expect(await coolingLinks(chain)).toEqual(['mistral']);
});

test('a 5xx with a short Retry-After waits the provider\'s time, not the jittered 0.5 s', async () => {
  const chain = testChain({ ...suite, order: ['glm', 'gemini'] });
  suite.sim.script('glm', serverError('overloaded', { retryAfterSeconds: 1 }), text('glm again'));

  expect(await ask(chain)).toBe('glm again');
  expect(chain.waits).toEqual([1000]);
  expect(retries(chain.events)).toEqual(['glm:HINT']);
});

test('Gemini\'s retryDelay alone (no header) decides too, to the millisecond', async () => {
  const body = {
    error: {
      code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1.5s' }],
    },
  };
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
  suite.sim.script('gemini', status(429, body), text('gemini again'));

  expect(await ask(chain)).toBe('gemini again');
  expect(chain.waits).toEqual([1500]);
});

test('no hint: a rate limit is not retried and cools 300 s (the rule)', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429(), text('not yet')).setFallback(text('gemini'));

  await ask(chain);
  expect(chain.waits).toEqual([]);
  clock.advance(299_000);
  expect(await coolingLinks(chain)).toEqual(['mistral']);
  clock.advance(2_000);
  expect(await coolingLinks(chain)).toEqual([]);
});
