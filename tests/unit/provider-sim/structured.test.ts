import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { embedMany, generateText, NoObjectGeneratedError, Output } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fakeEmbedding, json, quota429, rawText, startProviderSim, type ProviderSim } from '../../support/provider-sim';
import { PROTOCOLS } from './models';

let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const schema = z.object({ name: z.string(), goals: z.array(z.string()) });

describe.each(PROTOCOLS)('$link structured output', (p) => {
  const generate = () => generateText({ model: p.model(sim), prompt: 'profile', maxRetries: 0, output: Output.object({ schema }) });

  test('json() becomes the parsed object', async () => {
    sim.script(p.link, json({ name: 'Ada', goals: ['run'] }));
    expect((await generate()).output).toEqual({ name: 'Ada', goals: ['run'] });
  });

  test('rawText() with code fences fails as NoObjectGeneratedError', async () => {
    sim.script(p.link, rawText('```json\n{"name":"Ada","goals":[]}\n```'));
    const error = await generate().catch((e: unknown) => e);
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
  });
});

describe('embeddings', () => {
  test('OpenAI-compatible and Mistral embeddings are deterministic unit vectors', async () => {
    const glm = createOpenAICompatible({ name: 'glm', baseURL: sim.baseUrl('glm'), apiKey: 'k' });
    const mistral = createMistral({ baseURL: sim.baseUrl('mistral'), apiKey: 'k' });
    const values = ['walk the dog', 'buy milk'];
    const a = await embedMany({ model: glm.embeddingModel('embedding-3'), values, maxRetries: 0 });
    const b = await embedMany({ model: mistral.embedding('mistral-embed'), values, maxRetries: 0 });

    expect(a.embeddings).toEqual(values.map((v) => fakeEmbedding(v)));
    expect(b.embeddings).toEqual(a.embeddings);
    expect(a.embeddings[0]).toHaveLength(8);
    expect(Math.hypot(...a.embeddings[0]!)).toBeCloseTo(1);
    expect(sim.requests('glm')[0]).toMatchObject({ endpoint: 'embeddings', path: '/glm/v1/embeddings', body: { input: values } });
  });

  test('Gemini batchEmbedContents works too', async () => {
    const google = createGoogleGenerativeAI({ baseURL: sim.baseUrl('gemini'), apiKey: 'k' });
    const { embeddings } = await embedMany({ model: google.embeddingModel('gemini-embedding-001'), values: ['x', 'y'], maxRetries: 0 });
    expect(embeddings).toEqual([fakeEmbedding('x'), fakeEmbedding('y')]);
  });

  test('scripted embedding failures are consumed first and do not touch the chat script', async () => {
    const glm = createOpenAICompatible({ name: 'glm', baseURL: sim.baseUrl('glm'), apiKey: 'k' });
    sim.scriptEmbeddings('glm', quota429());
    const run = () => embedMany({ model: glm.embeddingModel('e'), values: ['q'], maxRetries: 0 });

    await expect(run()).rejects.toMatchObject({ statusCode: 429 });
    expect((await run()).embeddings).toEqual([fakeEmbedding('q')]);
  });
});
