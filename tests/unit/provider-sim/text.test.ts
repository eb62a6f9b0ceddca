import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { delayed, startProviderSim, text, type ProviderSim } from '../../support/provider-sim';
import { PROTOCOLS, drain } from './models';

let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

describe.each(PROTOCOLS)('$link text', (p) => {
  test('a streamed reply arrives whole, chunk by chunk, with usage', async () => {
    sim.script(p.link, text(['Hel', 'lo ', 'world'], { usage: { input: 17, output: 3 } }));
    const result = streamText({ model: p.model(sim), prompt: 'say hello', maxRetries: 0, onError: () => {} });
    const { parts, text: streamed, errors } = await drain(result.fullStream);

    expect(errors).toEqual([]);
    expect(streamed).toBe('Hello world');
    expect(parts.filter((x) => x.type === 'text-delta')).toHaveLength(3);
    expect(await result.totalUsage).toMatchObject({ inputTokens: 17, outputTokens: 3, totalTokens: 20 });
    expect(await result.finishReason).toBe('stop');
  });

  test('a non-streamed reply joins the chunks', async () => {
    sim.script(p.link, text(['{"a":', '1}'], { usage: { input: 5, output: 2 } }));
    const result = await generateText({ model: p.model(sim), prompt: 'json please', maxRetries: 0 });

    expect(result.text).toBe('{"a":1}');
    expect(result.usage).toMatchObject({ inputTokens: 5, outputTokens: 2 });
    expect(sim.lastRequest(p.link)?.stream).toBe(false);
  });

  test('the request is recorded with path, headers and body', async () => {
    sim.script(p.link, text('ok'));
    await drain(streamText({ model: p.model(sim), prompt: 'the-secret-prompt', maxRetries: 0, onError: () => {} }).fullStream);

    const [req] = sim.requests(p.link);
    expect(sim.requestCount()).toBe(1);
    expect(req).toMatchObject({ link: p.link, method: 'POST', endpoint: 'chat', stream: true });
    if (p.link === 'gemini') {
      expect(req?.path).toBe('/gemini/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
      expect(req?.headers['x-goog-api-key']).toBe('k');
      expect(req?.model).toBe('gemini-2.5-flash');
    } else {
      expect(req?.path).toBe(`/${p.link}/v1/chat/completions`);
      expect(req?.headers.authorization).toBe('Bearer k');
      expect(req?.body).toMatchObject({ stream: true });
    }
    expect(sim.allBodiesText()).toContain('the-secret-prompt');
  });
});

test('delays apply before the first byte and between chunks', async () => {
  // The simulator's clock is injected: what it waited, in order, against what it wrote.
  const seen: string[] = [];
  const own = await startProviderSim({ sleep: async (ms) => void seen.push(`wait ${ms}`) });
  try {
    const p = PROTOCOLS[0]!;
    own.script(p.link, delayed(text(['a', 'b', 'c']), { firstByteMs: 60, betweenChunksMs: 40 }));
    const model = p.model(own);
    const parts = streamText({ model, prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream;
    for await (const part of parts) if (part.type === 'text-delta') seen.push(part.text);

    // Three chunks plus the final event: 60 ms up front, then a 40 ms gap before each of the rest.
    expect(seen.filter((s) => s.startsWith('wait'))).toEqual(['wait 60', 'wait 40', 'wait 40', 'wait 40']);
    expect(seen.indexOf('wait 60')).toBe(0);
    expect(seen.filter((s) => !s.startsWith('wait')).join('')).toBe('abc');
  } finally {
    await own.close();
  }
});

test('steps are consumed in order and the empty script answers 500 "unscripted"', async () => {
  const p = PROTOCOLS[1]!;
  sim.script(p.link, text('first'), text('second'));
  const run = () => generateText({ model: p.model(sim), prompt: 'x', maxRetries: 0 });

  expect((await run()).text).toBe('first');
  expect(sim.pending(p.link)).toBe(1);
  expect((await run()).text).toBe('second');
  await expect(run()).rejects.toMatchObject({ statusCode: 500, message: expect.stringContaining('nothing scripted') });

  sim.setFallback(text('ok'));
  expect((await run()).text).toBe('ok');
});
