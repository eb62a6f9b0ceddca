import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generateText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ChainExhaustedError, personLimited, spendKey, withPerson } from '../../../core/ai/chain';
import { windowKey } from '../../../core/limits/commands';
import { fixedClock } from '../../support/deps';
import { freshTable, testChain, type TestChain } from '../../support/chain';
import { delayed, startProviderSim, text, type ProviderSim } from '../../support/provider-sim';

// Issue 47: one person spent 92 % of a month's paid budget. Now a paid call is reserved from
// the person's share of the month too (AI_PERSON_BUDGET_SHARE of AI_MONTHLY_BUDGET_USD), with
// the same conditional add as the month's, in their own partition: they cannot pass it, also
// racing on several instances, and the rest of the budget stays for everyone else.
const PAID = 'mistral-paid';
const NOW = new Date('2026-12-02T09:00:00Z');
// maxOutputTokens 100,000: each reserve ≈ 30,000 µ$ (100,000 × 0.3, plus the prompt's bound),
// and the simulator bills exactly 30,000 (100,000 output tokens). A $1 budget with a tenth per
// person: 100,000 µ$ each, which holds three calls, never four.
const BIG = 100_000;
let sim: ProviderSim;
let table: string;
let gate: { open: () => void; wait: Promise<void> };
const newGate = () => {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { open, wait };
};

beforeAll(async () => {
  sim = await startProviderSim({ links: { [PAID]: 'mistral' }, sleep: () => gate.wait });
});
beforeEach(async () => {
  sim.reset();
  gate = newGate();
  table = await freshTable();
  // The free link says no: every call spills over to the paid one.
  sim.limit('mistral', { rpm: 0 });
});
afterAll(() => sim.close());

const chain = (): TestChain =>
  testChain({
    sim, table, order: ['mistral'], clock: fixedClock(NOW),
    env: { MISTRAL_PAID_API_KEY: 'key-paid', MISTRAL_PAID_BASE_URL: sim.baseUrl(PAID), AI_MONTHLY_BUDGET_USD: '1', AI_PERSON_BUDGET_SHARE: '0.1' },
  });

const ask = (c: TestChain, person: string) =>
  generateText({ model: withPerson(c.model, person), prompt: 'hi', maxRetries: 0, maxOutputTokens: BIG }).then(() => true, (e: unknown) => e);

async function read(c: TestChain, key: { pk: string; sk: string }, attr: string): Promise<number> {
  await c.settled();
  const res = await c.deps.db.doc.send(new GetCommand({ TableName: c.deps.db.tableName, Key: key, ConsistentRead: true }));
  return Number(res.Item?.[attr] ?? 0);
}
const month = (c: TestChain) => read(c, spendKey('2026-12'), 'micros');
const personSpent = (c: TestChain, person: string) => read(c, windowKey({ scope: `USER#${person}`, bucket: 'llm-spend', windowStart: Date.parse('2026-12-01T00:00:00Z') / 1000 }), 'hits');

describe("a person's share of the month's paid budget", () => {
  test('one after the other: the person stops at their tenth (3 calls) and hears RATE_LIMITED, and the next person is still paid for', async () => {
    const c = chain();
    sim.setFallback(text('ok', { usage: { input: 0, output: BIG } }));
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await ask(c, 'usr_heavy'));
    expect(results.map((r) => r === true)).toEqual([true, true, true, false, false, false]);
    expect(sim.requestCount(PAID)).toBe(3);
    const refused = results[3] as ChainExhaustedError;
    expect(refused.failures.at(-1)).toMatchObject({ link: PAID, class: 'SHARE' });
    // Their share is back with the month (29 days and 15 hours), but the free link that said 429
    // may serve them sooner: its cooldown (AI_COOLDOWN_RATE_LIMIT_S, 300 s) is the honest wait.
    expect(personLimited(refused)?.details).toEqual({ retryAfterS: 300 });
    expect(await personSpent(c, 'usr_heavy')).toBe(90_000);

    expect(await ask(c, 'usr_other')).toBe(true);
    expect(sim.requestCount(PAID)).toBe(4);
    expect(await personSpent(c, 'usr_other')).toBe(30_000);
    // The refused reserves were given back: the month holds what the four calls cost.
    expect(await month(c)).toBe(120_000);
  });

  test('racing: 2 instances × 5 concurrent calls of one person → exactly 3 paid calls, and their share never passed', async () => {
    const chains = [chain(), chain()];
    sim.setFallback(delayed(text('ok', { usage: { input: 10, output: 10 } }), { firstByteMs: 1 }));
    const calls = chains.flatMap((c) => Array.from({ length: 5 }, () => ask(c, 'usr_racer')));
    // Every paid reply is held until each call has reached the paid link or been refused: no settle frees money while they race.
    let arrived = 0;
    let refused = 0;
    const check = () => void (arrived + refused === calls.length && gate.open());
    const off = sim.onRequest((r) => void (r.link === PAID && (arrived++, check())));
    calls.forEach((p) => void p.then((r) => r !== true && (refused++, check())));
    const results = await Promise.all(calls);
    off();
    expect(results.filter((r) => r === true)).toHaveLength(3);
    expect(sim.requestCount(PAID)).toBe(3);
    for (const c of chains) await c.settled();
    // Settled to what they cost (3 × 4 µ$), in the month and in the person's share alike.
    expect(await personSpent(chains[0]!, 'usr_racer')).toBe(12);
    expect(await month(chains[0]!)).toBe(12);
  });
});
