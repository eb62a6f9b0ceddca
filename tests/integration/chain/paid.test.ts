import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ChainExhaustedError, spendKey, withCallClass, type CallClass, type ChainEvent } from '../../../core/ai/chain';
import { fixedClock } from '../../support/deps';
import { fallbacks, freshTable, testChain, type TestChain } from '../../support/chain';
import { delayed, quota429, serverError, startProviderSim, text, type ProviderSim } from '../../support/provider-sim';

// Issue 32: the paid spill-over. A paid link (Mistral's pay-as-you-go tier, its own key) joins
// the chain only while AI_MONTHLY_BUDGET_USD > 0, after every free link, for the classes in
// AI_PAID_CLASSES; a call reaches it only once a bound of its cost is reserved in the month's
// item with a conditional ADD, so the month's spend never passes the cap, whatever the race.
// Prices (paid-tiers.json): $0.10 per million input tokens, $0.30 per million output tokens,
// i.e. 0.1 µ$ and 0.3 µ$ a token.
const PAID = 'mistral-paid';
const NOW = new Date('2026-12-02T09:00:00Z');
let sim: ProviderSim;
let table: string;
/** Resolves the paid link's held replies (tests that need every reserve taken before any settles). */
let gate: { open: () => void; wait: Promise<void> };
const newGate = () => {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { open, wait };
};

beforeAll(async () => {
  // A held reply (timing.firstByteMs) waits for the gate instead of a timer.
  sim = await startProviderSim({ links: { [PAID]: 'mistral' }, sleep: () => gate.wait });
});
beforeEach(async () => {
  sim.reset();
  gate = newGate();
  table = await freshTable();
});
afterAll(() => sim.close());

/** Every link at the simulator; the paid one with its key, the given budget and classes. */
function chain(opts: { order?: string[]; budget?: number; classes?: string; env?: Record<string, string>; table?: string } = {}): TestChain {
  const env: Record<string, string> = {
    MISTRAL_PAID_API_KEY: 'key-paid',
    MISTRAL_PAID_BASE_URL: sim.baseUrl(PAID),
    ...(opts.budget === undefined ? {} : { AI_MONTHLY_BUDGET_USD: String(opts.budget) }),
    ...(opts.classes === undefined ? {} : { AI_PAID_CLASSES: opts.classes }),
    ...opts.env,
  };
  return testChain({ sim, table: opts.table ?? table, order: opts.order ?? ['mistral'], clock: fixedClock(NOW), env });
}

async function ask(c: TestChain, cls: CallClass = 'interactive', maxOutputTokens?: number): Promise<string> {
  const r = await generateText({ model: withCallClass(c.model, cls), prompt: 'hi', maxRetries: 0, ...(maxOutputTokens ? { maxOutputTokens } : {}) });
  return r.text;
}

const failed = (c: TestChain, cls: CallClass = 'interactive') => ask(c, cls).then(() => undefined, (e: unknown) => e);

/** The month's item as the table holds it (µ$ spent and reserved). */
async function spentMicros(c: TestChain): Promise<number> {
  await c.settled();
  const res = await c.deps.db.doc.send(new GetCommand({ TableName: c.deps.db.tableName, Key: spendKey('2026-12'), ConsistentRead: true }));
  return Number(res.Item?.micros ?? 0);
}

const monthGauge = (events: ChainEvent[]) => events.flatMap((e) => (e.metric === 'LlmMonthSpend' ? [e.usd] : []));

