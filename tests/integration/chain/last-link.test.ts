import { generateText, streamText } from 'ai';
import { expect, test } from 'vitest';
import { aiUnavailable, ChainExhaustedError, isChainExhausted } from '../../../core/ai/chain';
import { inBandError, quota429, serverError, text, unauthorized } from '../../support/provider-sim';
import { fixedClock } from '../../support/deps';
import { drain, fallbacks, testChain, chainSuite } from '../../support/chain';

// C7: the last link always runs, cooling or not; when all fail, one error names every link.
const suite = chainSuite();

test('the last link runs even while cooling', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  // FATAL (a bad key): no same-link retry, 30 s cooldown.
  suite.sim.script('mistral', quota429()).script('gemini', unauthorized());
  await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  await chain.settled();

  clock.advance(5_000); // both links are cooling now
  suite.sim.script('gemini', text('the last link answers'));
  const { text: out } = await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);

  expect(out).toBe('the last link answers');
  expect(suite.sim.requestCount('mistral')).toBe(1);
  expect(suite.sim.requestCount('gemini')).toBe(2);
});

test('a single-link chain always calls its link', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['glm'], clock });
  suite.sim.script('glm', quota429(), text('still asked'));
  await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  await chain.settled();
  const { text: out } = await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  expect(out).toBe('still asked');
});

test('when every link fails the stream carries one ChainExhaustedError listing each link', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'glm', 'gemini'], clock });
  suite.sim.script('mistral', quota429()).script('glm', inBandError('boom')).script('gemini', unauthorized());
  const seen: unknown[] = [];
  const r = streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: ({ error }) => void seen.push(error) });
  const { errors, text: out } = await drain(r.fullStream);

  expect(out).toBe('');
  expect(errors).toHaveLength(1);
  const err = errors[0] as ChainExhaustedError;
  expect(isChainExhausted(err)).toBe(true);
  expect(seen).toEqual([err]);
  expect(err.failures).toEqual([
    { link: 'mistral', model: 'mistral-small-latest', class: 'RATE_LIMIT', status: 429 },
    { link: 'glm', model: 'glm-4.7-flash', class: 'TRANSIENT' },
    { link: 'gemini', model: 'gemini-2.5-flash', class: 'FATAL', status: 400 },
  ]);
  expect(err.message).toBe('Every LLM link failed: mistral RATE_LIMIT 429, glm TRANSIENT, gemini FATAL 400');
  expect(chain.events.filter((e) => e.metric === 'LlmExhausted')).toHaveLength(1);

  const app = aiUnavailable(err);
  expect({ code: app.code, status: app.status }).toEqual({ code: 'AI_UNAVAILABLE', status: 503 });
});

test('cooling links appear in the exhaustion error as COOLDOWN, and generateText throws it', async () => {
  const clock = fixedClock();
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock });
  suite.sim.script('mistral', quota429()).script('gemini', serverError());
  await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 }).catch(() => undefined);
  await chain.settled();

  suite.sim.script('gemini', serverError());
  const err = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ChainExhaustedError);
  expect((err as ChainExhaustedError).failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:COOLDOWN', 'gemini:TRANSIENT']);
  expect(fallbacks(chain.events)).toEqual(['mistral>gemini:RATE_LIMIT', 'mistral>gemini:COOLDOWN']);
  expect(suite.sim.requestCount('mistral')).toBe(1);
});

test('the exhaustion error never carries provider messages or the prompt', async () => {
  const chain = testChain({ ...suite, order: ['mistral'] });
  suite.sim.script('mistral', serverError('leaky provider text'));
  const err = await generateText({ model: chain.model, prompt: 'the-secret-prompt', maxRetries: 0 }).catch((e: unknown) => e);
  const dumped = JSON.stringify(err) + String((err as Error).message);
  expect(dumped).not.toContain('the-secret-prompt');
  expect(dumped).not.toContain('leaky provider text');
});
