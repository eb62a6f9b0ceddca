import { createMistral } from '@ai-sdk/mistral';
import { generateText, streamText, type ModelMessage } from 'ai';
import { describe, expect, test } from 'vitest';
import { ChainExhaustedError, ChainRefusedError, isChainRefused, isRequestFault, servedBy } from '../../../core/ai/chain';
import { contextTooLong, invalidRequest, refusal, text, type Step } from '../../support/provider-sim';
import { calls, coolingLinks, drain, fallbacks, testChain, chainSuite, freshTable, streamHello , LINK_PAIRS } from '../../support/chain';

// Issue 31: errors of the request, not of the provider, cool nothing. Context length and an
// invalid request fail over (the next link may hold more, or take the shape); a content
// refusal does not: the chain stops with ChainRefusedError (the agent's AI_REFUSED).
const suite = chainSuite();

const stream = streamHello;

const PAIRS = LINK_PAIRS;

describe.each(PAIRS)('$first rejects the request', ({ first, second }) => {
  test.each([
    ['context length exceeded', contextTooLong()],
    ['a rejected schema', invalidRequest('schema')],
    ['a rejected prefill', invalidRequest('prefill')],
  ])('%s: fails over (the next link may take it), cools nothing, is not retried', async (_name, fault) => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, fault).script(second, text(['from ', second]));
    const r = stream(chain.model);
    const { text: out, errors } = await drain(r.fullStream);

    expect({ out, errors }).toEqual({ out: `from ${second}`, errors: [] });
    expect(suite.sim.requestCount(first)).toBe(1);
    expect(fallbacks(chain.events)).toEqual([`${first}>${second}:REQUEST`]);
    expect(servedBy(await r.providerMetadata)?.failedOver).toEqual([{ link: first, model: expect.any(String), class: 'REQUEST', status: 400 }]);
    expect(await coolingLinks(chain)).toEqual([]);
  });

  test('a content refusal does not fail over: ChainRefusedError, nothing cooled', async () => {
    const chain = testChain({ ...suite, order: [first, second] });
    suite.sim.script(first, refusal()).script(second, text('what the first refused'));
    const { text: out, errors } = await drain(stream(chain.model).fullStream);

    expect(out).toBe('');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ChainRefusedError);
    expect(isChainRefused(errors[0])).toBe(true);
    expect(errors[0]).toMatchObject({ link: first, failedOver: [] });
    // No provider text in it: a refusal can quote the prompt.
    expect((errors[0] as Error).message).toBe(`LLM link ${first} refused the request on content grounds`);
    expect(suite.sim.requestCount(second)).toBe(0);
    expect(calls(chain.events)).toEqual([`${first}:REFUSED`]);
    expect(chain.events.some((e) => e.metric === 'LlmExhausted' || e.metric === 'LlmFallback')).toBe(false);
    expect(await coolingLinks(chain)).toEqual([]);
  });
});

test.each(['glm', 'gemini'])('%s finishing an empty answer with the content filter (finish reason content_filter / SAFETY) is a refusal too', async (first) => {
  const chain = testChain({ ...suite, order: [first, 'mistral'] });
  suite.sim.script(first, text([], { filtered: true })).script('mistral', text('must not be used'));
  const { errors } = await drain(stream(chain.model).fullStream);

  expect(errors[0]).toBeInstanceOf(ChainRefusedError);
  expect(suite.sim.requestCount('mistral')).toBe(0);
  expect(await coolingLinks(chain)).toEqual([]);
});

test('after a skipped link, the refusal names what came before it', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'glm', 'gemini'] });
  suite.sim.script('mistral', contextTooLong()).script('glm', refusal()).script('gemini', text('must not be used'));
  const { errors } = await drain(stream(chain.model).fullStream);

  expect(errors[0]).toMatchObject({ link: 'glm', failedOver: [{ link: 'mistral', class: 'REQUEST', status: 400 }] });
});

test('no request-specific 400 changes any link\'s cooldown, on any provider, streamed or not', async () => {
  const faults: [string, () => Step][] = [
    ['context', contextTooLong], ['schema', () => invalidRequest('schema')], ['prefill', () => invalidRequest('prefill')], ['refusal', refusal],
  ];
  for (const link of ['mistral', 'glm', 'gemini']) {
    for (const [name, fault] of faults) {
      // The link is the chain's last: it is asked whatever, and its error ends the call.
      const chain = testChain({ sim: suite.sim, table: await freshTable(), order: [link] });
      suite.sim.script(link, fault(), fault());
      await drain(stream(chain.model).fullStream);
      await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 }).catch(() => undefined);
      expect({ link, name, cooling: await coolingLinks(chain) }).toEqual({ link, name, cooling: [] });
    }
  }
});

test('generateText: a refusal throws ChainRefusedError; context length fails over', async () => {
  const chain = testChain({ ...suite, order: ['gemini', 'mistral'] });
  suite.sim.script('gemini', refusal());
  await expect(generateText({ model: chain.model, prompt: 'x', maxRetries: 0 })).rejects.toBeInstanceOf(ChainRefusedError);
  expect(suite.sim.requestCount('mistral')).toBe(0);

  suite.sim.script('gemini', contextTooLong()).script('mistral', text('mistral holds more'));
  expect((await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 })).text).toBe('mistral holds more');
});

test('every link rejecting the request: exhaustion that says so (trying later will not help), nothing cooled', async () => {
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
  suite.sim.script('mistral', contextTooLong()).script('gemini', contextTooLong());
  const err = await generateText({ model: chain.model, prompt: 'x', maxRetries: 0 }).catch((e: unknown) => e);

  expect(err).toBeInstanceOf(ChainExhaustedError);
  expect(isRequestFault(err as ChainExhaustedError)).toBe(true);
  expect((err as ChainExhaustedError).retryAfterS).toBeUndefined();
  expect(await coolingLinks(chain)).toEqual([]);
});

test('Mistral refusing a foreign tool-call id (its real 400, code 3280) is the request\'s fault: fail over, cool nothing', async () => {
  // A bare Mistral model, without the chain's id mapping (mistral-ids.ts): the simulator enforces
  // Mistral's rule (9 characters, a-z A-Z 0-9), as the real API does.
  const bare = createMistral({ baseURL: suite.sim.baseUrl('mistral'), apiKey: 'k' })('mistral-small-latest');
  const chain = testChain({ ...suite, order: ['mistral', 'gemini'], overrides: { mistral: bare } });
  suite.sim.script('gemini', text('gemini continues'));
  const messages: ModelMessage[] = [
    { role: 'user', content: 'create a habit called Read' },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'call_from_glm_1', toolName: 'createHabit', input: { name: 'Read' } }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_from_glm_1', toolName: 'createHabit', output: { type: 'json', value: { id: 'hab_1' } } }] },
  ];
  const { text: out } = await drain(streamText({ model: chain.model, messages, maxRetries: 0, onError: () => {} }).fullStream);

  expect(out).toBe('gemini continues');
  expect(fallbacks(chain.events)).toEqual(['mistral>gemini:REQUEST']);
  expect(await coolingLinks(chain)).toEqual([]);
});
