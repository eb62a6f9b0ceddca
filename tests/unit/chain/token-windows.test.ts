import { describe, expect, test } from 'vitest';
import type { Db } from '../../../core/db/client';
import type { Log } from '../../../core/log';
import { tableLedger } from '../../../core/ai/chain/quota/table-ledger';
import { memoryWindows } from '../../../core/ai/chain/quota/token-store';
import {
  blockWindows, checkedWindows, firstFit, lastWindow, liveWindows, slotOf, SLOT_MS, spendableUntil, staleWindows, WINDOW_SLOTS,
} from '../../../core/ai/chain/quota/token-windows';
import type { CallClass, QuotaLedger, TokenHold } from '../../../core/ai/chain/quota/ledger';

// Admission by tokens (core/ai/chain/quota/token-windows.ts): the window arithmetic on its own,
// then the ledger over an in-memory store with an injected clock (no table, no wall clock).

const T0 = Date.parse('2026-12-02T09:00:00Z');

describe('slots and windows', () => {
  test('any 60 s span overlaps at most 13 consecutive slots, however it is placed', () => {
    for (let offset = 0; offset < SLOT_MS; offset += 250) {
      const a = T0 + offset;
      expect(slotOf(a + 60_000 - 1) - slotOf(a) + 1).toBeLessThanOrEqual(WINDOW_SLOTS);
    }
  });

  test('a block of slot k counts in w_k … w_{k+13}: every window holding slot k or k+1; its condition checks w_k and w_{k+1}', () => {
    const k = 100;
    expect(blockWindows(k)).toEqual(Array.from({ length: 14 }, (_, i) => k + i));
    // w_j holds slots j−12 … j: slot k is in w_k … w_{k+12}, slot k+1 in w_{k+1} … w_{k+13}.
    const holding = (slot: number) => Array.from({ length: 200 }, (_, j) => j).filter((j) => slot >= j - 12 && slot <= j);
    expect([...new Set([...holding(k), ...holding(k + 1)])].sort((a, b) => a - b)).toEqual(blockWindows(k));
    expect(checkedWindows(k)).toEqual([k, k + 1]);
    expect(lastWindow(k)).toBe(k + 13);
  });

  test('an adjustment lands in the windows still to come that hold the block; none once the block is out of every window', () => {
    expect(liveWindows(100, 100)).toEqual(blockWindows(100));
    expect(liveWindows(100, 105)).toEqual([105, 106, 107, 108, 109, 110, 111, 112, 113]);
    expect(liveWindows(100, 113)).toEqual([113]);
    expect(liveWindows(100, 114)).toEqual([]);
  });

  test('a block admits requests until a second before its second slot ends', () => {
    const k = slotOf(T0);
    expect(spendableUntil(k)).toBe(T0 + 2 * SLOT_MS - 1000);
  });

  test('sums two slots past are removed; the last slot is kept for a clock a slot behind', () => {
    expect(staleWindows([95, 98, 99, 100, 101, 113], 100)).toEqual([95, 98]);
  });

  test('"back at": the first slot whose two checked sums take the request under the limit', () => {
    // A block of 60 taken in slot 100 (sums 100–113), one of 30 in slot 104 (104–117).
    const sums = new Map<number, number>();
    for (const j of blockWindows(100)) sums.set(j, 60);
    for (const j of blockWindows(104)) sums.set(j, (sums.get(j) ?? 0) + 30);
    expect(firstFit(sums, 104, 20, 100)).toBe(114); // w_113 = 90; from 114 only the second block's 30
    expect(firstFit(sums, 104, 80, 100)).toBe(118); // 30 + 80 > 100 until the second block is out too
  });
});

/** A deterministic random source (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const silent: Log = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
/** The call counters' table is never reached with a tpm-only limit: any use of it fails the test. */
const noTable = { doc: { send: () => Promise.reject(new Error('the call counters must not be used')) }, tableName: 'none' } as unknown as Db;

function instances(n: number, tpm: number, store = memoryWindows()) {
  const ledgers = Array.from({ length: n }, () => tableLedger({ db: noTable, log: silent }, { mistral: { tpm } }, store));
  return { ledgers, store };
}

/** The most tokens any 60 s span of these sends holds. */
function peak(sends: { at: number; tokens: number }[]): number {
  let best = 0;
  for (const s of sends) best = Math.max(best, sends.filter((o) => o.at >= s.at && o.at < s.at + 60_000).reduce((n, o) => n + o.tokens, 0));
  return best;
}