describe('the paid link is the last resort', () => {
  test('no call while a free link can serve; once the free links are out of their windows, the paid link answers', async () => {
    const c = chain({ order: ['mistral', 'gemini'], budget: 100, env: { AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 3 }, gemini: { rpm: 1 } }) } });
    sim.setFallback(text('ok', { usage: { input: 1000, output: 100 } }));
    for (let i = 0; i < 4; i++) await ask(c);
    expect(sim.requestCount(PAID)).toBe(0);
    expect([sim.requestCount('mistral'), sim.requestCount('gemini')]).toEqual([3, 1]);

    expect(await ask(c)).toBe('ok');
    expect(sim.requestCount(PAID)).toBe(1);
    expect(fallbacks(c.events).slice(-2)).toEqual(['mistral>gemini:QUOTA', `gemini>${PAID}:QUOTA`]);
    // Settled to the real cost: 1,000 × 0.1 + 100 × 0.3 = 130 µ$ (the reserve, a bound, is refunded).
    expect(await spentMicros(c)).toBe(130);
    expect(c.events).toContainEqual({ metric: 'LlmSpend', link: PAID, usd: 0.00013 });
    expect(monthGauge(c.events).at(-1)).toBe(0.00013);
  });

  test('a free link that fails (429) is tried first, then the paid link; a paid 5xx costs nothing', async () => {
    const c = chain({ budget: 100 });
    sim.script('mistral', quota429());
    sim.script(PAID, serverError(), text('paid', { usage: { input: 10, output: 10 } }));
    expect(await ask(c)).toBe('paid');
    // The 5xx was retried once on the same link (verdict.ts); only the served call is paid for: 10 × 0.1 + 10 × 0.3 = 4 µ$.
    expect(sim.requestCount(PAID)).toBe(2);
    expect(await spentMicros(c)).toBe(4);
  });
});

test('a streamed paid answer is settled from the usage at its end', async () => {
  const c = chain({ budget: 100 });
  sim.script('mistral', quota429());
  sim.script(PAID, text(['Hel', 'lo'], { usage: { input: 2000, output: 300 } }));
  const r = streamText({ model: c.model, prompt: 'hi', maxRetries: 0, onError: () => {} });
  expect(await r.text).toBe('Hello');
  // 2,000 × 0.1 + 300 × 0.3 = 290 µ$.
  expect(await spentMicros(c)).toBe(290);
  // Sent with an output cap, so the reserve was a bound (PAID_OUTPUT_CAP when the caller set none).
  expect(sim.lastRequest(PAID)?.body).toMatchObject({ max_tokens: 4096 });
});

describe('only the configured classes', () => {
  test('default (interactive only): a briefing with the free links spent never reaches the paid link', async () => {
    const c = chain({ budget: 100 });
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(text('ok'));
    const err = await failed(c, 'background');
    expect(err).toBeInstanceOf(ChainExhaustedError);
    expect((err as ChainExhaustedError).failures.map((f) => f.link)).toEqual(['mistral']);
    expect(await failed(c, 'study')).toBeInstanceOf(ChainExhaustedError);
    expect(sim.requestCount(PAID)).toBe(0);
    expect(await ask(c, 'interactive')).toBe('ok');
    expect(sim.requestCount(PAID)).toBe(1);
  });

  test('AI_PAID_CLASSES=interactive,study: study reaches it, background still does not', async () => {
    const c = chain({ budget: 100, classes: 'interactive,study' });
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(text('ok'));
    expect(await ask(c, 'study')).toBe('ok');
    expect(await failed(c, 'background')).toBeInstanceOf(ChainExhaustedError);
    expect(sim.requestCount(PAID)).toBe(1);
  });
});

test('budget 0 (the default): the paid link is not in the chain and never called, even with its key', async () => {
  const c = chain();
  sim.limit('mistral', { rpm: 0 });
  sim.setFallback(text('ok'));
  expect(c.model.modelId).toBe('chain(mistral)');
  const err = await failed(c);
  expect(err).toBeInstanceOf(ChainExhaustedError);
  expect((err as ChainExhaustedError).failures.map((f) => f.link)).toEqual(['mistral']);
  expect(sim.requestCount(PAID)).toBe(0);
  expect(await spentMicros(c)).toBe(0);
});

