import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ChainExhaustedError, isRequestFault, requestTokenBound, servedBy, SLOT_MS, tokensKey, type ChainEvent } from '../../../core/ai/chain';
import { fixedClock } from '../../support/deps';
import { countCommands } from '../../support/db-counter';
import { coolingLinks, drain, fallbacks, freshTable, testChain, type TestChain } from '../../support/chain';
import { cutAfter, delayed, quota429, serverError, startProviderSim, text, type ProviderSim } from '../../support/provider-sim';

// Admission by tokens (core/ai/chain/quota/token-ledger.ts): before a request the chain reserves
// a bound of its tokens (its prompt's UTF-8 bytes and its output cap) together with the call,
// in per-instance blocks counted in 5 s slots, so that no 60 s window — any, not only calendar
// minutes — sends a link more than its tpm, across every instance on the table; after the call
// the reservation is settled to the provider's usage. The simulator counts each request's
// tokens at its arrival (the usage it reports) over a sliding 60 s window and refuses past tpm.
// DynamoDB Local, the real SDKs, an injected clock: no test reads the wall clock.

let sim: ProviderSim;
let table: string;
/** The sim's pause before a held reply (timing.firstByteMs): a test decides when it ends. */
let hold: (release: () => void) => void = (release) => release();

beforeAll(async () => {
  sim = await startProviderSim({ sleep: () => new Promise<void>((resolve) => hold(resolve)) });
});
beforeEach(async () => {
  sim.reset();
  hold = (release) => release();
  table = await freshTable();
});
afterAll(() => sim.close());

const limits = (l: Record<string, object>) => ({ AI_LINK_LIMITS: JSON.stringify(l) });

