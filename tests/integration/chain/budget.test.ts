import { generateText } from 'ai';
import { describe, expect, test } from 'vitest';
import { ChainExhaustedError, MIN_ATTEMPT_MS, tableCooldowns, withBudget } from '../../../core/ai/chain';
import { calls, testChain, chainSuite } from '../../support/chain';
import { delayed, json, stall } from '../../support/provider-sim';
import { waitFor } from '../../support/wait';

// A call with a hard ceiling (a route under API Gateway's 30 s, a worker under its timeout)
// gives each link at most linkMs and the whole call at most totalMs: a slow first link is
// abandoned early enough for the next one to answer, and the call never outlasts its caller.
const suite = chainSuite();

// No test here reads the wall clock: a deadline shows in what happened, in order — the link
// given up on was hung up on (the simulator saw it), the next link answered or was cut with
// DEADLINE, the call ended. A stalled link with no deadline would hang the test instead.
const ask = (model: Parameters<typeof generateText>[0]['model']) => generateText({ model, prompt: 'hello', maxRetries: 0 });
const settle = async <T>(p: Promise<T>) => (await p.then((value) => ({ value }), (error: unknown) => ({ error })) as { value?: T; error?: unknown });
const hungUp = (link: string) => waitFor(() => suite.sim.requests(link)[0]?.abortedByClient, Boolean, `${link}'s call hung up`);

describe('a budgeted call', () => {
  test('a first link slower than linkMs is abandoned and cooled; the second link answers in time', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
    suite.sim.script('mistral', delayed(json({ a: 1 }), { firstByteMs: 5000 })).script('gemini', json({ from: 'gemini' }));
    const r = await settle(ask(withBudget(chain.model, { linkMs: 1200, totalMs: 3000 })));
    expect(r.error).toBeUndefined();
    // gemini's answer, not mistral's 5 s one: mistral was given up at its 1.2 s, before it spoke.
    expect(r.value!.text).toContain('gemini');
    expect(calls(chain.events)).toEqual(['mistral:TRANSIENT', 'gemini:ok']);
    await hungUp('mistral');
    expect(suite.sim.requests('mistral')[0]!.firstChunkAtMs).toBeUndefined();
    // The slow link is cooled (C6), so the next request skips it without waiting again.
    await chain.settled();
    expect((await tableCooldowns(chain.deps, 0).cooling(chain.deps.clock.now().getTime())).has('mistral')).toBe(true);
  });

  test('never outlasts totalMs: a link cut short by the deadline ends the call and is NOT cooled', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
    suite.sim.script('mistral', stall()).script('gemini', stall());
    // mistral gets its full 1.5 s; gemini only the ~1.3 s left of 2.8 s.
    const r = await settle(ask(withBudget(chain.model, { linkMs: 1500, totalMs: 2800 })));
    expect(r.error).toBeInstanceOf(ChainExhaustedError);
    await hungUp('mistral');
    await hungUp('gemini');
    expect((r.error as ChainExhaustedError).failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:TRANSIENT', 'gemini:DEADLINE']);
    expect(calls(chain.events)).toEqual(['mistral:TRANSIENT', 'gemini:DEADLINE']);
    await chain.settled();
    const cooling = await tableCooldowns(chain.deps, 0).cooling(chain.deps.clock.now().getTime());
    expect([cooling.has('mistral'), cooling.has('gemini')]).toEqual([true, false]);
  });

  test('a budget too short for the next link does not call it', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
    suite.sim.script('mistral', stall()).script('gemini', json({ never: true }));
    const r = await settle(ask(withBudget(chain.model, { linkMs: 1200, totalMs: 1200 + MIN_ATTEMPT_MS - 200 })));
    expect((r.error as ChainExhaustedError).failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:TRANSIENT', 'gemini:DEADLINE']);
    expect(suite.sim.requestCount('gemini')).toBe(0);
  });

  test('a spent budget calls no provider at all', async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'] });
    const r = await settle(ask(withBudget(chain.model, { linkMs: 1000, totalMs: MIN_ATTEMPT_MS - 1 })));
    expect(r.error).toBeInstanceOf(ChainExhaustedError);
    expect(suite.sim.requestCount()).toBe(0);
  });

  test('an unbudgeted chain keeps its per-link rule (the budget is per call, not per chain)', async () => {
    const chain = testChain({ ...suite, order: ['mistral'], generateTimeoutMs: 4000 });
    withBudget(chain.model, { linkMs: 10, totalMs: 10 });
    suite.sim.script('mistral', delayed(json({ ok: true }), { firstByteMs: 1200 }));
    const r = await settle(ask(chain.model));
    // Under the 10 ms budget this 1.2 s first byte would have failed the call.
    expect(r.error).toBeUndefined();
    expect(r.value!.text).toContain('ok');
    expect(suite.sim.requests('mistral')[0]!.abortedByClient).toBeUndefined();
  });
});
