import { afterEach, describe, expect, test } from 'vitest';
import { tableLedger } from '../../../core/ai/chain';
import { freshTable } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { recordUnits, type SentUnit } from './quota-units';

/**
 * Issue 48: the call ledger's item held every minute of the UTC day (`m<N>`, `i<N>`), so a
 * block's write cost more as the day went on — measured here on DynamoDB Local, 1 write unit at
 * 00:01, 22 at 20:00, 27 at 23:59 — and near a million users the item would have reached
 * DynamoDB's 400 KB limit. One item per link per window keeps every write a few numbers. The
 * same run found minute 00:00's write refused by DynamoDB itself (an unused expression value):
 * in the day's first minute every call went uncounted. The clock is injected: a whole day of
 * minutes runs in seconds.
 */
const bound = () => 0;
let detach: (() => void) | undefined;
afterEach(() => detach?.());

describe('a call ledger write costs the same at every hour of the day', () => {
  test('one block a minute from 00:00 to 23:59 UTC on a link with rpm and rpd: every write is 1 unit and none fails', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { gemini: { rpm: 60, rpd: 100_000 } });
    const units = recordUnits(deps.db);
    detach = units.detach;
    const day = Date.parse('2026-12-02T00:00:00Z');
    const at = new Map<number, SentUnit[]>();
    for (let minute = 0; minute < 1440; minute++) {
      units.reset();
      expect((await ledger.take('gemini', 'interactive', day + minute * 60_000 + 1_000, bound)).ok).toBe(true);
      await ledger.settled();
      expect(units.sent.filter((s) => s.failed), `minute ${minute}`).toEqual([]);
      if ([0, 1, 1200, 1439].includes(minute)) at.set(minute, [...units.sent]);
    }
    for (const [minute, sent] of at) {
      const writes = sent.filter((s) => s.name === 'UpdateItemCommand');
      expect(writes.length, `writes at minute ${minute}`).toBeGreaterThan(0);
      expect(writes.map((s) => s.units), `units of each write at minute ${minute}`).toEqual(writes.map(() => 1));
    }
  });
});
