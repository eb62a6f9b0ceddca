import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, test } from 'vitest';
import { tableLedger } from '../../../core/ai/chain';
import { callsKey } from '../../../core/ai/chain/quota/call-store';
import { freshTable } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { recordUnits } from './quota-units';

/**
 * Issue 48: one item per link per window, with the table's TTL, and what meeting a spent window
 * costs an instance. Before, an instance that met a spent minute sent two refused writes (its
 * block, then one call) and a read to learn why, every minute; now the refused write brings the
 * item back, and the instance remembers the window is spent until it ends. Counts, never
 * times: the clock is injected.
 */
const MINUTE = Date.parse('2026-12-02T09:00:10Z');
const bound = () => 0;
let detach: (() => void) | undefined;
afterEach(() => detach?.());

async function fill(ledger: ReturnType<typeof tableLedger>, link: string, n: number, now = MINUTE) {
  let granted = 0;
  for (let i = 0; i < n; i++) if ((await ledger.take(link, 'interactive', now, bound)).ok) granted += 1;
  return granted;
}

describe('an instance meeting a spent window', () => {
  test('rpm 60 spent elsewhere: 8 asks in the minute, of every class, cost one refused write and no read; the next minute it is served', async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const [a, b] = [1, 2].map(() => tableLedger(deps, { mistral: { rpm: 60 } }));
    expect(await fill(a!, 'mistral', 60)).toBe(60);
    const units = recordUnits(deps.db);
    detach = units.detach;
    for (const cls of ['interactive', 'interactive', 'study', 'background', 'interactive', 'onboarding', 'background', 'interactive'] as const) {
      const g = await b!.take('mistral', cls, MINUTE + 20_000, bound);
      expect(g).toEqual({ ok: false, why: 'spent', backAtMs: Date.parse('2026-12-02T09:01:00Z') });
    }
    await b!.settled();
    expect(units.sent).toEqual([{ name: 'UpdateItemCommand', units: 0, failed: 'ConditionalCheckFailedException' }]);
    units.reset();
    expect((await b!.take('mistral', 'interactive', MINUTE + 60_000, bound)).ok).toBe(true);
    expect(units.sent.map((s) => [s.name, s.failed])).toEqual([['UpdateItemCommand', undefined]]);
  });

  test("rpd 5 spent elsewhere: the day is remembered until it ends (one round trip's commands once, none after), the minute's call given back", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const [a, b] = [1, 2].map(() => tableLedger(deps, { gemini: { rpm: 10, rpd: 5 } }));
    expect(await fill(a!, 'gemini', 5)).toBe(5);
    const units = recordUnits(deps.db);
    detach = units.detach;
    const dayEnd = Date.parse('2026-12-03T00:00:00Z');
    for (const later of [0, 60_000, 3_600_000]) expect(await b!.take('gemini', 'interactive', MINUTE + later, bound)).toEqual({ ok: false, why: 'spent', backAtMs: dayEnd });
    await b!.settled();
    // The minute's and the day's writes at once; the day refused, so the minute's call goes back.
    expect(units.sent.map((s) => s.name)).toEqual(['UpdateItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    expect(units.sent.filter((s) => s.failed).map((s) => s.failed)).toEqual(['ConditionalCheckFailedException']);
    const minute = await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: callsKey('gemini', { kind: 'minute', index: Math.floor(MINUTE / 60_000) }), ConsistentRead: true }));
    expect(minute.Item?.n).toBe(5);
  });
});

describe('one item per link per window, deleted by the TTL', () => {
  test("a call writes the minute's item and the day's, each a few numbers with expiresAt after its window", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { gemini: { rpm: 10, rpd: 250 } });
    expect(await fill(ledger, 'gemini', 2)).toBe(2);
    const get = async (kind: 'minute' | 'day', index: number) =>
      (await deps.db.doc.send(new GetCommand({ TableName: deps.db.tableName, Key: callsKey('gemini', { kind, index }), ConsistentRead: true }))).Item;
    const minute = Math.floor(MINUTE / 60_000);
    const day = Math.floor(MINUTE / 86_400_000);
    expect(await get('minute', minute)).toEqual({ pk: 'CHAIN#quota', sk: `QUOTA#gemini#m${minute}`, n: 2, i: 1, expiresAt: (minute + 1) * 60 + 3_600 });
    expect(await get('day', day)).toEqual({ pk: 'CHAIN#quota', sk: `QUOTA#gemini#d${day}`, n: 2, expiresAt: (day + 1) * 86_400 + 86_400 });
  });

  test("a lower class reads the last minute's agent calls once a minute; the agent's own calls never read", async () => {
    const deps = testDeps({ TABLE_NAME: await freshTable() });
    const ledger = tableLedger(deps, { mistral: { rpm: 60 } });
    const units = recordUnits(deps.db);
    detach = units.detach;
    expect(await fill(ledger, 'mistral', 3)).toBe(3);
    expect(units.sent.filter((s) => s.name === 'GetItemCommand')).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await ledger.take('mistral', 'background', MINUTE + 1_000, bound)).ok).toBe(true);
    expect(units.sent.filter((s) => s.name === 'GetItemCommand')).toHaveLength(1);
    expect((await ledger.take('mistral', 'study', MINUTE + 60_000, bound)).ok).toBe(true);
    expect(units.sent.filter((s) => s.name === 'GetItemCommand')).toHaveLength(2);
  });
});
