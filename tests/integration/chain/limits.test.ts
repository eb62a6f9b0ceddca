import { APICallError, streamText } from 'ai';
import { describe, expect, test } from 'vitest';
import { isStreamIdle, servedByError, StreamIdleError } from '../../../core/ai/chain';
import { delayed, stallAfter, text } from '../../support/provider-sim';
import { calls, coolingLinks, drain, testChain, chainSuite, streamHello , LINK_PAIRS } from '../../support/chain';

// Issue 31: limits per attempt. First content within AI_FIRST_BYTE_TIMEOUT_MS (headers alone
// are not content); once output began, never AI_IDLE_TIMEOUT_MS of silence between chunks.
// Real timers, with margins a loaded machine keeps (≥ 1 s): no test reads the clock. A silence
// the chain failed to end would hang its test instead (the simulator never ends it).
const suite = chainSuite();

const stream = streamHello;

describe.each(LINK_PAIRS)('$first goes silent after output began', ({ first, second }) => {
  test('the idle limit aborts it: what arrived stays, the stream throws StreamIdleError, no failover', async () => {
    const chain = testChain({ ...suite, order: [first, second], env: { AI_IDLE_TIMEOUT_MS: '1000' } });
    suite.sim.script(first, stallAfter(['one ', 'two ', 'three'], 2)).script(second, text('must not be used'));
    const { text: out, thrown, errors } = await drain(stream(chain.model).fullStream);

    expect(out).toBe('one two ');
    expect(errors).toEqual([]);
    expect(thrown).toBeInstanceOf(StreamIdleError);
    expect(isStreamIdle(thrown)).toBe(true);
    expect((thrown as StreamIdleError).message).toBe(`LLM link ${first} went silent for 1000 ms after its answer began`);
    expect(servedByError(thrown)?.link).toBe(first);
    // The link was hung up on (its socket freed), and C4 holds: nothing was asked of the next one.
    await expect.poll(() => suite.sim.requests(first)[0]?.abortedByClient).toBe(true);
    expect(suite.sim.requestCount(second)).toBe(0);
    expect(calls(chain.events)).toEqual([`${first}:idle`]);
    // A provider that goes silent is an ailing one: the short cooldown, as after a cut.
    expect(await coolingLinks(chain)).toEqual([first]);
  });
});

test('a reasoning delta is output: silence after it is the idle limit, not a first-byte failover', async () => {
  // If reasoning did not count, the 1 s first-byte limit would fire first and gemini would answer.
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1000', AI_IDLE_TIMEOUT_MS: '2500' } });
  suite.sim.script('mistral', stallAfter(['Let me think', '…'], 1, { reasoning: true })).script('gemini', text('must not be used'));
  const { parts, thrown } = await drain(stream(chain.model).fullStream);

  expect(parts.filter((p) => p.type === 'reasoning-delta').map((p) => p.type === 'reasoning-delta' && p.text)).toEqual(['Let me think']);
  expect(thrown).toBeInstanceOf(StreamIdleError);
  expect(suite.sim.requestCount('gemini')).toBe(0);
});

test('chunks that keep coming, each within the idle limit, are never cut however long the whole takes', async () => {
  // 5 gaps of 800 ms: 4 s in all, twice the 2 s limit; each gap leaves 1.2 s of margin.
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_IDLE_TIMEOUT_MS: '2000' } });
  suite.sim.script('mistral', delayed(text(['a ', 'b ', 'c ', 'd ', 'e ', 'f']), { betweenChunksMs: 800 }));
  const { text: out, thrown, errors } = await drain(stream(chain.model).fullStream);

  expect({ out, thrown, errors }).toEqual({ out: 'a b c d e f', thrown: undefined, errors: [] });
  expect(calls(chain.events)).toEqual(['mistral:ok']);
});

test('headers alone are not a first byte: a link that sends them and then nothing fails over at the first-byte limit, unretried', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_FIRST_BYTE_TIMEOUT_MS: '1000' } });
  suite.sim.script('mistral', stallAfter([], 0)).script('gemini', text('the second link'));
  const { text: out, errors } = await drain(stream(chain.model).fullStream);

  expect({ out, errors }).toEqual({ out: 'the second link', errors: [] });
  // Never retried after a timeout: one request, no pause.
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(chain.waits).toEqual([]);
  expect(calls(chain.events)).toEqual(['mistral:TRANSIENT', 'gemini:ok']);
});

test('a cut after output still throws the provider\'s own error, never a StreamIdleError, and never fails over (C4)', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_IDLE_TIMEOUT_MS: '1000' } });
  suite.sim.script('mistral', { kind: 'cut', text: ['one '] }).script('gemini', text('must not be used'));
  const { text: out, thrown } = await drain(stream(chain.model).fullStream);

  expect(out).toBe('one ');
  expect(APICallError.isInstance(thrown)).toBe(true);
  expect(suite.sim.requestCount('gemini')).toBe(0);
  expect(calls(chain.events)).toEqual(['mistral:interrupted']);
});

test('a caller slower to read than the idle limit does not make the provider look silent', async () => {
  // The provider keeps sending (every 300 ms, well inside the 1.5 s limit) while the caller
  // stops reading for 4 s: the chain then reads nothing either (backpressure), which is not the
  // provider's silence.
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], env: { AI_IDLE_TIMEOUT_MS: '1500' } });
  suite.sim.script('mistral', delayed(text(['a ', 'b ', 'c ', 'd ', 'e ', 'f']), { betweenChunksMs: 300 }));
  const seen: string[] = [];
  let thrown: unknown;
  try {
    for await (const p of stream(chain.model).fullStream) {
      if (p.type !== 'text-delta') continue;
      seen.push(p.text);
      if (seen.length === 1) await new Promise((resolve) => setTimeout(resolve, 4000));
    }
  } catch (error) {
    thrown = error;
  }
  expect({ text: seen.join(''), thrown }).toEqual({ text: 'a b c d e f', thrown: undefined });
});
