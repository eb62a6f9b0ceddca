import { streamText } from 'ai';
import { expect, test } from 'vitest';
import { quota429, text } from '../../support/provider-sim';
import { drain, testChain, chainSuite } from '../../support/chain';

// C9: every call, fallback and exhaustion is counted; tokens per model; first-token time per link.
const suite = chainSuite();

test('a failover records the failed call, the fallback, the served call, tokens and first-token time', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', quota429()).script('gemini', text(['a', 'b'], { usage: { input: 21, output: 4 } }));
  await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);

  const ms = chain.events.find((e) => e.metric === 'LlmFirstTokenMs');
  expect(chain.events).toEqual([
    { metric: 'LlmCall', link: 'mistral', model: 'mistral-small-latest', outcome: 'RATE_LIMIT' },
    { metric: 'LlmFallback', from: 'mistral', to: 'gemini', reason: 'RATE_LIMIT' },
    { metric: 'LlmFirstTokenMs', link: 'gemini', ms: expect.any(Number) },
    { metric: 'LlmCall', link: 'gemini', model: 'gemini-2.5-flash', outcome: 'ok' },
    { metric: 'LlmTokens', model: 'gemini-2.5-flash', input: 21, output: 4 },
  ]);
  expect(ms?.metric === 'LlmFirstTokenMs' && ms.ms).toBeGreaterThanOrEqual(0);
});

test('exhaustion is counted once, after one call per link', async () => {
  const chain = testChain({ ...suite, order: ['glm', 'nvidia', 'deepseek'] });
  suite.sim.script('glm', quota429()).script('nvidia', quota429()).script('deepseek', quota429());
  await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);

  expect(chain.events.map((e) => e.metric)).toEqual(['LlmCall', 'LlmFallback', 'LlmCall', 'LlmFallback', 'LlmCall', 'LlmExhausted']);
});

test('a broken metrics sink never breaks a call', async () => {
  const chain = testChain({ ...suite, order: ['mistral'] });
  chain.events.push = () => {
    throw new Error('sink down');
  };
  suite.sim.script('mistral', text('still served'));
  const { text: out } = await drain(streamText({ model: chain.model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  expect(out).toBe('still served');
});