/** A tool-free prompt of about `bytes` bytes of realistic prose (a system prompt, a window of messages). */
function prompt(bytes: number, seed: number): string {
  const line = `Note ${seed}: the person planned to study biology for forty minutes, then review yesterday's cards and log a short run before dinner. `;
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

/** The link's window sums as the table holds them (slot → tokens). */
async function sums(c: TestChain, link = 'mistral'): Promise<Map<number, number>> {
  await c.settled();
  const res = await c.deps.db.doc.send(new GetCommand({ TableName: c.deps.db.tableName, Key: tokensKey(link), ConsistentRead: true }));
  const out = new Map<number, number>();
  for (const [k, v] of Object.entries(res.Item ?? {})) if (/^w\d+$/.test(k)) out.set(Number(k.slice(1)), Number(v));
  return out;
}

/** An item's size as DynamoDB counts it: names' UTF-8 bytes plus values (a number: ~1 byte per 2 significant digits, plus 1). */
function itemBytes(item: Record<string, unknown>): number {
  let n = 0;
  for (const [k, v] of Object.entries(item)) {
    n += Buffer.byteLength(k);
    n += typeof v === 'number' ? Math.ceil(String(Math.abs(v)).replace(/^0+|\.|0+$/g, '').length / 2) + 1 : Buffer.byteLength(String(v));
  }
  return n;
}

const events = (c: TestChain, metric: ChainEvent['metric']) => c.events.filter((e) => e.metric === metric);

describe('no 60 s window past the tpm, across instances', () => {
  test('3 instances × 4 concurrent calls of 12–20 KB every few seconds for 4 minutes: the simulator never receives more than the tpm in any 60 s, and every call is answered', async () => {
    const TPM = 100_000;
    const clock = fixedClock(new Date('2026-12-02T09:00:00Z'));
    const env = limits({ mistral: { tpm: TPM }, gemini: {} });
    const chains = [1, 2, 3].map(() => testChain({ sim, table, order: ['mistral', 'gemini'], clock, env }));
    sim.limit('mistral', { tpm: TPM }, () => clock.now().getTime());
    // Each reply is held until every call of its wave has been sent, and the clock moves on
    // meanwhile: calls are in flight across slots, and some settle after their block expired.
    sim.setFallback(delayed(text(['Sure, ', 'here is the plan.']), { firstByteMs: 1 }));
    const steps = [5_000, 3_000, 7_000, 11_000, 2_000, 5_000];
    let answered = 0;
    let calls = 0;
    let largest = 0;
    for (let wave = 0; clock.now().getTime() < Date.parse('2026-12-02T09:04:00Z'); wave++) {
      const size = 12;
      let arrived = 0;
      let failed = 0;
      const waiting: (() => void)[] = [];
      const release = () => {
        if (arrived + failed < size) return;
        clock.advance(steps[wave % steps.length]!);
        for (const r of waiting.splice(0)) r();
      };
      hold = (r) => {
        waiting.push(r);
        arrived += 1;
        release();
      };
      const wave$ = chains.flatMap((c, i) =>
        Array.from({ length: 4 }, async (_, k) => {
          const content = prompt(12_000 + ((wave * 12 + i * 4 + k) * 1_637) % 8_000, wave);
          const call = i === 0
            ? streamText({ model: c.model, prompt: content, maxOutputTokens: 512, maxRetries: 0, onError: () => {} }).text
            : generateText({ model: c.model, prompt: content, maxOutputTokens: 512, maxRetries: 0 }).then((r) => r.text);
          return call.then((t) => t, () => {
            failed += 1;
            release();
            return '';
          });
        }),
      );
      const texts = await Promise.all(wave$);
      calls += texts.length;
      answered += texts.filter((t) => t === 'Sure, here is the plan.').length;
      const item = (await chains[0]!.deps.db.doc.send(new GetCommand({ TableName: table, Key: tokensKey('mistral'), ConsistentRead: true }))).Item ?? {};
      largest = Math.max(largest, itemBytes(item));
    }
    for (const c of chains) await c.settled();

    expect(answered).toBe(calls);
    // The simulator's own record: the most any sliding 60 s window received, refused or not.
    expect(sim.tokenPeak('mistral')).toBeLessThanOrEqual(TPM);
    expect(sim.refusedByLimit('mistral')).toBe(0);
    // …while the link is kept busy: most of its tpm used at the peak, and the ledger (not a 429) sent the rest on.
    expect(sim.tokenPeak('mistral')).toBeGreaterThan(0.6 * TPM);
    expect(sim.requestCount('mistral')).toBeGreaterThan(40);
    expect(chains.flatMap((c) => fallbacks(c.events)).every((f) => f === 'mistral>gemini:QUOTA')).toBe(true);
    expect(await coolingLinks(chains[0]!)).toEqual([]);
    // The tokens item stays small whatever the traffic: past windows are removed as it goes.
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(1024);
  });
});

describe('a request too large for a link', () => {
  test('is never sent there: no network call, no table round trip, nothing cooled; the next link serves it', async () => {
    const clock = fixedClock(new Date('2026-12-02T09:00:00Z'));
    const c = testChain({ sim, table, order: ['mistral', 'gemini'], clock, env: limits({ mistral: { tpm: 10_000 }, gemini: {} }) });
    sim.script('gemini', text('from gemini'));
    const counter = countCommands(c.deps.db);
    // ~12 KB of prompt: its bound (every token spans at least a byte) is past 10,000 tokens.
    const r = await generateText({ model: c.model, prompt: prompt(12_000, 1), maxOutputTokens: 256, maxRetries: 0 });
    counter.detach();

    expect(r.text).toBe('from gemini');
    expect(sim.requestCount('mistral')).toBe(0);
    expect(servedBy(r.providerMetadata)).toMatchObject({ link: 'gemini', failedOver: [{ link: 'mistral', class: 'TOO_LARGE' }] });
    expect(fallbacks(c.events)).toEqual(['mistral>gemini:TOO_LARGE']);
    expect(events(c, 'LlmTooLarge')).toEqual([{ metric: 'LlmTooLarge', link: 'mistral', cls: 'interactive' }]);
    expect(events(c, 'LlmQuotaRefused')).toEqual([]);
    // The cooldowns' read is the only command: the ledger decided without the table.
    expect(counter.commands).toEqual(['QueryCommand']);
    expect(await coolingLinks(c)).toEqual([]);
    expect((await sums(c)).size).toBe(0);

    // A small request still goes to mistral.
    sim.script('mistral', text('from mistral'));
    expect((await generateText({ model: c.model, prompt: 'hi', maxOutputTokens: 256, maxRetries: 0 })).text).toBe('from mistral');
  });

  test('too large for every link: the request\'s own fault, with no "try again in"', async () => {
    const c = testChain({ sim, table, order: ['mistral', 'gemini'], clock: fixedClock(), env: limits({ mistral: { tpm: 5_000 }, gemini: { tpm: 8_000 } }) });
    const err = await generateText({ model: c.model, prompt: prompt(12_000, 2), maxRetries: 0 }).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ChainExhaustedError);
    expect((err as ChainExhaustedError).failures.map((f) => `${f.link}:${f.class}`)).toEqual(['mistral:TOO_LARGE', 'gemini:TOO_LARGE']);
    expect(isRequestFault(err as ChainExhaustedError)).toBe(true);
    expect((err as ChainExhaustedError).retryAfterS).toBeUndefined();
    expect(sim.requestCount()).toBe(0);
  });
});

