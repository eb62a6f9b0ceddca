import { APICallError, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  BYTES_PER_TOKEN, contextTooLong, invalidRequest, malformedChunk, refusal, reset, stallAfter, startProviderSim, text,
  type ProviderSim,
} from '../../support/provider-sim';
import { PROTOCOLS, drain } from './models';

// The faults the chain's issue-31 rules are tested with, as each real SDK surfaces them.
let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const codes = (e: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let c: unknown = e, i = 0; c && i < 5; c = (c as { cause?: unknown }).cause, i++) out.push((c as { code?: unknown }).code);
  return out;
};

describe.each(PROTOCOLS)('$link faults', (p) => {
  const stream = (abortSignal?: AbortSignal) => streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {}, abortSignal });

  test('reset() before the headers: an error part whose cause is ECONNRESET', async () => {
    sim.script(p.link, reset());
    const { errors, thrown } = await drain(stream().fullStream);
    expect(thrown).toBeUndefined();
    expect(APICallError.isInstance(errors[0])).toBe(true);
    expect(codes(errors[0])).toContain('ECONNRESET');
  });

  test('reset({ afterHeaders }) : the reset comes after a 200, still before any output', async () => {
    sim.script(p.link, reset({ afterHeaders: true }));
    const { errors, thrown, text: out } = await drain(stream().fullStream);
    expect(out).toBe('');
    expect(codes(thrown ?? errors[0])).toContain('ECONNRESET');
  });

  test('stallAfter(chunks, n): n chunks, then silence on an open socket until the caller hangs up', async () => {
    sim.script(p.link, stallAfter(['one ', 'two ', 'three'], 2));
    const caller = new AbortController();
    const seen: string[] = [];
    for await (const part of stream(caller.signal).fullStream) {
      if (part.type === 'text-delta') seen.push(part.text);
      // Only the caller can end this stream: the drain would hang on the silence otherwise.
      if (seen.length === 2) caller.abort();
    }
    expect(seen).toEqual(['one ', 'two ']);
    await expect.poll(() => sim.requests(p.link)[0]?.abortedByClient).toBe(true);
  });

  test('stallAfter(..., { reasoning }): reasoning deltas, in the provider\'s own shape', async () => {
    sim.script(p.link, stallAfter(['thinking ', 'hard'], 1, { reasoning: true }));
    const caller = new AbortController();
    const seen: string[] = [];
    for await (const part of stream(caller.signal).fullStream) {
      if (part.type === 'reasoning-delta') {
        seen.push(part.text);
        caller.abort();
      }
    }
    expect(seen).toEqual(['thinking ']);
  });

  test('malformedChunk(then, { after }): an error part mid-stream, then the rest and a clean finish with usage', async () => {
    sim.script(p.link, malformedChunk(['a ', 'b ', 'c'], { after: 1 }));
    const r = stream();
    const { parts, errors, text: out } = await drain(r.fullStream);
    expect(out).toBe('a b c');
    expect(errors).toHaveLength(1);
    expect(parts.findIndex((x) => x.type === 'error')).toBeGreaterThan(parts.findIndex((x) => x.type === 'text-delta'));
    expect(await r.finishReason).toBe(p.link === 'glm' ? 'stop' : 'stop');
    // Unscripted usage: the request body's bytes / 4 in (what the simulator counts against a tpm too).
    expect((await r.totalUsage).inputTokens).toBe(Math.ceil(sim.lastRequest(p.link)!.bytes / BYTES_PER_TOKEN));
  });

  test('malformedChunk(then, { after, unfinished }): no finish reason, no usage', async () => {
    sim.script(p.link, malformedChunk(['a ', 'b'], { after: 1, unfinished: true }));
    const r = stream();
    const { errors } = await drain(r.fullStream);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(['other', 'error']).toContain(await r.finishReason);
    expect((await r.totalUsage).inputTokens).toBeUndefined();
  });

  test('contextTooLong() and invalidRequest(): the provider\'s 400 in its own words', async () => {
    sim.script(p.link, contextTooLong(), invalidRequest('schema'), invalidRequest('prefill'));
    const context = (await drain(stream().fullStream)).errors[0] as APICallError;
    const schema = (await drain(stream().fullStream)).errors[0] as APICallError;
    const prefill = (await drain(stream().fullStream)).errors[0] as APICallError;
    expect([context.statusCode, schema.statusCode, prefill.statusCode]).toEqual([400, 400, 400]);
    expect(context.message + (context.responseBody ?? '')).toMatch(/context|maximum number of tokens/);
  });

  test('refusal(): Mistral and OpenAI-compatible say 400 content_policy_violation; Gemini blocks the prompt in a 200', async () => {
    sim.script(p.link, refusal());
    const r = stream();
    const { errors, text: out } = await drain(r.fullStream);
    expect(out).toBe('');
    if (p.link === 'gemini') {
      expect(errors).toEqual([]);
      expect(await r.finishReason).toBe('content-filter');
    } else {
      expect((errors[0] as APICallError).statusCode).toBe(400);
      expect((errors[0] as APICallError).responseBody).toContain('content_policy_violation');
    }
  });
});

test.each(PROTOCOLS.filter((p) => p.link !== 'mistral'))('$link text([], { filtered }): an empty answer finished by the content filter', async (p) => {
  sim.script(p.link, text([], { filtered: true }));
  const r = streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} });
  const { errors, text: out } = await drain(r.fullStream);
  expect({ errors, out }).toEqual({ errors: [], out: '' });
  expect(await r.finishReason).toBe('content-filter');
});
