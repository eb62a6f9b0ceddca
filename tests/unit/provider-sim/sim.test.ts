import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startProviderSim, text, type ProviderSim } from '../../support/provider-sim';

let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim({ links: { local: 'openai' } }); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

test('links share one server under their own prefixes', () => {
  expect(sim.baseUrl('mistral')).toBe(`${sim.url}/mistral/v1`);
  expect(sim.baseUrl('deepseek')).toBe(`${sim.url}/deepseek/v1`);
  expect(sim.baseUrl('nvidia')).toBe(`${sim.url}/nvidia/v1`);
  expect(sim.baseUrl('gemini')).toBe(`${sim.url}/gemini/v1beta`);
  expect(sim.baseUrl('local')).toBe(`${sim.url}/local/v1`);
  expect(() => sim.baseUrl('nope')).toThrow(/unknown link/);
  expect(() => sim.script('nope', text('x'))).toThrow(/unknown link/);
});

test('scripts and recordings are per link; reset clears both', async () => {
  const model = (link: string) => createOpenAICompatible({ name: link, baseURL: sim.baseUrl(link), apiKey: 'k' })('m');
  sim.script('deepseek', text('from deepseek')).script('nvidia', text('from nvidia'));

  expect((await generateText({ model: model('nvidia'), prompt: 'to-nvidia', maxRetries: 0 })).text).toBe('from nvidia');
  expect((await generateText({ model: model('deepseek'), prompt: 'to-deepseek', maxRetries: 0 })).text).toBe('from deepseek');
  expect(sim.requestCount()).toBe(2);
  expect(sim.requests('nvidia').map((r) => JSON.stringify(r.body))).toEqual([expect.stringContaining('to-nvidia')]);
  expect(sim.allBodiesText()).toContain('to-deepseek');
  expect(sim.lastRequest()?.link).toBe('deepseek');

  sim.script('nvidia', text('left over'));
  sim.reset();
  expect(sim.requestCount()).toBe(0);
  expect(sim.pending('nvidia')).toBe(0);
  expect(sim.allBodiesText()).toBe('');
});

test('unknown routes answer 404 and are still recorded', async () => {
  const res = await fetch(`${sim.url}/mistral/v1/models`, { method: 'POST', body: 'not json' });
  expect(res.status).toBe(404);
  expect(sim.lastRequest()).toMatchObject({ link: 'mistral', endpoint: 'unknown', body: 'not json' });
});

test('a link held to its free tier answers 429 past its minute, counts the refusals, and serves again the next minute', async () => {
  let now = Date.parse('2026-12-02T07:00:00Z');
  const model = createOpenAICompatible({ name: 'nvidia', baseURL: sim.baseUrl('nvidia'), apiKey: 'k' })('m');
  sim.limit('nvidia', { rpm: 2 }, () => now).setFallback(text('ok'));
  const ask = () => generateText({ model, prompt: 'x', maxRetries: 0 }).then((r) => r.text, (e: { statusCode?: number }) => e.statusCode);
  expect([await ask(), await ask(), await ask()]).toEqual(['ok', 'ok', 429]);
  expect(sim.refusedByLimit('nvidia')).toBe(1);
  now += 60_000;
  expect(await ask()).toBe('ok');
});

test('a link held to a tpm counts each request\'s tokens at its arrival (the usage it reports) over a sliding 60 s, not clock minutes', async () => {
  let now = Date.parse('2026-12-02T07:00:50Z');
  const model = createOpenAICompatible({ name: 'nvidia', baseURL: sim.baseUrl('nvidia'), apiKey: 'k' })('m');
  sim.limit('nvidia', { tpm: 100 }, () => now).setFallback(text('ok', { usage: { input: 40, output: 10 } }));
  const ask = () => generateText({ model, prompt: 'x', maxRetries: 0 }).then((r) => r.usage.totalTokens, (e: { statusCode?: number }) => e.statusCode);
  expect([await ask(), await ask()]).toEqual([50, 50]);
  // A new clock minute, but the last 60 s already hold 100 tokens: refused.
  now += 20_000;
  expect(await ask()).toBe(429);
  expect(sim.refusedByLimit('nvidia')).toBe(1);
  now += 40_001;
  expect(await ask()).toBe(50);
  // The peak counts what arrived, the refused request included.
  expect(sim.tokenPeak('nvidia')).toBe(150);
  expect(sim.requests('nvidia').map((r) => [r.tokens, r.refusedByLimit])).toEqual([[50, undefined], [50, undefined], [50, 'tpm'], [50, undefined]]);
});

test('unscripted usage is counted from the request: its body\'s bytes / 4 in, the reply\'s text / 4 out, and reported as counted', async () => {
  const model = createOpenAICompatible({ name: 'nvidia', baseURL: sim.baseUrl('nvidia'), apiKey: 'k' })('m');
  sim.setFallback(text('a reply of some thirty bytes.'));
  const r = await generateText({ model, prompt: 'y'.repeat(4_000), maxRetries: 0 });
  const req = sim.lastRequest('nvidia')!;
  expect(r.usage.inputTokens).toBe(Math.ceil(req.bytes / 4));
  expect(r.usage.outputTokens).toBe(Math.ceil(29 / 4));
  expect(req.tokens).toBe(r.usage.totalTokens);
});