describe('settling to the provider\'s usage', () => {
  // tpm 20,000: a twentieth is 1,000, less than a call's bound (~1,160), so each call takes a
  // block of its own and an idle instance gives everything unspent back: the windows then hold
  // exactly what was used.
  const env = limits({ mistral: { tpm: 20_000 }, gemini: {} });
  const NOW = new Date('2026-12-02T09:00:00Z');
  const slot = Math.floor(NOW.getTime() / SLOT_MS);
  const small = (c: TestChain) => ({ model: c.model, prompt: 'hi', maxOutputTokens: 1_000, maxRetries: 0 }) as const;

  test('refunds land: after a generated call, a streamed one and a 500 retried on the same link, each window holds the reported usage', async () => {
    const c = testChain({ sim, table, order: ['mistral'], clock: fixedClock(NOW), env });
    sim.script('mistral', text('a', { usage: { input: 300, output: 40 } }), text(['b', 'c'], { usage: { input: 500, output: 60 } }), serverError(), text('d', { usage: { input: 200, output: 20 } }));
    await generateText(small(c));
    const s = streamText({ ...small(c), onError: () => {} });
    await drain(s.fullStream);
    await generateText(small(c));
    expect(c.waits).toHaveLength(1); // the 500 was retried once (its reservation refunded in full)
    const after = await sums(c);
    const used = 340 + 560 + 220;
    expect([...after.entries()].sort(([a], [b]) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => [slot + i, used]));
    // And the simulator counted the same usage it reported.
    expect(sim.requests('mistral').map((r) => r.tokens)).toEqual([340, 560, 0, 220]);
  });

  test('an HTTP 429 before output refunds fully (the next link serves); a cut after output keeps the whole reservation', async () => {
    const c = testChain({ sim, table, order: ['mistral', 'gemini'], clock: fixedClock(NOW), env });
    sim.script('mistral', quota429()).script('gemini', text('ok'));
    expect((await generateText(small(c))).text).toBe('ok');
    expect((await sums(c)).get(slot)).toBe(0);

    const other = await freshTable();
    const d = testChain({ sim, table: other, order: ['mistral'], clock: fixedClock(NOW), env });
    sim.script('mistral', cutAfter(['Hel', 'lo'], 1));
    const s = streamText({ ...small(d), onError: () => {} });
    const { thrown } = await drain(s.fullStream);
    expect(thrown).toBeDefined();
    // The provider may have counted the whole request: its bound stays reserved.
    const bound = requestTokenBound({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }], maxOutputTokens: 1_000 });
    expect((await sums(d)).get(slot)).toBe(bound);
  });
});
