import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, test } from 'vitest';
import { tableLedger } from '../../../core/ai/chain';
import { callsKey } from '../../../core/ai/chain/quota/call-store';
import { freshTable } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { recordUnits } from './quota-units';

/**
 * Issue 48, "held blocks strand capacity": calls an instance holds and never spends are lost to
 * everyone until the minute ends. Lambda runs one stream per instance, so a link's minute meets
 * many instances making a few calls each. Before, blocks of a twentieth of the minute, refilled
 * once half spent, let 20 one-call instances spend Mistral's 60 on 20 calls, and instances
 * whose turns made 4 calls each took 6. Now a small window is taken call by call, and only a
 * call the chain says is coming (QuotaLedger.prefetch) is taken ahead (call-blocks.ts).
 */
const MINUTE = Date.parse('2026-12-02T09:00:05Z');
const bound = () => 0;
let detach: (() => void) | undefined;
afterEach(() => detach?.());

async function countOf(deps: ReturnType<typeof testDeps>, link: string) {
  const key = callsKey(link, { kind: 'minute', index: Math.floor(MINUTE / 60_000) });
  return (await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: key, ConsistentRead: true }))).Item?.n;
}

describe('what idle instances strand of a minute', () => {
  test('rpm 60 and 70 instances making one call each (then idle): 60 are served, the minute counts 60 (was 20 served)', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    let served = 0;
    for (let i = 0; i < 70; i++) {
      const instance = tableLedger(deps, { mistral: { rpm: 60 } });
      if ((await instance.take('mistral', 'interactive', MINUTE + i * 500, bound)).ok) served += 1;
      await instance.settled();
    }
    expect(served).toBe(60);
    expect(await countOf(deps, 'mistral')).toBe(60);
  });

  test("rpm 60 and 20 instances running a 4-step turn each (the chain prefetches a step's call while its tools run; the answer's step prefetches nothing): 60 calls served, none held", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    let served = 0;
    for (let i = 0; i < 20; i++) {
      const instance = tableLedger(deps, { mistral: { rpm: 60 } });
      const now = MINUTE + i * 2_000;
      await instance.prefetch!('mistral', 'usr_x', now);
      for (let step = 0; step < 4; step++) {
        if ((await instance.take('mistral', 'interactive', now, bound)).ok) served += 1;
        // A step that called tools: the next step's call is coming.
        if (step < 3) await instance.prefetch!('mistral', 'usr_x', now);
      }
      await instance.settled();
    }
    expect(served).toBe(60);
    expect(await countOf(deps, 'mistral')).toBe(60);
  });

  test("a window with room to spare keeps its blocks: rpm 10⁸, 30 calls of one instance in a minute cost one write (the minute's first block), none after it", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const instance = tableLedger(deps, { mistral: { rpm: 1e8 } });
    const units = recordUnits(deps.db);
    detach = units.detach;
    for (let i = 0; i < 30; i++) expect((await instance.take('mistral', 'interactive', MINUTE + i * 1_000, bound)).ok).toBe(true);
    await instance.settled();
    expect(units.sent.map((s) => s.name)).toEqual(['UpdateItemCommand']);
  });
});