describe('spend never passes the cap', () => {
  // maxOutputTokens 100,000 makes each reserve ≈ 30,000 µ$ (100,000 × 0.3, plus the prompt's
  // bound): a $0.10 budget (100,000 µ$) holds three reserves, never four.
  const BIG = 100_000;

  test('one after the other: calls that really cost 30,000 µ$ each stop at the third, and the month holds 90,000', async () => {
    const c = chain({ budget: 0.1 });
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(text('ok', { usage: { input: 0, output: BIG } }));
    const served: boolean[] = [];
    for (let i = 0; i < 5; i++) served.push(await ask(c, 'interactive', BIG).then(() => true, () => false));
    expect(served).toEqual([true, true, true, false, false]);
    expect(sim.requestCount(PAID)).toBe(3);
    expect(await spentMicros(c)).toBe(90_000);
    const refused = (await ask(c, 'interactive', BIG).then(() => undefined, (e: unknown) => e)) as ChainExhaustedError;
    expect(refused.failures.at(-1)).toMatchObject({ link: PAID, class: 'BUDGET' });
    // A smaller call (the default 4,096-token cap: a reserve of ≈ 1,230 µ$) still fits in the 10,000 left.
    sim.setFallback(text('ok', { usage: { input: 10, output: 10 } }));
    expect(await ask(c)).toBe('ok');
    expect(await spentMicros(c)).toBe(90_004);
  });

  test('racing: 3 instances × 6 concurrent calls against a $0.10 cap → exactly 3 paid calls; no write ever saw the month past the cap', async () => {
    const chains = [1, 2, 3].map(() => chain({ budget: 0.1 }));
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(delayed(text('ok', { usage: { input: 10, output: 10 } }), { firstByteMs: 1 }));
    const calls = chains.flatMap((c) => Array.from({ length: 6 }, () => ask(c, 'interactive', BIG)));
    // Every reply is held until each call has either reached the paid link or been refused:
    // no settle (refund) can free money while the others race.
    let arrived = 0;
    let refused = 0;
    const check = () => void (arrived + refused === calls.length && gate.open());
    const off = sim.onRequest((r) => void (r.link === PAID && (arrived++, check())));
    calls.forEach((p) => p.catch(() => (refused++, check())));
    const results = await Promise.allSettled(calls);
    off();
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(sim.requestCount(PAID)).toBe(3);
    for (const c of chains) for (const usd of monthGauge(c.events)) expect(usd).toBeLessThanOrEqual(0.1);
    // Settled to what they really cost: 3 × 4 µ$.
    for (const c of chains) await c.settled();
    expect(await spentMicros(chains[0]!)).toBe(12);
  });

  test('the last dollars: with 55,000 µ$ of 100,000 already spent, 10 concurrent calls → exactly one is paid for', async () => {
    const c = chain({ budget: 0.1 });
    await c.deps.db.doc.send(new UpdateCommand({ TableName: c.deps.db.tableName, Key: spendKey('2026-12'), UpdateExpression: 'ADD micros :n', ExpressionAttributeValues: { ':n': 55_000 } }));
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(delayed(text('ok', { usage: { input: 10, output: 10 } }), { firstByteMs: 1 }));
    const calls = Array.from({ length: 10 }, () => ask(c, 'interactive', BIG));
    let settledCount = 0;
    const check = () => void (settledCount + sim.requestCount(PAID) === calls.length && gate.open());
    const off = sim.onRequest(() => check());
    calls.forEach((p) => p.catch(() => (settledCount++, check())));
    const results = await Promise.allSettled(calls);
    off();
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(sim.requestCount(PAID)).toBe(1);
    expect(Math.max(...monthGauge(c.events))).toBeLessThanOrEqual(0.1);
    expect(await spentMicros(c)).toBe(55_004);
  });

  test('a spend table that cannot be reached sends no paid call (it fails closed, unlike the free-tier ledger)', async () => {
    const c = chain({ budget: 100, table: `spend-missing-${Date.now()}` });
    sim.limit('mistral', { rpm: 0 });
    sim.setFallback(text('ok'));
    const err = (await failed(c)) as ChainExhaustedError;
    expect(err.failures.at(-1)).toMatchObject({ link: PAID, class: 'BUDGET' });
    expect(sim.requestCount(PAID)).toBe(0);
  });
});

test('a call whose reserve does not fit in what is left of the budget gets no paid request', async () => {
  const c = chain({ budget: 0.001 });
  // A reserve of ≈ 1,229 µ$ (the 4,096-token default cap × 0.3) does not fit in 1,000 µ$.
  sim.limit('mistral', { rpm: 0 });
  sim.setFallback(text('ok'));
  const err = (await failed(c)) as ChainExhaustedError;
  expect(err.failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:RATE_LIMIT', `${PAID}:BUDGET`]);
  expect(sim.requestCount(PAID)).toBe(0);
});
