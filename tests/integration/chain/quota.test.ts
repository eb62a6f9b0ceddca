import { generateText } from 'ai';
import { describe, expect, test } from 'vitest';
import { ChainExhaustedError, withCallClass, type CallClass } from '../../../core/ai/chain';
import { text } from '../../support/provider-sim';
import { fixedClock } from '../../support/deps';
import { calls, chainSuite, fallbacks, testChain, type TestChain } from '../../support/chain';

// Issue 32: the free tiers as a budget every instance shares. Before a request the chain asks
// the quota ledger (one item per link per window in the table) for one call of the link's windows;
// a link without headroom for the call's class gets no request and is skipped like a cooling
// one. The clock is injected: "the same minute" and "the next minute" are set, never waited.
const suite = chainSuite();

const limits = (l: Record<string, object>) => ({ AI_LINK_LIMITS: JSON.stringify(l) });

async function ask(chain: TestChain, cls: CallClass = 'interactive'): Promise<string> {
  const r = await generateText({ model: withCallClass(chain.model, cls), prompt: 'hi', maxRetries: 0 });
  return r.text;
}

async function refusedWith(chain: TestChain, cls: CallClass): Promise<ChainExhaustedError> {
  const err = await ask(chain, cls).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ChainExhaustedError);
  return err as ChainExhaustedError;
}

describe('a link without headroom gets no request', () => {
  test('rpm 3: three calls reach mistral, the fourth goes to gemini without a request to mistral; the next minute mistral serves again', async () => {
    const clock = fixedClock(new Date('2026-12-02T09:00:10Z'));
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock, env: limits({ mistral: { rpm: 3 }, gemini: {} }) });
    suite.sim.setFallback(text('ok'));

    for (let i = 0; i < 4; i++) await ask(chain);
    expect(suite.sim.requestCount('mistral')).toBe(3);
    expect(suite.sim.requestCount('gemini')).toBe(1);
    expect(fallbacks(chain.events)).toEqual(['mistral>gemini:QUOTA']);
    expect(chain.events.filter((e) => e.metric === 'LlmQuotaRefused')).toEqual([{ metric: 'LlmQuotaRefused', link: 'mistral', cls: 'interactive', why: 'spent' }]);

    clock.advance(60_000);
    await ask(chain);
    expect(suite.sim.requestCount('mistral')).toBe(4);
  });

  test('calls held per instance never add up past the limit: rpm 40 (taken call by call, issue 48) → exactly 40 reach mistral', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock: fixedClock(new Date('2026-12-02T09:00:00Z')), env: limits({ mistral: { rpm: 40 }, gemini: {} }) });
    suite.sim.setFallback(text('ok'));
    for (let i = 0; i < 45; i++) await ask(chain);
    expect(suite.sim.requestCount('mistral')).toBe(40);
    expect(suite.sim.requestCount('gemini')).toBe(5);
  });

  test('shared by every instance, also at once: 3 instances × 8 concurrent calls against rpm 10 → exactly 10 reach mistral', async () => {
    const clock = fixedClock(new Date('2026-12-02T09:30:00Z'));
    const env = limits({ mistral: { rpm: 10 }, gemini: {} });
    const chains = [1, 2, 3].map(() => testChain({ ...suite, order: ['mistral', 'gemini'], clock, env }));
    suite.sim.setFallback(text('ok'));
    await Promise.all(chains.flatMap((c) => Array.from({ length: 8 }, () => ask(c))));
    expect(suite.sim.requestCount('mistral')).toBe(10);
    expect(suite.sim.requestCount('gemini')).toBe(14);
  });

  test('the daily limit: past rpd the link is skipped until midnight UTC, and the error says when', async () => {
    const clock = fixedClock(new Date('2026-12-02T23:59:00Z'));
    const chain = testChain({ ...suite, order: ['gemini'], clock, env: limits({ gemini: { rpd: 2 } }) });
    suite.sim.setFallback(text('ok'));
    await ask(chain);
    await ask(chain);
    const err = await refusedWith(chain, 'interactive');
    expect(err.failures).toEqual([{ link: 'gemini', model: expect.any(String), class: 'QUOTA' }]);
    expect(err.retryAfterS).toBe(60);
    expect(suite.sim.requestCount('gemini')).toBe(2);
    clock.advance(60_000); // a new UTC day
    expect(await ask(chain)).toBe('ok');
  });

  test('tokens per minute: once the window holds its tokens, the link gets no request until the tokens have left every window that counts them', async () => {
    // Each call reserves its bound ('hi' ≈ 140 tokens + its 500-token cap) and is settled to its usage.
    const clock = fixedClock(new Date('2026-12-02T10:00:00Z'));
    const chain = testChain({ ...suite, order: ['mistral'], clock, env: limits({ mistral: { tpm: 10_000 } }) });
    suite.sim.script('mistral', text('a', { usage: { input: 9_000, output: 900 } }), text('b'));
    const small = () => generateText({ model: chain.model, prompt: 'hi', maxRetries: 0, maxOutputTokens: 500 });
    await small();
    await chain.settled();
    const err = await small().then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ChainExhaustedError);
    expect((err as ChainExhaustedError).failures).toEqual([{ link: 'mistral', model: expect.any(String), class: 'QUOTA' }]);
    expect(suite.sim.requestCount('mistral')).toBe(1);
    // Tokens sent in a slot count in the 14 windows that can hold it (token-windows.ts): 70 s.
    clock.advance(60_000);
    await expect(small()).rejects.toBeInstanceOf(ChainExhaustedError);
    clock.advance(10_000);
    expect((await small()).text).toBe('b');
  });
});

