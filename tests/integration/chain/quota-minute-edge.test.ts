import { describe, expect, test } from 'vitest';
import { tableLedger } from '../../../core/ai/chain';
import { freshTable } from '../../support/chain';
import { testDeps } from '../../support/deps';

/**
 * A call fetched ahead in a minute's last moment can land after the minute ended (found by
 * bench:capacity at 10,000 users, issue 46: a quarter of the next minute's agent calls were
 * refused though the table held a third of its calls). What that write took and counted is
 * the old minute's: applied to the new one, its full count refused the new minute's calls.
 */
describe("the call ledger at a minute's edge", () => {
  test('a fetch still out when the minute ends does not carry its count into the next minute', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { mistral: { rpm: 60 } });
    const bound = () => 0;
    const last = Date.parse('2026-12-02T09:00:59.900Z');
    let granted = 0;
    for (let i = 0; i < 59; i++) if ((await ledger.take('mistral', 'interactive', last, bound)).ok) granted += 1;
    expect(granted).toBe(59);
    // A step called tools in the minute's last moment: its next call (the minute's 60th) is
    // fetched ahead, and that write is still out when the next minute's first call asks.
    const ahead = ledger.prefetch!('mistral', 'usr_edge', last);
    const next = await ledger.take('mistral', 'interactive', last + 1_100, bound);
    await ahead;
    expect(next.ok).toBe(true);
    let more = 0;
    for (let i = 0; i < 30; i++) if ((await ledger.take('mistral', 'interactive', last + 1_200, bound)).ok) more += 1;
    expect(more).toBe(30);
    await ledger.settled();
  });
});
