import { generateText, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { startProviderSim, text, toolCall, toolCalls, type ProviderSim } from '../../support/provider-sim';
import { PROTOCOLS, drain } from './models';

let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

function weatherTool(seen: unknown[]) {
  return tool({
    description: 'Weather for a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => {
      seen.push(city);
      return { forecast: `sunny-in-${city}` };
    },
  });
}

describe.each(PROTOCOLS)('$link tools', (p) => {
  test('a streamed tool call executes and its result goes into the next request', async () => {
    const seen: unknown[] = [];
    sim.script(p.link, toolCall('weather', { city: 'Lyon' }, { id: 'abc123XYZ' }), text(['It is ', 'sunny.']));
    const result = streamText({
      model: p.model(sim), prompt: 'weather?', maxRetries: 0, onError: () => {},
      tools: { weather: weatherTool(seen) }, stopWhen: stepCountIs(2),
    });
    const { text: streamed, errors, parts } = await drain(result.fullStream);

    expect(errors).toEqual([]);
    expect(seen).toEqual(['Lyon']);
    expect(streamed).toBe('It is sunny.');
    expect(parts.find((x) => x.type === 'tool-call')).toMatchObject({ toolName: 'weather', input: { city: 'Lyon' } });
    expect(sim.requestCount(p.link)).toBe(2);
    const second = JSON.stringify(sim.requests(p.link)[1]?.body);
    expect(second).toContain('sunny-in-Lyon');
    // The id the provider chose must come back with the result (Gemini matches by name instead).
    if (p.link !== 'gemini') expect(second).toContain('abc123XYZ');
    // OpenAI-style links stream the arguments in pieces; Mistral and Gemini send them whole.
    const argDeltas = parts.filter((x) => x.type === 'tool-input-delta').length;
    expect(argDeltas > 1).toBe(p.link === 'glm');
  });

  test('several tool calls after some text, without streaming', async () => {
    const seen: unknown[] = [];
    sim.script(
      p.link,
      toolCalls([{ name: 'weather', args: { city: 'Oslo' } }, { name: 'weather', args: { city: 'Rome' } }], { text: ['Checking.'] }),
      text('Done.'),
    );
    const result = await generateText({
      model: p.model(sim), prompt: 'two cities', maxRetries: 0,
      tools: { weather: weatherTool(seen) }, stopWhen: stepCountIs(2),
    });

    expect(seen.sort()).toEqual(['Oslo', 'Rome']);
    expect(result.steps[0]?.text).toBe('Checking.');
    expect(result.text).toBe('Done.');
    const second = JSON.stringify(sim.requests(p.link)[1]?.body);
    expect(second).toContain('sunny-in-Oslo');
    expect(second).toContain('sunny-in-Rome');
  });
});

test('parallel streamed calls with generated ids get distinct ids', async () => {
  const seen: unknown[] = [];
  for (const p of PROTOCOLS) {
    sim.script(p.link, toolCalls([{ name: 'weather', args: { city: 'A' } }, { name: 'weather', args: { city: 'B' } }]));
    const result = streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {}, tools: { weather: weatherTool(seen) } });
    const { parts } = await drain(result.fullStream);
    const ids = parts.flatMap((x) => (x.type === 'tool-call' ? [x.toolCallId] : []));
    expect(new Set(ids).size, p.link).toBe(2);
  }
  expect(seen).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
});
