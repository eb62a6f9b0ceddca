/**
 * The cooldown partition's read cost (issue 24, docs/scale.md): every instance reads the one
 * `CHAIN#cooldown` partition, so what each instance reads per minute is what thousands of
 * them cost together. While nothing cools (the common state) an instance trusts its read
 * ~10 s, with jitter; while something cools, 2 s, as C6 always did. Counted in Queries on a
 * client of this file's own; time is the stores' own (fake) clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOLDOWN_MEMO_MS, QUIET_MEMO_MS, tableCooldowns } from '../../../core/ai/chain';
import type { Deps } from '../../../core/context';
import { createDb } from '../../../core/db/client';
import { freshTable } from '../../support/chain';
import { countCommands, type DbCounter } from '../../support/db-counter';
import { testDeps } from '../../support/deps';

let deps: Deps;
let counter: DbCounter;
const T0 = Date.parse('2026-11-29T12:00:00Z');

beforeAll(async () => {
  const base = testDeps({ TABLE_NAME: await freshTable() });
  deps = { ...base, db: createDb(base.config.db) };
  counter = countCommands(deps.db);
});
afterAll(() => deps.db.client.destroy());

/** `instances` stores, each asked every 500 ms for a minute (a busy instance); the Queries they sent. */
async function minuteOf(stores: ReturnType<typeof tableCooldowns>[], from = T0): Promise<number> {
  counter.reset();
  for (let t = 0; t < 60_000; t += 500) await Promise.all(stores.map((s) => s.cooling(from + t)));
  return counter.commands.filter((c) => c === 'QueryCommand').length;
}

describe('the cooldown partition\'s reads', () => {
  it('while nothing cools: one read per ~10 s per instance, a fifth of the 2 s memo\'s', async () => {
    const quiet = Array.from({ length: 20 }, () => tableCooldowns(deps, { random: () => 0.5 }));
    expect(await minuteOf(quiet)).toBe(20 * (60_000 / QUIET_MEMO_MS)); // 120
    const everyTwoSeconds = Array.from({ length: 20 }, () => tableCooldowns(deps, COOLDOWN_MEMO_MS));
    expect(await minuteOf(everyTwoSeconds)).toBe(20 * (60_000 / COOLDOWN_MEMO_MS)); // 600
  });

  it('spreads instances that started together: each read draws 8–12 s', async () => {
    const early = tableCooldowns(deps, { random: () => 0 });
    const late = tableCooldowns(deps, { random: () => 0.999 });
    await Promise.all([early.cooling(T0), late.cooling(T0)]);
    counter.reset();
    await Promise.all([early.cooling(T0 + 8_500), late.cooling(T0 + 8_500)]);
    expect(counter.commands).toEqual(['QueryCommand']); // the early one only
    counter.reset();
    await late.cooling(T0 + 12_000);
    expect(counter.commands).toEqual(['QueryCommand']);
  });

  it('while a link cools: every 2 s again (news matter under pressure), and at once after cooling one itself', async () => {
    const writer = tableCooldowns(deps, 0);
    writer.start('mistral', T0 + 300_000, 'RATE_LIMIT');
    await writer.settled();
    expect(await minuteOf([tableCooldowns(deps, { random: () => 0.5 })])).toBe(30);

    // A quiet instance that cools a link itself trusts its memo only 2 s from then.
    const table = await freshTable();
    const own = { ...deps, config: { ...deps.config, db: { ...deps.config.db, tableName: table } }, db: { ...deps.db, tableName: table } };
    const store = tableCooldowns(own, { random: () => 0.5 });
    await store.cooling(T0);
    store.start('gemini', T0 + 30_000, 'TRANSIENT');
    await store.settled();
    counter.reset();
    await store.cooling(T0 + 1_000);
    expect(counter.commands).toEqual([]);
    await store.cooling(T0 + 2_500);
    expect(counter.commands).toEqual(['QueryCommand']);
  });
});
