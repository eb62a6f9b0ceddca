import { generateText } from 'ai';
import { describe, expect, test } from 'vitest';
import { ChainExhaustedError, personLimited, tableLedger, tablePersonShares, tableWindows, withPerson, type QuotaLedger } from '../../../core/ai/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { text } from '../../support/provider-sim';
import { chainSuite, freshTable, testChain, type TestChain } from '../../support/chain';

// Issue 47: one person's calls (their approval answers) took all 20 calls of a link's minute
// and the next person waited 58 s. Now no person gets more than their share of a link's minute
// (AI_PERSON_LINK_SHARE, a quarter by default: 5 of 20), counted in the table so every instance
// sees it, and the rest of the minute stays for the others. Counts, never times: the clock is
// injected and "the same minute" is a fixed moment.
const MINUTE = Date.parse('2026-12-02T09:00:10Z');
const bound = () => 0;

/** Ask `ledger` for `n` calls of `person` at `now`: how many were granted, and the refusals' reasons. */
async function takes(ledger: QuotaLedger, person: string | undefined, n: number, now = MINUTE) {
  let granted = 0;
  const why = new Set<string>();
  for (let i = 0; i < n; i++) {
    const g = await ledger.take('mistral', 'interactive', now, bound, person);
    if (g.ok) granted += 1;
    else why.add(g.why);
  }
  return { granted, why: [...why] };
}

describe("the ledger: a person's share of a link's minute", () => {
  test('rpm 100: one person flooding on two instances gets exactly their 25, and two others still get their 25 each in the same minute', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    // Two instances: each its own ledger and per-person memo, one table.
    const [a, b] = [1, 2].map(() => tableLedger(deps, { mistral: { rpm: 100 } }, tableWindows(deps.db), tablePersonShares(deps, 0.25)));
    const flood = await Promise.all([takes(a!, 'usr_flood', 40), takes(b!, 'usr_flood', 40)]);
    expect(flood[0]!.granted + flood[1]!.granted).toBe(25);
    expect(new Set(flood.flatMap((f) => f.why))).toEqual(new Set(['share']));
    // Same minute: the others are served in full, from the calls the flood could not take.
    expect(await takes(b!, 'usr_next', 30)).toEqual({ granted: 25, why: ['share'] });
    expect(await takes(a!, 'usr_third', 30)).toEqual({ granted: 25, why: ['share'] });
    // The next minute the flooding person has a share again.
    expect((await takes(a!, 'usr_flood', 30, MINUTE + 60_000)).granted).toBe(25);
    await Promise.all([a!.settled(), b!.settled()]);
  });

  test('rpm 20 (the measured case): the flood takes 5 and the next person gets calls in the same minute', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { mistral: { rpm: 20 } }, tableWindows(deps.db), tablePersonShares(deps, 0.25));
    expect(await takes(ledger, 'usr_flood', 20)).toEqual({ granted: 5, why: ['share'] });
    expect(await takes(ledger, 'usr_next', 5)).toEqual({ granted: 5, why: [] });
  });

  test('calls no person caused (no person given) are not held to a share; a prefetched share counts like a taken one (still exactly 5)', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { mistral: { rpm: 20 } }, tableWindows(deps.db), tablePersonShares(deps, 0.25));
    expect((await takes(ledger, undefined, 8)).granted).toBe(8);
    await ledger.prefetch!('mistral', 'usr_warm', MINUTE);
    expect((await takes(ledger, 'usr_warm', 6)).granted).toBe(5);
  });

  test("a refusal by the link (spent for everyone) does not spend the person's share: it is there for the next call", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { mistral: { rpm: 4 } }, tableWindows(deps.db), tablePersonShares(deps, 0.5));
    expect((await takes(ledger, 'usr_a', 2)).granted).toBe(2);
    expect((await takes(ledger, 'usr_b', 2)).granted).toBe(2);
    // The minute is spent: usr_c is refused by the link, and their share (2) stays untouched.
    expect(await takes(ledger, 'usr_c', 3)).toEqual({ granted: 0, why: ['spent'] });
    expect((await takes(ledger, 'usr_c', 3, MINUTE + 60_000)).granted).toBe(2);
  });
});

describe('through the chain', () => {
  const suite = chainSuite();
  const env = { AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 20 }, gemini: { rpm: 10 } }) };
  const ask = (c: TestChain, person: string) => generateText({ model: withPerson(c.model, person), prompt: 'hi', maxRetries: 0 }).then((r) => r.text);

  test("a person over their share of every link hears RATE_LIMITED (when it is back), never a call from the others' share; the next person is served at once", async () => {
    const chain = testChain({ ...suite, order: ['mistral', 'gemini'], clock: fixedClock(new Date(MINUTE)), env });
    suite.sim.setFallback(text('ok'));
    // A quarter of each: 5 of mistral's 20, then 2 of gemini's 10.
    const served: boolean[] = [];
    for (let i = 0; i < 12; i++) served.push(await ask(chain, 'usr_flood').then(() => true, () => false));
    expect(served.filter(Boolean)).toHaveLength(7);
    expect([suite.sim.requestCount('mistral'), suite.sim.requestCount('gemini')]).toEqual([5, 2]);
    const err = await ask(chain, 'usr_flood').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ChainExhaustedError);
    expect((err as ChainExhaustedError).failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:SHARE', 'gemini:SHARE']);
    const limited = personLimited(err);
    // 09:00:10: the share is back with the minute, in 50 s.
    expect([limited?.code, limited?.status, limited?.details.retryAfterS]).toEqual(['RATE_LIMITED', 429, 50]);
    expect(chain.events).toContainEqual({ metric: 'LlmQuotaRefused', link: 'mistral', cls: 'interactive', why: 'share' });
    // The next person, same minute: served by the first link.
    expect(await ask(chain, 'usr_next')).toBe('ok');
    expect(suite.sim.requestCount('mistral')).toBe(6);
  });
});
