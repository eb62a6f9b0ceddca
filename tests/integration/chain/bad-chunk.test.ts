import { JSONParseError } from '@ai-sdk/provider';
import { streamText } from 'ai';
import { describe, expect, test } from 'vitest';
import { servedBy } from '../../../core/ai/chain';
import { malformedChunk, text } from '../../support/provider-sim';
import { calls, drain, testChain, chainSuite, streamHello } from '../../support/chain';

// Issue 31: one unreadable SSE event in an otherwise complete stream. The SDK emits an `error`
// part for it and reads on; the chain holds that part back, and drops it when the stream then
// finishes cleanly (a finish reason and usage), so the answer does not look failed. It says so
// on the served record (`skippedChunks`) and in a metric. A stream that does not finish
// cleanly still carries the error, its true reason. Before any output it is a failover (C4).
const suite = chainSuite();

const stream = streamHello;

describe.each(['mistral', 'glm', 'gemini'])('%s sends one malformed event mid-stream', (link) => {
  test('then finishes cleanly: every word arrives, no error part, the skip is on the record and in a metric', async () => {
    const chain = testChain({ ...suite, order: [link] });
    suite.sim.script(link, malformedChunk(['one ', 'two ', 'three'], { after: 2 }));
    const r = stream(chain.model);
    const { text: out, errors, thrown } = await drain(r.fullStream);

    expect({ out, errors, thrown }).toEqual({ out: 'one two three', errors: [], thrown: undefined });
    expect(await r.finishReason).toBe('stop');
    expect(servedBy(await r.providerMetadata)).toMatchObject({ link, skippedChunks: 1 });
    expect(chain.events).toContainEqual({ metric: 'LlmSkippedChunk', link, count: 1 });
    expect(calls(chain.events)).toEqual([`${link}:ok`]);
  });

  test('then ends without a clean finish: the error part stays, with its true reason', async () => {
    const chain = testChain({ ...suite, order: [link] });
    suite.sim.script(link, malformedChunk(['one ', 'two'], { after: 1, unfinished: true }));
    const r = stream(chain.model);
    const { text: out, errors } = await drain(r.fullStream);

    expect(out).toBe('one two');
    expect(errors.some((e) => JSONParseError.isInstance(e))).toBe(true);
    expect(servedBy(await r.providerMetadata)?.skippedChunks).toBeUndefined();
    expect(chain.events.some((e) => e.metric === 'LlmSkippedChunk')).toBe(false);
    expect(calls(chain.events)).toEqual([`${link}:interrupted`]);
  });
});

test('a clean stream carries no skip count', async () => {
  const chain = testChain({ ...suite, order: ['mistral'] });
  suite.sim.script('mistral', text(['all ', 'fine']));
  const r = stream(chain.model);
  await drain(r.fullStream);
  expect(servedBy(await r.providerMetadata)).toEqual({ link: 'mistral', model: 'mistral-small-latest', failedOver: [] });
});
