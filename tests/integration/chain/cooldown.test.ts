import { streamText } from 'ai';
import { expect, test } from 'vitest';
import { quota429, serverError, status, text } from '../../support/provider-sim';
import { tableCooldowns } from '../../../core/ai/chain';
import { fixedClock } from '../../support/deps';
import { calls, drain, fallbacks, testChain, type TestChain, chainSuite, freshTable } from '../../support/chain';

// C6: 300 s after a rate limit, 30 s after other errors, longer if the provider asks; a cooling
// link costs no network call; the state is shared through the table.
const suite = chainSuite();

const ask = async (chain: TestChain) =>
  (await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream)).text;

test('after a rate limit the link is skipped without a request for 300 s, then tried again', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429());
  suite.sim.setFallback(text('gemini answers'));
  expect(await ask(chain)).toBe('gemini answers');
  await chain.settled();

  clock.advance(299_000);
  expect(await ask(chain)).toBe('gemini answers');
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(fallbacks(chain.events).at(-1)).toBe('mistral>gemini:COOLDOWN');

  clock.advance(2_000);
  suite.sim.script('mistral', text('mistral is back'));
  expect(await ask(chain)).toBe('mistral is back');
  expect(suite.sim.requestCount('mistral')).toBe(2);
});

test('after another error the cooldown is 30 s', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  // A 5xx is tried once more on the same link (verdict.ts); the link cools when that fails too.
  suite.sim.script('mistral', serverError(), serverError());
  suite.sim.setFallback(text('gemini answers'));
  await ask(chain);
  await chain.settled();

  clock.advance(29_000);
  await ask(chain);
  expect(suite.sim.requestCount('mistral')).toBe(2);

  clock.advance(2_000);
  suite.sim.script('mistral', text('mistral is back'));
  expect(await ask(chain)).toBe('mistral is back');
});

test('the durations are configuration', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock, env: { AI_COOLDOWN_RATE_LIMIT_S: '10' } });
  suite.sim.script('mistral', quota429(), text('back after 10 s'));
  suite.sim.setFallback(text('gemini'));
  await ask(chain);
  await chain.settled();
  clock.advance(11_000);
  expect(await ask(chain)).toBe('back after 10 s');
});

test('a second instance over the same table skips the cooled link too, with zero requests', async () => {
  const clock = fixedClock();
  const a = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429());
  suite.sim.setFallback(text('gemini answers'));
  await ask(a);
  await a.settled();

  const b = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  expect(await ask(b)).toBe('gemini answers');
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(fallbacks(b.events)).toEqual(['mistral>gemini:COOLDOWN']);
  expect(calls(b.events)).toEqual(['gemini:ok']);

  // A chain over another table knows nothing of it: the sharing really is the table.
  const other = testChain({ sim: suite.sim, table: await freshTable(), order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', text('fresh table'));
  expect(await ask(other)).toBe('fresh table');
});

test('a Retry-After longer than the rule wins', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', status(503, { object: 'error', message: 'overloaded', type: 'x', param: null, code: null }, { 'retry-after': '120' }));
  suite.sim.setFallback(text('gemini answers'));
  await ask(chain);
  await chain.settled();

  clock.advance(100_000); // past the 30 s rule, inside the provider's 120 s
  await ask(chain);
  expect(suite.sim.requestCount('mistral')).toBe(1);
  clock.advance(21_000);
  suite.sim.script('mistral', text('back'));
  expect(await ask(chain)).toBe('back');
});

test('Gemini\'s retryDelay in the body wins over a shorter rule', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'], clock, env: { AI_COOLDOWN_RATE_LIMIT_S: '60' } });
  const body = {
    error: {
      code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '400s' }],
    },
  };
  suite.sim.script('gemini', status(429, body));
  suite.sim.setFallback(text('mistral answers'));
  await ask(chain);
  await chain.settled();

  clock.advance(350_000);
  await ask(chain);
  expect(suite.sim.requestCount('gemini')).toBe(1);
  clock.advance(51_000);
  suite.sim.script('gemini', text('gemini is back'));
  expect(await ask(chain)).toBe('gemini is back');
});

test('a shorter cooldown never cuts a longer one short', async () => {
  const clock = fixedClock();
  const a = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429());
  suite.sim.setFallback(text('gemini'));
  await ask(a);
  await a.settled();
  // Another instance, which has not read the table yet, records a 30 s error cooldown.
  const now = clock.now().getTime();
  const other = tableCooldowns(a.deps);
  other.start('mistral', now + 30_000, 'TRANSIENT');
  await other.settled();

  const fresh = tableCooldowns(a.deps);
  expect((await fresh.cooling(now + 60_000)).get('mistral')).toBe(now + 300_000);
});

test('a table that cannot be read or written never breaks a call', async () => {
  const chain = testChain({ sim: suite.sim, table: `chain-missing-${Date.now()}`, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', quota429(), text('mistral again'));
  suite.sim.setFallback(text('gemini answers'));
  expect(await ask(chain)).toBe('gemini answers');
  await chain.settled();
  // Only this instance's memo knows about the cooldown; it still skips while the memo lasts.
  expect(await ask(chain)).toBe('gemini answers');
  expect(suite.sim.requestCount('mistral')).toBe(1);
});
