import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../core/context';
import { createDb } from '../../../core/db/client';
import { payoutItems, takeBackAmount, type XpAccount } from '../../../core/xp/payout';

// Building params never sends a request: a client for an endpoint nobody listens on is enough.
const db = createDb({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', tableName: 'unit' });
const ctx = { deps: { db }, actor: { userId: 'usr_1' } } as unknown as Ctx;

const account = (id: string, xp: number): XpAccount => ({
  type: 'category',
  id,
  xp,
  add: (delta) => ({ Update: { TableName: 'unit', Key: { id }, UpdateExpression: `ADD ${delta}` } }),
});

describe('payout', () => {
  it('takes back at most what an account holds', () => {
    expect(takeBackAmount({ xp: 100 }, 30)).toBe(30);
    expect(takeBackAmount({ xp: 10 }, 30)).toBe(10);
    expect(takeBackAmount({ xp: 0 }, 30)).toBe(0);
  });

  it('pays every account the whole amount, with a ledger row each', () => {
    const items = payoutItems(ctx, [account('cat_a', 0), account('cat_b', 5)], '2026-03-10', 120, [{ type: 'goal', id: 'gol_1' }]);
    const updates = items.map((i) => i.Update?.UpdateExpression);
    expect(updates.filter((u) => u === 'ADD 120')).toHaveLength(2);
    const ledger = items.map((i) => i.Update?.Key?.sk).filter((sk): sk is string => typeof sk === 'string');
    expect(ledger).toEqual(['XPDAY#2026-03-10#category#cat_a', 'XPDAY#2026-03-10#category#cat_b', 'XPDAY#2026-03-10#goal#gol_1']);
    for (const i of items.filter((x) => x.Update?.Key?.sk)) expect(i.Update?.Key?.pk).toBe('USER#usr_1');
  });

  it('clamps take-backs per account and skips accounts with nothing to take', () => {
    const items = payoutItems(ctx, [account('cat_a', 0), account('cat_b', 50)], '2026-03-10', -120);
    expect(items.map((i) => i.Update?.UpdateExpression).filter((u) => u?.startsWith('ADD'))).toEqual(['ADD -50']);
    const ledger = items.find((i) => i.Update?.Key?.sk === 'XPDAY#2026-03-10#category#cat_b');
    expect(ledger?.Update?.ExpressionAttributeValues).toMatchObject({ ':delta_u0': -50 });
  });
});
