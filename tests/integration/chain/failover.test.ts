import { APICallError, generateText, streamText } from 'ai';
import { describe, expect, test } from 'vitest';
import { servedBy, servedByError } from '../../../core/ai/chain';
import { cutAfter, delayed, inBandError, malformedChunk, quota429, stall, text, unauthorized } from '../../support/provider-sim';
import { calls, drain, fallbacks, testChain, chainSuite , LINK_PAIRS } from '../../support/chain';

// C4: failover only while the current link has produced nothing; after that, errors propagate.
const suite = chainSuite();

const stream = (model: Parameters<typeof streamText>[0]['model'], extra: { abortSignal?: AbortSignal } = {}) =>
  streamText({ model, prompt: 'hello', maxRetries: 0, onError: () => {}, ...extra });

// Each protocol as the failing first link, so every SDK's error shape is exercised.
describe.each(LINK_PAIRS)('$first fails before output → $second answers', ({ first, second }) => {
  test('an HTTP 429 before output fails over; the answer is the next link\'s alone', async () => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, quota429()).script(second, text(['from ', second]));
    const r = stream(chain.model);
    const { text: out, errors, thrown } = await drain(r.fullStream);

    expect({ out, errors, thrown }).toEqual({ out: `from ${second}`, errors: [], thrown: undefined });
    expect([suite.sim.requestCount(first), suite.sim.requestCount(second)]).toEqual([1, 1]);
    expect(servedBy(await r.providerMetadata)).toEqual({
      link: second, model: expect.any(String), failedOver: [{ link: first, model: expect.any(String), class: 'RATE_LIMIT', status: 429 }],
    });
  });

  test('an in-band error event before output fails over', async () => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, inBandError('upstream model crashed')).script(second, text('fine'));
    const { text: out, errors } = await drain(stream(chain.model).fullStream);

    expect({ out, errors }).toEqual({ out: 'fine', errors: [] });
    expect(fallbacks(chain.events)).toEqual([`${first}>${second}:TRANSIENT`]);
  });

  test('a connection cut after N tokens does NOT fail over: the caller sees the error and only the first half', async () => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, cutAfter(['one ', 'two ', 'three'], 2)).script(second, text('must not be used'));
    const { text: out, thrown } = await drain(stream(chain.model).fullStream);

    expect(out).toBe('one two ');
    expect(APICallError.isInstance(thrown)).toBe(true);
    expect(suite.sim.requestCount(second)).toBe(0);
    expect(servedByError(thrown)?.link).toBe(first);
    expect(calls(chain.events)).toEqual([`${first}:interrupted`]);
  });
});

// The first-byte limits here are real timers: wide enough that a loaded machine's loopback
// answer (gemini's, the first chunk) lands well inside them, so only the scripted stall trips one.
test('a stall before the first byte hits the first-byte timeout and fails over like any error', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1500' } });
  suite.sim.script('mistral', stall()).script('gemini', text('after the stall'));
  const { text: out, errors } = await drain(stream(chain.model).fullStream);

  expect({ out, errors }).toEqual({ out: 'after the stall', errors: [] });
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(calls(chain.events)).toEqual(['mistral:TRANSIENT', 'gemini:ok']);
});

test('once output began, slow chunks are not a first-byte timeout', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1000' } });
  // Each gap is longer than the first-byte limit: only the first chunk is held to it.
  suite.sim.script('mistral', delayed(text(['slow ', 'but ', 'steady']), { betweenChunksMs: 1500 }));
  const { text: out, errors, thrown } = await drain(stream(chain.model).fullStream);

  expect({ out, errors, thrown }).toEqual({ out: 'slow but steady', errors: [], thrown: undefined });
  expect(suite.sim.requestCount('gemini')).toBe(0);
});

test('a malformed first chunk is an error before output: fail over, nothing of the first link kept', async () => {
  const chain = testChain({ ...suite, order: ['glm', 'gemini'] });
  suite.sim.script('glm', malformedChunk(['glm-text'])).script('gemini', text('gemini-text'));
  const { text: out } = await drain(stream(chain.model).fullStream);

  expect(out).toBe('gemini-text');
});

test('an auth error (FATAL) still fails over', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', unauthorized()).script('gemini', text('ok'));
  const { text: out } = await drain(stream(chain.model).fullStream);

  expect(out).toBe('ok');
  expect(fallbacks(chain.events)).toEqual(['mistral>gemini:FATAL']);
});

test('the caller aborting is not a link failure: no failover, no cooldown', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', stall());
  const { parts, errors } = await drain(stream(chain.model, { abortSignal: AbortSignal.timeout(100) }).fullStream);

  expect(parts.map((p) => p.type)).toContain('abort');
  expect(errors).toEqual([]);
  expect(suite.sim.requestCount('gemini')).toBe(0);
  expect(calls(chain.events)).toEqual(['mistral:aborted']);
  await chain.settled();
  suite.sim.script('mistral', text('back'));
  expect((await drain(stream(chain.model).fullStream)).text).toBe('back');
});

test('the caller aborting after output began reaches the provider and is not a link failure', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', delayed(text(['first ', 'never']), { betweenChunksMs: 5_000 }));
  const abort = new AbortController();
  const parts = [];
  for await (const p of stream(chain.model, { abortSignal: abort.signal }).fullStream) {
    parts.push(p.type);
    if (p.type === 'text-delta') abort.abort();
  }
  expect(parts).toContain('abort');
  expect(suite.sim.requestCount('gemini')).toBe(0);
  expect(calls(chain.events)).toEqual(['mistral:aborted']);
});

describe('generateText (doGenerate)', () => {
  test('a 429 fails over and the result records which link served', async () => {
    const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
    suite.sim.script('gemini', quota429()).script('mistral', text('generated'));
    const r = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 });

    expect(r.text).toBe('generated');
    expect(servedBy(r.providerMetadata)?.link).toBe('mistral');
    expect(suite.sim.requests('mistral')[0]?.stream).toBe(false);
  });

  test('a stalled link is abandoned after the generate timeout', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'glm'], generateTimeoutMs: 150 });
    suite.sim.script('mistral', stall()).script('glm', text('glm answered'));
    const r = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 });

    expect(r.text).toBe('glm answered');
    expect(fallbacks(chain.events)).toEqual(['mistral>glm:TRANSIENT']);
  });
});