describe('the ledger over many instances, an injected clock and random traffic', () => {
  test.each([1, 2, 3])('seed %i: no 60 s span ever sends past tpm, and most of the tpm is used', async (seed) => {
    const random = rng(seed);
    const tpm = 100_000;
    const { ledgers } = instances(3, tpm);
    let now = T0;
    const sends: { at: number; tokens: number }[] = [];
    const open: { ledger: QuotaLedger; hold: TokenHold; used: number | undefined; endsAt: number }[] = [];
    let granted = 0;
    let asked = 0;
    while (now < T0 + 6 * 60_000) {
      // Calls end (settled to their usage) after 0–12 s, some failing.
      for (const c of open.filter((o) => o.endsAt <= now)) {
        c.ledger.settle(c.hold, c.used, now);
        open.splice(open.indexOf(c), 1);
      }
      const burst = Math.floor(random() * 4);
      await Promise.all(Array.from({ length: burst }, async () => {
        const ledger = ledgers[Math.floor(random() * ledgers.length)]!;
        const bound = 4_000 + Math.floor(random() * 16_000);
        const cls: CallClass = random() < 0.8 ? 'interactive' : 'background';
        asked += 1;
        const grant = await ledger.take('mistral', cls, now, () => bound);
        if (!grant.ok) return;
        granted += 1;
        expect(grant.hold).toBeDefined();
        const fate = random();
        // Usage within the bound (the estimate is a bound by construction), a 429 (0), or unknown (a cut: the bound).
        const used = fate < 0.1 ? 0 : fate < 0.15 ? undefined : Math.ceil(bound * (0.2 + 0.8 * random()));
        sends.push({ at: now, tokens: used ?? bound });
        open.push({ ledger, hold: grant.hold!, used, endsAt: now + Math.floor(random() * 12_000) });
      }));
      now += Math.floor(random() * 3_000);
    }
    expect(peak(sends)).toBeLessThanOrEqual(tpm);
    // Demand is far above the tpm: the ledger keeps most of it in use (blocks count 14 slots of a 12-slot minute).
    const perMinute = sends.reduce((n, s) => n + s.tokens, 0) / 6;
    expect(perMinute).toBeGreaterThan(0.5 * tpm);
    expect(granted).toBeLessThan(asked);
  });
});

describe('settling', () => {
  test('refunds land: after the calls, each window holds exactly the usage (the rest of the block given back when the instance is idle)', async () => {
    const tpm = 1_000_000;
    const { ledgers, store } = instances(1, tpm);
    const ledger = ledgers[0]!;
    const now = T0;
    const a = await ledger.take('mistral', 'interactive', now, () => 20_000);
    const b = await ledger.take('mistral', 'interactive', now, () => 10_000);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    // Blocks of a twentieth of the tpm (50,000) or the call's bound: one block, both calls in it.
    expect(store.sums('mistral').get(slotOf(now))).toBe(50_000);
    ledger.settle(a.hold!, 4_000, now + 2_000);
    ledger.settle(b.hold!, 1_500, now + 2_000);
    await ledger.settled();
    // Idle now, and what is left (44,500) is within the share it may keep: nothing written yet.
    expect(store.sums('mistral').get(slotOf(now))).toBe(50_000);
    // The next call, after the block expired: the block's unspent tokens ride on the new block's write.
    const later = now + 2 * SLOT_MS;
    const c = await ledger.take('mistral', 'interactive', later, () => 10_000);
    expect(c.ok).toBe(true);
    await ledger.settled();
    const c0 = slotOf(later);
    // w_{c0} holds the first block's usage (5,500) and the new block (50,000).
    expect(store.sums('mistral').get(c0)).toBe(5_500 + 50_000);
  });

  test('a failure before output (HTTP error status: 0 used) refunds fully; an unknown outcome keeps the reservation', async () => {
    const tpm = 100_000;
    const { ledgers, store } = instances(1, tpm);
    const ledger = ledgers[0]!;
    // Bounds of 30,000 > a twentieth: one block per call, given back when idle.
    const a = await ledger.take('mistral', 'interactive', T0, () => 30_000);
    if (!a.ok) throw new Error('refused');
    ledger.settle(a.hold!, 0, T0 + 1_000);
    await ledger.settled();
    expect(store.sums('mistral').get(slotOf(T0))).toBe(0);
    const b = await ledger.take('mistral', 'interactive', T0 + 1_000, () => 30_000);
    if (!b.ok) throw new Error('refused');
    ledger.settle(b.hold!, undefined, T0 + 1_500);
    await ledger.settled();
    expect(store.sums('mistral').get(slotOf(T0))).toBe(30_000);
  });
});

describe('too large, and the reserves', () => {
  test('a request whose bound exceeds the tpm is refused at once: no write, no wait', async () => {
    const { ledgers, store } = instances(1, 50_000);
    expect(await ledgers[0]!.take('mistral', 'interactive', T0, () => 50_001)).toEqual({ ok: false, why: 'too-large' });
    expect(store.writes).toBe(0);
    // Background may use 70 % of the tpm: 36,000 is too large for it, not for the agent.
    expect(await ledgers[0]!.take('mistral', 'background', T0, () => 36_000)).toEqual({ ok: false, why: 'too-large' });
    expect((await ledgers[0]!.take('mistral', 'interactive', T0, () => 36_000)).ok).toBe(true);
  });

  test('background is refused once 30 % of the window is left; the agent still gets the rest', async () => {
    const tpm = 100_000;
    const { ledgers } = instances(1, tpm);
    const ledger = ledgers[0]!;
    const take = (cls: CallClass) => ledger.take('mistral', cls, T0, () => 10_000);
    let background = 0;
    while ((await take('background')).ok && background < 20) background++;
    expect(background).toBe(7);
    let interactive = 0;
    while ((await take('interactive')).ok && interactive < 20) interactive++;
    expect(interactive).toBe(3);
    const refused = await take('interactive');
    // Spent until the windows holding these blocks have passed: 14 slots after the first.
    expect(refused).toEqual({ ok: false, why: 'spent', backAtMs: (slotOf(T0) + 14) * SLOT_MS });
  });
});
