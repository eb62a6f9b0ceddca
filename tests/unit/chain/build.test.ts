import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APICallError, generateText, Output, stepCountIs, streamText, tool } from 'ai';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { buildChain, chainStreamCall, ChainConfigError, CHAIN_CALL, memoryChainMetrics, servedBy } from '../../../core/ai/chain';
import { SIM_INTRO } from '../../../core/ai/chain/sim-link';
import { loadConfig } from '../../../core/config';
import { createDeps } from '../../../core/context';
import type { Log } from '../../../core/log';

function deps(env: Record<string, string>) {
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chain-')), AUTH_SECRET: 'x'.repeat(40), ...env });
  return { deps: createDeps(config, { log: log as unknown as Log }), log };
}

test('buildChain refuses an empty lineup: the composition root calls it at boot and stops there', () => {
  const { deps: d } = deps({ STAGE: 'prod', AI_LLM_CHAIN_BLOCKED: 'mistral,gemini', MISTRAL_API_KEY: 'k' });
  expect(() => buildChain(d, { metrics: memoryChainMetrics() })).toThrow(ChainConfigError);
});

test('buildChain logs what it left out and what it built', () => {
  const { deps: d, log } = deps({ MISTRAL_API_KEY: 'k', AI_LLM_CHAIN_ORDER: 'mistral,gemini' });
  const chain = buildChain(d, { metrics: memoryChainMetrics() });
  expect(chain.links.map((l) => l.name)).toEqual(['mistral']);
  expect(chain.links[0]?.model.modelId).toBe('mistral-small-latest');
  expect(log.warn).toHaveBeenCalledWith('LLM link gemini has no API key (GEMINI_API_KEY); left out');
  expect(log.info).toHaveBeenCalledWith('LLM chain ready', { stage: 'dev', links: ['mistral'] });
});

test('dev without keys: the offline sim link, announced, creates a habit through the offered tool', async () => {
  const { deps: d, log } = deps({});
  const model = buildChain(d, { metrics: memoryChainMetrics() });
  expect(model.links.map((l) => l.name)).toEqual(['sim']);
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('OFFLINE SIMULATOR'));

  const executed: string[] = [];
  const createHabit = tool({
    description: 'Create a habit',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => void executed.push(name),
  });
  const r = streamText({
    model, prompt: 'Please create a habit called "Drink water"', maxRetries: 0, onError: () => {},
    tools: { createHabit, createUserTask: createHabit }, stopWhen: stepCountIs(3),
  });
  expect(await r.text).toBe('Done: "Drink water" is created. (offline simulator)');
  expect(executed).toEqual(['Drink water']);
  expect(servedBy(await r.providerMetadata)?.link).toBe('sim');
});

test('the sim link answers plainly otherwise, and a structured call gets an honest empty object', async () => {
  const { deps: d } = deps({});
  const model = buildChain(d, { metrics: memoryChainMetrics() });
  expect((await generateText({ model, prompt: 'hello', maxRetries: 0 })).text).toBe(SIM_INTRO);
  // Asked to create a task with no such tool on offer: nothing to call, so it says what it is.
  expect((await generateText({ model, prompt: 'create a task called Pay rent', maxRetries: 0 })).text).toBe(SIM_INTRO);
  const structured = generateText({ model, prompt: 'x', maxRetries: 0, output: Output.object({ schema: z.object({ a: z.string() }) }) });
  await expect(structured).rejects.toMatchObject({ name: 'AI_NoObjectGeneratedError' });
});

test('the call settings: no SDK retries, and a stream onError that logs class and status, never the prompt', () => {
  const { deps: d, log } = deps({});
  expect(CHAIN_CALL).toEqual({ maxRetries: 0 });
  const call = chainStreamCall(d.log);
  expect(call.maxRetries).toBe(0);
  const error = new APICallError({
    message: 'Requests rate limit exceeded', url: 'https://x.test', statusCode: 429,
    requestBodyValues: { messages: [{ role: 'user', content: 'the-secret-prompt' }] },
  });
  call.onError({ error });
  expect(log.warn).toHaveBeenCalledWith('LLM stream error', { error: 'AI_APICallError', class: 'RATE_LIMIT', status: 429 });
  expect(JSON.stringify(log.warn.mock.calls)).not.toContain('the-secret-prompt');
});