describe('priorities: the reserve refuses the lower classes first', () => {
  test('rpm 10: background stops with 3 calls left, study with 1, interactive takes the last', async () => {
    const clock = fixedClock(new Date('2026-12-02T07:00:00Z'));
    const chain = testChain({ ...suite, order: ['mistral'], clock, env: limits({ mistral: { rpm: 10 } }) });
    suite.sim.setFallback(text('ok'));

    let background = 0;
    while ((await ask(chain, 'background').then(() => true, () => false)) && background < 20) background++;
    expect(background).toBe(7);
    const refused = await refusedWith(chain, 'background');
    expect(refused.retryAfterS).toBe(60);

    let study = 0;
    while ((await ask(chain, 'study').then(() => true, () => false)) && study < 20) study++;
    expect(study).toBe(2);

    let interactive = 0;
    while ((await ask(chain, 'interactive').then(() => true, () => false)) && interactive < 20) interactive++;
    expect(interactive).toBe(1);
    expect(suite.sim.requestCount('mistral')).toBe(10);
    expect(calls(chain.events).every((c) => c === 'mistral:ok')).toBe(true);
  });

  test("the agent's pace sets the reserve: after a minute of 10 agent calls (rpm 10), the next minute's briefing is refused at once; its agent calls are served", async () => {
    const clock = fixedClock(new Date('2026-12-02T08:00:00Z'));
    const env = limits({ mistral: { rpm: 10 } });
    const chain = testChain({ ...suite, order: ['mistral'], clock, env });
    suite.sim.setFallback(text('ok'));
    for (let i = 0; i < 10; i++) await ask(chain, 'interactive');
    clock.advance(60_000);
    // The fixed 30 % would let background take 7 calls; 10 agent calls a minute leave it none.
    const refused = await refusedWith(chain, 'background');
    expect(refused.failures).toEqual([{ link: 'mistral', model: expect.any(String), class: 'QUOTA' }]);
    // Another instance reads the same pace from the table.
    const other = testChain({ ...suite, order: ['mistral'], clock, env });
    await ask(other, 'interactive');
    await refusedWith(other, 'background');
    for (let i = 0; i < 8; i++) expect(await ask(chain, 'interactive')).toBe('ok');
    expect(suite.sim.requestCount('mistral')).toBe(19);
  });

  test('another instance sees the same reserve: background refused there too, interactive still served', async () => {
    const clock = fixedClock(new Date('2026-12-02T07:30:00Z'));
    const env = limits({ mistral: { rpm: 10 } });
    const [a, b] = [testChain({ ...suite, order: ['mistral'], clock, env }), testChain({ ...suite, order: ['mistral'], clock, env })];
    suite.sim.setFallback(text('ok'));
    for (let i = 0; i < 7; i++) await ask(a, 'interactive');
    await refusedWith(b, 'background');
    expect(await ask(b, 'interactive')).toBe('ok');
    expect(suite.sim.requestCount('mistral')).toBe(8);
  });
});

test('a ledger whose table cannot be reached lets the call go (the provider\'s 429 stays the backstop)', async () => {
  const chain = testChain({ ...suite, table: `quota-missing-${Date.now()}`, order: ['mistral'], env: limits({ mistral: { rpm: 1 } }) });
  suite.sim.setFallback(text('ok'));
  expect(await ask(chain)).toBe('ok');
  expect(await ask(chain)).toBe('ok');
  expect(suite.sim.requestCount('mistral')).toBe(2);
});
