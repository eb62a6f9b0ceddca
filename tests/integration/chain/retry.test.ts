import { generateText } from 'ai';
import { describe, expect, test } from 'vitest';
import { RETRY_DELAY_MS, servedBy } from '../../../core/ai/chain';
import { contextTooLong, reset, serverError, stall, text, unauthorized } from '../../support/provider-sim';
import { calls, coolingLinks, drain, fallbacks, retries, testChain, chainSuite, streamHello , LINK_PAIRS } from '../../support/chain';

// Issue 31: one same-link retry after ~0.5 s (jittered) for a 5xx or a connection reset that
// came before any output; never after a timeout, never for a 4xx; cooled only if the retry
// fails too. The chain's sleep port records the pause (testChain), so nothing waits for real.
const suite = chainSuite();

const stream = streamHello;

describe.each(LINK_PAIRS)('$first: a fault before output, then healthy', ({ first, second }) => {
  test.each([
    ['a 500 once', serverError()],
    ['a connection reset before the headers', reset()],
    ['a connection reset after the headers, before any content', reset({ afterHeaders: true })],
  ])('%s: the same link answers after one jittered pause; nothing cooled, nothing failed over', async (_name, fault) => {
    // random 0.25 → the pause is 500 ms × (0.8 + 0.4 × 0.25) = 450 ms.
    const chain = testChain({ ...suite, order: [first, second], random: () => 0.25 });
    suite.sim.script(first, fault, text(['from ', first])).script(second, text('must not be used'));
    const r = stream(chain.model);
    const { text: out, errors } = await drain(r.fullStream);

    expect({ out, errors }).toEqual({ out: `from ${first}`, errors: [] });
    expect(chain.waits).toEqual([450]);
    expect([suite.sim.requestCount(first), suite.sim.requestCount(second)]).toEqual([2, 0]);
    expect(retries(chain.events)).toEqual([`${first}:TRANSIENT`]);
    expect(calls(chain.events)).toEqual([`${first}:TRANSIENT`, `${first}:ok`]);
    expect(servedBy(await r.providerMetadata)).toMatchObject({ link: first, failedOver: [] });
    expect(await coolingLinks(chain)).toEqual([]);
  });
});

test('the pause is jittered around 0.5 s: 400 to 600 ms', async () => {
  for (const [random, pause] of [[0, 400], [0.5, RETRY_DELAY_MS], [0.999, 600]] as const) {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'], random: () => random });
    suite.sim.script('mistral', serverError(), text('ok'));
    await drain(stream(chain.model).fullStream);
    expect(chain.waits).toEqual([pause]);
  }
});

test('when the retry fails too, the link is cooled (30 s) and the chain fails over; one retry only', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', serverError(), reset(), text('a third try must not happen')).script('gemini', text('gemini answers'));
  const { text: out } = await drain(stream(chain.model).fullStream);

  expect(out).toBe('gemini answers');
  expect(suite.sim.requestCount('mistral')).toBe(2);
  expect(chain.waits).toHaveLength(1);
  expect(calls(chain.events)).toEqual(['mistral:TRANSIENT', 'mistral:TRANSIENT', 'gemini:ok']);
  expect(fallbacks(chain.events)).toEqual(['mistral>gemini:TRANSIENT']);
  expect(await coolingLinks(chain)).toEqual(['mistral']);
});

test.each([
  ['a first-byte timeout (never after a timeout)', stall(), { AI_FIRST_BYTE_TIMEOUT_MS: '1000' }],
  ['a quiet hang-up after a silence (how an upstream timeout looks)', stall(300), {}],
  ['a 4xx (a bad key)', unauthorized(), {}],
  ['a 4xx of the request (context length)', contextTooLong(), {}],
])('no same-link retry after %s: straight to the next link', async (_name, fault, env) => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env });
  suite.sim.script('mistral', fault, text('a retry must not happen')).script('gemini', text('gemini answers'));
  const { text: out } = await drain(stream(chain.model).fullStream);

  expect(out).toBe('gemini answers');
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(chain.waits).toEqual([]);
  expect(retries(chain.events)).toEqual([]);
});

test('generateText (structured calls) gets the same one retry', async () => {
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
  suite.sim.script('gemini', serverError(), text('{"ok":true}'));
  const r = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 });

  expect(r.text).toBe('{"ok":true}');
  expect(servedBy(r.providerMetadata)?.link).toBe('gemini');
  expect([suite.sim.requestCount('gemini'), suite.sim.requestCount('mistral')]).toEqual([2, 0]);
  expect(chain.waits).toHaveLength(1);
});

test('the caller leaving during the pause ends the call: no retry, no failover, nothing cooled', async () => {
  const caller = new AbortController();
  // The pause is where the caller goes away.
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], sleep: async () => caller.abort() });
  suite.sim.script('mistral', serverError(), text('must not be asked')).script('gemini', text('must not be asked'));
  const { parts } = await drain(stream(chain.model, caller.signal).fullStream);

  expect(parts.some((p) => p.type === 'text-delta')).toBe(false);
  expect([suite.sim.requestCount('mistral'), suite.sim.requestCount('gemini')]).toEqual([1, 0]);
  expect(await coolingLinks(chain)).toEqual([]);
});
